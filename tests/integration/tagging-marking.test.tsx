import { waitFor } from '../support/dom';
import { REVIEW_COLLECTIONS, type TaggingTaskRow } from '../../src/features/review/mock/seed';
import { taggingApi } from '../../src/features/tagging/api';
import { TAGGING_COLLECTIONS, type MarkRow, type TagRow } from '../../src/features/tagging/mock/seed';
import { db } from '../../src/mocks/db';
import { existingSession, renderApp, screen, within } from './render-app';

type User = ReturnType<typeof renderApp>['user'];
const MARKING = '/marking-content-manage/marking';
const tagId = (en: string) => db.find<TagRow>(TAGGING_COLLECTIONS.tags, (row) => row.names.en === en)!.id;
const taskOfPost = (postId: number) =>
  db.find<TaggingTaskRow>(REVIEW_COLLECTIONS.taggingTasks, (row) => row.postId === postId)!;
const markOf = (taskId: number) => db.byId<MarkRow>(TAGGING_COLLECTIONS.marks, taskId);

/** The post in front of the tagger: its region is named after it. */
async function currentPost(): Promise<{ region: HTMLElement; postId: number }> {
  const region = await screen.findByRole('region', { name: /^Post \d+$/ });
  return { region, postId: Number(region.getAttribute('aria-label')!.replace('Post ', '')) };
}

async function choose(user: User, region: HTMLElement, label: string, option: string) {
  await user.click(within(region).getByLabelText(label));
  await user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

describe('marking-content-manage/marking', () => {
  it('keeps the post and the tags chosen through a switch to another tab, claimed back on return', async () => {
    await existingSession('moderator');
    const { user } = renderApp(`${MARKING}?language=ar`);
    await screen.findByRole('heading', { name: 'Tagging', level: 1 });
    const { region, postId } = await currentPost();
    const task = taskOfPost(postId);
    await choose(user, region, 'Level-1 tag', 'Nutrition');

    // Hidden, the workbench lets go of the task, as leaving it does.
    await user.click(within(screen.getByRole('tablist')).getByRole('tab', { name: 'Home' }));
    await waitFor(() => expect(markOf(task.id)?.claimedBy).toBeNull());

    await user.click(within(screen.getByRole('tablist')).getByRole('tab', { name: 'Tagging' }));
    await waitFor(() => expect(markOf(task.id)?.claimedBy).toBe('moderator'));
    expect((await currentPost()).postId).toBe(postId);
    expect(within(region).getByText('Nutrition')).toBeInTheDocument();
  });

  it('lets go of the task when the tab closes and when the tagger logs out', async () => {
    await existingSession('moderator');
    const { user } = renderApp(MARKING);
    await screen.findByRole('heading', { name: 'Tagging', level: 1 });
    const first = taskOfPost((await currentPost()).postId);
    await waitFor(() => expect(markOf(first.id)?.claimedBy).toBe('moderator'));
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await waitFor(() => expect(markOf(first.id)?.claimedBy).toBeNull());

    // Claimed again (the workbench stays open), then the tagger signs out.
    db.update<MarkRow>(TAGGING_COLLECTIONS.marks, first.id, {
      claimedBy: 'moderator',
      claimedUntil: new Date(Date.now() + 60_000).toISOString(),
    });
    await user.click(await screen.findByRole('button', { name: /\(user menu\)$/ }));
    await user.click(await screen.findByText('Log out'));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(markOf(first.id)?.claimedBy).toBeNull();
  });

  it('tags Arabic posts one after another by keyboard, level 2 following level 1', async () => {
    await existingSession('moderator');
    const { user } = renderApp(`${MARKING}?language=ar`);
    await screen.findByRole('heading', { name: 'Tagging', level: 1 });
    const { region, postId } = await currentPost();
    const task = taskOfPost(postId);
    expect(task.language).toBe('ar');
    expect(markOf(task.id)?.claimedBy).toBe('moderator');
    const content = region.querySelector('.tagging-post__content')!;
    expect(getComputedStyle(within(content as HTMLElement).getByText(content.textContent!)).direction).toBe('rtl');

    // No level 2 before a level 1.
    expect(within(region).getByLabelText('Level-2 tags')).toBeDisabled();
    await choose(user, region, 'Level-1 tag', 'Nutrition');
    await choose(user, region, 'Level-2 tags', 'Recipes');
    await user.click(within(region).getByRole('radio', { name: 'Good' }));
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('s');

    expect(await screen.findByText(`Post ${postId} tagged`)).toBeInTheDocument();
    expect(markOf(task.id)).toMatchObject({
      taggedBy: 'moderator',
      level1Id: tagId('Nutrition'),
      level2Ids: [tagId('Recipes')],
      qualityId: tagId('Good'),
      claimedBy: null,
    });
    const next = await waitFor(async () => {
      const shown = await currentPost();
      expect(shown.postId).not.toBe(postId);
      return shown;
    });
    expect(taskOfPost(next.postId).language).toBe('ar');
  });

  it('refuses saving a post someone else tagged meanwhile', async () => {
    await existingSession('moderator');
    const { user } = renderApp(MARKING);
    const { region, postId } = await currentPost();
    const task = taskOfPost(postId);
    await choose(user, region, 'Level-1 tag', 'Pregnancy');
    await choose(user, region, 'Level-2 tags', 'Fetal development');
    await user.click(within(region).getByRole('radio', { name: 'Ordinary' }));
    db.update<MarkRow>(TAGGING_COLLECTIONS.marks, task.id, {
      taggedBy: 'admin',
      taggedAt: new Date().toISOString(),
      claimedBy: null,
      claimedUntil: null,
    });
    await user.click(within(region).getByRole('button', { name: /Save and next/ }));
    expect(await screen.findByText('This post was already tagged by admin')).toBeInTheDocument();
    expect(markOf(task.id)!.taggedBy).toBe('admin');
  });

  it('the mock refuses a level-2 tag not under the level 1, a disabled tag, and the operator', async () => {
    await existingSession('moderator');
    const task = (await taggingApi.next('en', []))!;
    const base = { level1Id: tagId('Pregnancy'), qualityId: tagId('Good') };
    await expect(taggingApi.save(task.id, { ...base, level2Ids: [tagId('Anxiety')] })).rejects.toMatchObject({
      body: { refusal: { kind: 'level2NotUnder' } },
    });
    await expect(
      taggingApi.save(task.id, {
        ...base,
        level2Ids: [tagId('Labour and birth')],
        qualityId: tagId('Possible advert'),
      }),
    ).rejects.toMatchObject({ body: { refusal: { kind: 'disabledTag' } } });
    expect(markOf(task.id)!.taggedAt).toBeNull();

    await existingSession('operator');
    await expect(taggingApi.next(null, [])).rejects.toMatchObject({ code: 403 });
  });
});
