import { fireEvent, waitFor } from '@testing-library/react';
import { APP_USER_COLLECTIONS, type WhitelistRow } from '../../src/features/app-users/mock/seed';
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import { db } from '../../src/mocks/db';
import { chooseButtonOption, existingSession, fill, renderApp, screen, within } from './render-app';

/** Publishing posts as a staff account: the rules on both sides, the preview, and a refusal that keeps the form. */

type User = ReturnType<typeof renderApp>['user'];
const OFFICIAL = { id: 1000001, login: 'momcare_official' };
const KOL = { id: 1000002, login: 'dr_sara_kol' };

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

describe('posts-manage/publish-new-post', () => {
  it('names what is missing, then publishes a vote post as an official account, previewed as the app shows it', async () => {
    const before = newest().id;
    const { user } = await open('/posts-manage/publish-new-post', 'Publish New Post');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('A poster must be selected')).toBeInTheDocument();
    expect(screen.getByText('The post content cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Upload at least one image')).toBeInTheDocument();

    await choosePoster(user, OFFICIAL.login);
    await chooseButtonOption(user, screen.getByRole('radio', { name: 'Vote' }));
    await fill(user, screen.getByLabelText('Content'), 'ولد أم بنت؟ شاركونا توقعاتكم');
    await fill(user, screen.getByLabelText('Option 1'), 'ولد');
    await fill(user, screen.getByLabelText('Option 2'), ' ولد ');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Two vote options are the same')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Option 2'), 'بنت');

    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('ولد أم بنت؟ شاركونا توقعاتكم')).toHaveAttribute('dir', 'auto');
    expect(within(preview).getByText('MomCare Official')).toBeInTheDocument();
    expect(within(within(preview).getByRole('group', { name: 'Vote options' })).getByText('بنت')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published')).toBeInTheDocument();
    const post = newest();
    expect(post.id).toBeGreaterThan(before);
    expect(post).toMatchObject({
      type: 'vote',
      content: 'ولد أم بنت؟ شاركونا توقعاتكم',
      vote: { options: ['ولد', 'بنت'] },
      publisherLogin: OFFICIAL.login,
      staffLogin: 'moderator',
      publishStatus: 'published',
    });
    // The form starts again empty.
    await waitFor(() => expect(screen.getByLabelText('Content')).toHaveValue(''));
  });

  it('keeps everything typed when the server refuses the poster, then publishes a graphics post with an image', async () => {
    const { user } = await open('/posts-manage/publish-new-post', 'Publish New Post');
    await choosePoster(user, KOL.login);
    await fill(user, screen.getByLabelText('Content'), 'Week 20 scan today!');
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [png('scan.png')] } });
    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    // Someone removes the account from the whitelist meanwhile.
    const entry = db.find<WhitelistRow>(APP_USER_COLLECTIONS.whitelist, (row) => row.userId === KOL.id)!;
    db.remove(APP_USER_COLLECTIONS.whitelist, entry.id);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const refusal = 'Only official, whitelist and KOL accounts on the whitelist can post from the console';
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByLabelText('Content')).toHaveValue('Week 20 scan today!');
    expect(screen.getByRole('img', { name: 'Image 1' })).toBeInTheDocument();

    await choosePoster(user, OFFICIAL.login);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(newest()).toMatchObject({
      type: 'graphics',
      publisherLogin: OFFICIAL.login,
      content: 'Week 20 scan today!',
    });
    expect(newest().images).toHaveLength(1);
  });
});
