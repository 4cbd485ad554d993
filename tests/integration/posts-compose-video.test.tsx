import { fireEvent } from '../support/dom';
import { composeApi } from '../../src/features/posts/compose/api';
import { rejectionOf } from '../support/promises';
import { existingSession, fill, screen } from './render-app';
import { pngFile } from '../support/png-file';
import { choosePoster, newest, OFFICIAL, open } from './compose-helpers';

/** Publishing a video post as a staff account: the video and cover required on both sides. */

describe('posts-manage/publish-videopost', () => {
  it('needs a video and a cover, and publishes the video post', async () => {
    const { user } = await open('/posts-manage/publish-videopost', 'Publish Video Post');
    await choosePoster(user, OFFICIAL.login);
    await fill(user, screen.getByLabelText('Content'), '10 minutes of postpartum stretching');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Give the video')).toBeInTheDocument();
    expect(screen.getByText('Upload a cover image')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Video address'), 'https://videos.example/stretch.mp4');
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [pngFile('cover.png')] } });
    expect(await screen.findByRole('img', { name: 'Uploaded image' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(newest()).toMatchObject({ type: 'video', video: { url: 'https://videos.example/stretch.mp4' } });
    expect(newest().video!.cover).toContain('/mock-oss/');
  });

  it('the mock refuses a post lacking what the screens ask for, and an operator', async () => {
    await existingSession('moderator');
    const refusal = await rejectionOf(
      composeApi.publish({
        type: 'vote',
        language: 'en',
        content: ' ',
        images: [],
        vote: { options: ['Yes'] },
        video: null,
        topicId: null,
      }),
    );
    expect(refusal.message).toBe(
      'A poster must be selected; The post content cannot be empty; The vote needs at least two options, none of them empty',
    );
    const input = {
      posterId: OFFICIAL.id,
      type: 'video' as const,
      language: 'en' as const,
      content: 'Hi',
      images: [],
      vote: null,
      video: null,
      topicId: null,
    };
    expect((await rejectionOf(composeApi.publish(input))).message).toBe('Give the video; Upload a cover image');
    await existingSession('operator');
    expect((await rejectionOf(composeApi.publish(input))).code).toBe(403);
  });
});
