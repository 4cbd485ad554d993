import { afterEach } from 'vitest';
import { fireEvent, waitFor, within } from '../support/dom';
import { composeApi } from '../../src/features/posts/compose/api';
import { db } from '../../src/mocks/db';
import { OSS_FILES } from '../../src/features/oss/mock';
import { worker } from '../../src/mocks/test-worker';
import { ossApi } from '../../src/shared/uploads/uploads-api';
import { rejectionOf } from '../support/promises';
import { existingSession, fill, renderApp, screen } from './render-app';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { pngFile } from '../support/png-file';
import { mp4File } from '../support/mp4-file';
import { choosePoster, newest, OFFICIAL, open } from './compose-helpers';

/** Publishing a video post as a staff account: the video uploaded (checked before and by the mock) and a cover. */

/** The hidden file input of the field labelled `label` (antd's Upload wraps the labelled button). */
const fileInputOf = (label: string) =>
  screen.getByLabelText(label).closest('.ant-upload')!.querySelector<HTMLInputElement>('input[type="file"]')!;
/** Picks a file as a drop or the system dialog gives it, whatever the input's `accept` says. */
const pick = (label: string, file: File) => fireEvent.change(fileInputOf(label), { target: { files: [file] } });

/** Counts the videos sent to object storage. */
function countVideoUploads() {
  const counter = { uploads: 0 };
  worker.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/oss/api/videos')) counter.uploads += 1;
  });
  return counter;
}

afterEach(() => worker.events.removeAllListeners());

const VIDEO_POST = {
  posterId: OFFICIAL.id,
  type: 'video' as const,
  language: 'en' as const,
  content: 'Hi',
  images: [],
  vote: null,
  topicId: null,
};

describe('posts-manage/publish-videopost', () => {
  it('needs a video and a cover; uploads the picked mp4, previews it and publishes the post with it', async () => {
    const { user } = await open('/posts-manage/publish-videopost', 'Publish Video Post');
    expect(screen.getByText('mp4, mov or WebM; at most 100 MB and 5 minutes')).toBeInTheDocument();
    await choosePoster(user, OFFICIAL.login);
    await fill(user, screen.getByLabelText('Content'), '10 minutes of postpartum stretching');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Upload the video')).toBeInTheDocument();
    expect(screen.getByText('Upload a cover image')).toBeInTheDocument();

    await user.upload(fileInputOf('Video'), mp4File('stretch.mp4', 3));
    const preview = await screen.findByLabelText('Uploaded video');
    expect(preview.getAttribute('src')).toMatch(/\/mock-oss\/\d+\/stretch\.mp4$/);
    expect(screen.getByText('stretch.mp4 · 0:03')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Upload the video')).not.toBeInTheDocument());
    // The post's preview plays the uploaded video too.
    const postPreview = screen.getByRole('region', { name: 'Preview' });
    expect(within(postPreview).getByLabelText('Video preview')).toHaveAttribute('src', preview.getAttribute('src'));

    pick('Cover image', pngFile('cover.png'));
    expect(await screen.findByRole('img', { name: 'Uploaded image' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(newest()).toMatchObject({
      type: 'video',
      content: '10 minutes of postpartum stretching',
      video: { url: preview.getAttribute('src'), seconds: 3 },
    });
    expect(newest().video!.cover).toContain('/mock-oss/');
  });

  it('refuses a video of the wrong type or too long before uploading it, keeping what was typed', async () => {
    const counter = countVideoUploads();
    const { user } = await open('/posts-manage/publish-videopost', 'Publish Video Post');
    await choosePoster(user, OFFICIAL.login);
    await fill(user, screen.getByLabelText('Content'), 'Breathing through contractions');

    pick('Video', new File(['not a video'], 'breathing.avi', { type: 'video/x-msvideo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('breathing.avi is not a video: use mp4, mov or WebM');

    await user.upload(fileInputOf('Video'), mp4File('breathing.mp4', 400));
    await screen.findByText('breathing.mp4 lasts 6:40; videos must be at most 5 minutes long');
    expect(screen.queryByLabelText('Uploaded video')).not.toBeInTheDocument();
    expect(counter.uploads).toBe(0);
    expect(screen.getByLabelText('Content')).toHaveValue('Breathing through contractions');
    expect(screen.getByRole('combobox', { name: 'Poster' }).closest('.ant-select')).toHaveTextContent(
      `(${OFFICIAL.login})`,
    );

    // A video within the limits still goes through, and the message goes.
    await user.upload(fileInputOf('Video'), mp4File('breathing.mp4', 299));
    expect(await screen.findByLabelText('Uploaded video')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(counter.uploads).toBe(1);
  });

  it('says in Arabic why a video is refused before uploading it, and takes one within the limits', async () => {
    await setLanguage('ar');
    const counter = countVideoUploads();
    await existingSession('moderator');
    const { user } = renderApp('/posts-manage/publish-videopost');
    await screen.findByRole('heading', { name: 'نشر منشور فيديو', level: 1 });
    pick('الفيديو', new File(['not a video'], 'breathing.avi', { type: 'video/x-msvideo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('breathing.avi ليس فيديو: استخدم mp4 أو mov أو WebM');
    await user.upload(fileInputOf('الفيديو'), mp4File('breathing.mp4', 400));
    expect(await screen.findByText(/^مدة breathing\.mp4 هي /)).toBeInTheDocument();
    expect(counter.uploads).toBe(0);
    await user.upload(fileInputOf('الفيديو'), mp4File('breathing.mp4', 299));
    expect(await screen.findByLabelText('الفيديو المرفوع')).toBeInTheDocument();
    expect(counter.uploads).toBe(1);
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
    const input = { ...VIDEO_POST, video: null };
    expect((await rejectionOf(composeApi.publish(input))).message).toBe('Upload the video; Upload a cover image');
    await existingSession('operator');
    expect((await rejectionOf(composeApi.publish(input))).code).toBe(403);
  });

  it('the mock refuses a video the console did not upload, one that is no video, and one too long', async () => {
    await existingSession('moderator');
    const cover = (await ossApi.upload(pngFile('cover.png'))).url;
    const publish = (url: string) => composeApi.publish({ ...VIDEO_POST, video: { url, cover, seconds: 3 } });
    const fileCount = db.all(OSS_FILES).length;

    const typed = await rejectionOf(publish('https://videos.example/stretch.mp4'));
    expect(typed.code).toBe(400);
    expect(typed.message).toBe('Upload the video here: only a video uploaded from the console can be published');
    expect((typed.body as { fieldErrors: unknown[] }).fieldErrors).toEqual([
      { field: 'video', message: typed.message },
    ]);
    // An image the console uploaded is not a video.
    expect((await rejectionOf(publish(cover))).message).toBe('The video must be an mp4, mov or WebM file');
    // The length is read from the stored file, whatever the form says.
    const long = await ossApi.uploadVideo(mp4File('long.mp4', 301));
    expect(long.contentType).toBe('video/mp4');
    expect((await rejectionOf(publish(long.url))).message).toBe('The video must be at most 5 minutes long');

    // Object storage takes only videos by their bytes.
    const fake = await rejectionOf(ossApi.uploadVideo(new File(['just text'], 'fake.mp4', { type: 'video/mp4' })));
    expect(fake.message).toBe('fake.mp4 is not a video file (mp4, mov or WebM)');
    expect(db.all(OSS_FILES)).toHaveLength(fileCount + 1);

    const short = await ossApi.uploadVideo(mp4File('short.mp4', 4));
    const post = await publish(short.url);
    expect(post).toMatchObject({ type: 'video', video: { url: short.url, cover, seconds: 4 } });
  });
});
