import { waitFor } from '../support/dom';
import { REVIEW_COLLECTIONS, type TaggingTaskRow } from '../../src/features/review/mock/seed';
import { taggingApi } from '../../src/features/tagging/api';
import { TAGGING_COLLECTIONS, type TagRow } from '../../src/features/tagging/mock/seed';
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import { db } from '../../src/mocks/db';
import { choose, GROUP, markOf, rowOf, setMark, soon } from './tagging-helpers';
import { existingSession, fill, renderApp, screen, within } from './render-app';
import { setLanguage } from '../../src/shared/i18n/set-language';

/** The tagged tasks in a language, most recently tagged first (marking-work-order's order). */
const tagged = (language: string) =>
  db
    .all<TaggingTaskRow>(REVIEW_COLLECTIONS.taggingTasks)
    .filter((task) => task.language === language && markOf(task)?.taggedAt)
    .sort((a, b) => markOf(b)!.taggedAt!.localeCompare(markOf(a)!.taggedAt!));
const tagName = (id: number | null) => db.byId<TagRow>(TAGGING_COLLECTIONS.tags, id ?? 0)!.names.en;

const REOPEN_QUESTION = 'Re-open this task for a correction? It goes back to the queue, assigned to you.';
const reopenDialog = () => screen.findByRole('dialog', { name: REOPEN_QUESTION });

describe('marking-content-manage/marking-work-order', () => {
  it('lists tagged tasks with their tags and tagger, and re-opens one into the waiting list', async () => {
    await existingSession('moderator');
    const [latest] = tagged('en');
    const mark = markOf(latest)!;
    const { user, unmount } = renderApp(`${GROUP}/marking-work-order?language=en`);
    expect(await screen.findByRole('heading', { name: 'Tagged Tasks', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const row = await waitFor(() => {
      const [, first] = within(table).getAllByRole('row');
      expect(within(first).getByText(`Task ${latest.id}`)).toBeInTheDocument();
      return first;
    });
    expect(within(row).getByText(mark.taggedBy!)).toBeInTheDocument();
    expect(await within(row).findByText(tagName(mark.level1Id))).toBeInTheDocument();
    expect(within(row).getByText(tagName(mark.qualityId))).toBeInTheDocument();

    // Its history: tagged by its tagger.
    await user.click(within(row).getByRole('button', { name: `History ${latest.id}` }));
    const drawer = await screen.findByRole('dialog', { name: 'History' });
    expect(within(drawer).getAllByRole('listitem')[0]).toHaveTextContent(`Tagged by ${mark.taggedBy}`);
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));

    // Re-opening asks why first: without a reason, the dialog says so and nothing is sent.
    await user.click(within(row).getByRole('button', { name: 'Re-open' }));
    const dialog = await reopenDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Re-open' }));
    expect(await within(dialog).findByText('Say in the note what the other reason is')).toBeInTheDocument();
    expect(markOf(latest)!.taggedAt).not.toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Missing tags' }));
    await fill(user, within(dialog).getByLabelText('Note'), 'No tag for the recipe');
    await user.click(within(dialog).getByRole('button', { name: 'Re-open' }));
    expect(
      await screen.findByText('Re-opened: the task is back in the waiting list, assigned to you'),
    ).toBeInTheDocument();
    expect(markOf(latest)).toMatchObject({ taggedAt: null, assignee: 'moderator', reopenedBy: 'moderator' });
    expect(markOf(latest)!.level1Id).toBe(mark.level1Id);
    await waitFor(() => expect(within(table).queryByText(`Task ${latest.id}`)).not.toBeInTheDocument());

    unmount();
    renderApp(`${GROUP}/label-work-order?assignee=me&postId=${latest.postId}`);
    const waitingTable = await screen.findByRole('table');
    const waitingRow = await rowOf(waitingTable, latest.id);
    expect(within(waitingRow).getByText('moderator')).toBeInTheDocument();
    expect(waitingRow).toHaveTextContent('moderator (Me)');
  });

  it('re-opens a task in Arabic: the reason asked, what is missing said, and the task back in the queue', async () => {
    await setLanguage('ar');
    await existingSession('moderator');
    const [latest] = tagged('ar');
    const { user } = renderApp(`${GROUP}/marking-work-order?language=ar`);
    const table = await screen.findByRole('table');
    const row = (await within(table).findByRole('button', { name: `السجل ${latest.id}` })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'إعادة فتح' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'إعادة فتح هذه المهمة للتصحيح؟ ستعود إلى القائمة مسندة إليك.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'إعادة فتح' }));
    expect(await within(dialog).findByText('اختر سببًا من القائمة')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'أخرى' }));
    await user.click(within(dialog).getByRole('button', { name: 'إعادة فتح' }));
    expect(await within(dialog).findByText('اذكر في الملاحظة ما هو السبب الآخر')).toBeInTheDocument();
    expect(markOf(latest)!.taggedAt).not.toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'وسوم ناقصة' }));
    await user.click(within(dialog).getByRole('button', { name: 'إعادة فتح' }));
    expect(await screen.findByText('أُعيد فتح المهمة: عادت إلى قائمة الانتظار مسندة إليك')).toBeInTheDocument();
    expect(markOf(latest)).toMatchObject({ taggedAt: null, assignee: 'moderator', reopenedBy: 'moderator' });
  });

  it('shows the task’s history in the workbench after a re-opening: the tagging kept, the re-opening with its reason', async () => {
    await existingSession('moderator');
    const [latest] = tagged('en');
    const mark = markOf(latest)!;
    await expect(
      taggingApi.reopen(latest.id, { reasonCode: 'wrongQuality', note: 'Not a question' }),
    ).resolves.toMatchObject({
      status: 'waiting',
    });
    renderApp(`${GROUP}/marking?task=${latest.id}`);
    const history = await screen.findByRole('region', { name: 'History' });
    // The tags' names show once the tag dictionary has answered, which may come after the task.
    await waitFor(() => expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(tagName(mark.level1Id)));
    const lines = within(history).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent(`Tagged by ${mark.taggedBy}`);
    expect(lines[1]).toHaveTextContent('Re-opened for a correction by moderator');
    expect(lines[1]).toHaveTextContent('Wrong quality label');
    expect(lines[1]).toHaveTextContent('Not a question');
  });

  it('shows the server refusing to re-open a task someone is tagging', async () => {
    await existingSession('moderator');
    const [latest] = tagged('zh');
    const { user } = renderApp(`${GROUP}/marking-work-order?language=zh`);
    const table = await screen.findByRole('table');
    const row = await rowOf(table, latest.id);
    setMark(latest, { claimedBy: 'admin', claimedUntil: soon() });
    await user.click(within(row).getByRole('button', { name: 'Re-open' }));
    const dialog = await reopenDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Wrong tags' }));
    await fill(user, within(dialog).getByLabelText('Note'), 'Level 2 is off');
    await user.click(within(dialog).getByRole('button', { name: 'Re-open' }));
    // The refusal is said in the dialog, which keeps the reason and the note as they were.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This task is being tagged by admin');
    expect(within(dialog).getByRole('radio', { name: 'Wrong tags' })).toBeChecked();
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Level 2 is off');
    expect(markOf(latest)!.taggedAt).not.toBeNull();
  });

  it('refuses a re-opening without a reason in the admin’s language', async () => {
    await existingSession('moderator');
    const [latest] = tagged('ar');
    await expect(taggingApi.reopen(latest.id, {} as never)).rejects.toMatchObject({
      code: 400,
      body: { refusal: { kind: 'reasonRequired' } },
    });
    expect(markOf(latest)!.taggedAt).not.toBeNull();
  });
});

describe('marking-content-manage/user-query', () => {
  it('requires a user ID, then lists their Arabic posts with their tags', async () => {
    await existingSession('moderator');
    const task = db
      .all<TaggingTaskRow>(REVIEW_COLLECTIONS.taggingTasks)
      .find((row) => row.language === 'ar' && markOf(row)?.taggedAt && db.byId<PostRow>(POSTS_COLLECTION, row.postId))!;
    const authorId = db.byId<PostRow>(POSTS_COLLECTION, task.postId)!.authorId;
    const { user } = renderApp(`${GROUP}/user-query?size=50`);
    expect(await screen.findByRole('heading', { name: 'User Lookup', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Enter a user ID to see their posts and the tags they carry.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Filters' });
    await user.click(within(form).getByRole('button', { name: /Search/ }));
    expect(await within(form).findByText('Enter a user ID to look up their posts')).toBeInTheDocument();

    await fill(user, within(form).getByLabelText('User ID'), String(authorId));
    await choose(user, form, 'Page language', 'Arabic');
    await user.click(within(form).getByRole('button', { name: /Search/ }));
    const table = await screen.findByRole('table');
    const row = await rowOf(table, task.id);
    expect(await within(row).findByText(tagName(markOf(task)!.level1Id))).toBeInTheDocument();
    expect(within(row).getByText(markOf(task)!.taggedBy!)).toBeInTheDocument();
    const params = new URLSearchParams(window.location.search);
    expect([params.get('userId'), params.get('language')]).toEqual([String(authorId), 'ar']);
    for (const other of within(table).getAllByRole('row').slice(1))
      expect(within(other).getByText('Arabic')).toBeInTheDocument();
  });

  it('shows the server refusing a search without a user ID, and refuses the operator', async () => {
    await existingSession('moderator');
    renderApp(`${GROUP}/user-query?userId=abc`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a user ID to look up their posts');
    await expect(taggingApi.userPosts({ language: 'ar' })).rejects.toMatchObject({
      body: { refusal: { kind: 'userIdRequired' } },
    });

    await existingSession('operator');
    await expect(taggingApi.userPosts({ userId: 1 })).rejects.toMatchObject({ code: 403 });
    await expect(taggingApi.assign([1], 'operator')).rejects.toMatchObject({ code: 403 });
    await expect(taggingApi.reopen(1, { reasonCode: 'wrongTags' })).rejects.toMatchObject({ code: 403 });
  });
});
