import { fireEvent } from '@testing-library/react';
import { composeApi } from '../../src/features/posts/compose/api';
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import { db } from '../../src/mocks/db';
import { rejectionOf } from '../support/promises';
import { existingSession, fill, renderApp, screen } from './render-app';

/** Publishing a video post as a staff account: the video and cover required on both sides. */

type User = ReturnType<typeof renderApp>['user'];
const OFFICIAL = { id: 1000001, login: 'momcare_official' };

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
function png(name: string): File {
  const header = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...be32(13), 0x49, 0x48, 0x44, 0x52];
  return new File([Uint8Array.from([...header, ...be32(64), ...be32(64), 8, 6, 0, 0, 0, 0, 0, 0, 0])], name, {
    type: 'image/png',
  });
}

const newest = () => db.all<PostRow>(POSTS_COLLECTION).sort((a, b) => b.id - a.id)[0];

async function open(path: string, heading: string) {
  await existingSession('moderator');
  const view = renderApp(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  return view;
}

async function choosePoster(user: User, login: string) {
  await user.type(screen.getByRole('combobox', { name: 'Poster' }), login);
  await user.click(
    await screen.findByText(new RegExp(`^${login} ·`), { selector: '.ant-select-item-option-content *' }),
  );
}

describe('posts-manage/publish-videopost', () => {
  it('needs a video and a cover, and publishes the video post', async () => {
    const { user } = await open('/posts-manage/publish-videopost', 'Publish Video Post');
    await choosePoster(user, OFFICIAL.login);
    await fill(user, screen.getByLabelText('Content'), '10 minutes of postpartum stretching');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Give the video')).toBeInTheDocument();
    expect(screen.getByText('Upload a cover image')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Video address'), 'https://videos.example/stretch.mp4');
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [png('cover.png')] } });
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
