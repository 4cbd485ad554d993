import { fireEvent, waitFor } from '../support/dom';
import { APP_USER_COLLECTIONS, type WhitelistRow } from '../../src/features/app-users/mock/seed';
import { db } from '../../src/mocks/db';
import { chooseButtonOption, fill, screen, within } from './render-app';
import { pngFile } from '../support/png-file';
import { choosePoster, KOL, newest, OFFICIAL, open } from './compose-helpers';

/** Publishing posts as a staff account: the rules on both sides, the preview, and a refusal that keeps the form. */

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
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [pngFile('scan.png')] } });
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
