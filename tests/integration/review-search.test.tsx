import { waitFor } from '../support/dom';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../src/features/app-users/mock/seed';
import { REVIEW_COLLECTIONS, type ReportRow, type ReviewTaskRow } from '../../src/features/review/mock/seed';
import { db } from '../../src/mocks/db';
import { choose, typeWindow } from './antd-actions';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';

/**
 * Finding any item in the review queues: by the task's ID, the ID of the post or comment it is about,
 * the author, the text and the days it was raised, and report tasks by their reporters' reasons; every
 * task names what it is about with a link to where the console lists it, and a report task shows its
 * reporters.
 */

const WORK_ORDER = '/content-review/work-order';
const REPORTS = '/posts-manage/user-report-post';

const loginOf = (id: number) => db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, id)!.login;
/** The queue's waiting tasks of these sources, oldest first. */
const waiting = (sources: string[], test: (task: ReviewTaskRow) => boolean = () => true) =>
  db
    .all<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks)
    .filter((task) => sources.includes(task.source) && task.status === 'notProcessed' && test(task))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
/** The local day of a time, as the date picker writes it. */
function dayOf(iso: string) {
  const at = new Date(iso);
  return [at.getFullYear(), at.getMonth() + 1, at.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}

async function openQueue(path: string, heading: string, search = 'Search the queue') {
  await existingSession('moderator');
  const view = renderApp(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  const table = await screen.findByRole('table');
  await whenSettled(table);
  return { ...view, table, form: screen.getByRole('form', { name: search }) };
}

type User = ReturnType<typeof renderApp>['user'];

/** Types the range picker's start and end days, each confirmed with Enter. */
const typeDays = (user: User, form: HTMLElement, start: string, end: string) =>
  typeWindow(user, form, start, end, ['Start date', 'End date']);

/** The task IDs the table lists, once it lists exactly `ids`. */
async function listsExactly(table: HTMLElement, ids: number[]) {
  await waitFor(() => {
    const keys = [...table.querySelectorAll('tbody tr[data-row-key]')].map((row) => row.getAttribute('data-row-key'));
    expect(keys).toEqual(ids.map(String));
  });
  await whenSettled(table);
}

const rowOf = (table: HTMLElement, id: number) => table.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`)!;

afterEach(() => setLanguage('en'));

describe('searching the review queues', () => {
  it('finds a task by the ID of the post it is about, whose link opens the post in New and Hot Post List', async () => {
    const task = waiting(['post'], (row) => row.type === 'audit')[3];
    const { user, table, form } = await openQueue(WORK_ORDER, 'Review Tasks');
    await fill(user, within(form).getByLabelText('Post or comment ID'), String(task.subjectId));
    await user.click(within(form).getByRole('button', { name: /Search/ }));

    const expected = waiting(['post', 'comment'], (row) => row.subjectId === task.subjectId).map((row) => row.id);
    expect(expected).toContain(task.id);
    await listsExactly(table, expected);
    expect(new URLSearchParams(window.location.search).get('subjectId')).toBe(String(task.subjectId));
    // The panel names it too.
    const panel = await screen.findByRole('region', { name: `Task ${expected[0]}` });
    expect(within(panel).getByRole('link', { name: `Post ${task.subjectId}` })).toBeInTheDocument();

    await user.click(within(rowOf(table, task.id)).getByRole('link', { name: `Post ${task.subjectId}` }));
    await screen.findByRole('heading', { name: 'New and Hot Post List', level: 1 });
    expect(new URLSearchParams(window.location.search).get('id')).toBe(String(task.subjectId));
    const posts = await screen.findByRole('table');
    await waitFor(() => expect(posts.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(1));
    expect(rowOf(posts, task.subjectId)).not.toBeNull();
    expect(within(rowOf(posts, task.subjectId)).getAllByText(task.content).length).toBeGreaterThan(0);
  });

  it('a comment task links to its post’s comments in Comment Management', async () => {
    const task = waiting(['comment'])[0];
    const { user, table } = await openQueue(`${WORK_ORDER}?id=${task.id}`, 'Review Tasks');
    await listsExactly(table, [task.id]);
    // What was in the URL is in the form.
    expect(screen.getByLabelText('Task ID')).toHaveValue(String(task.id));
    await user.click(
      within(rowOf(table, task.id)).getByRole('link', { name: `Comment ${task.subjectId} on post ${task.postId}` }),
    );
    await screen.findByRole('heading', { name: 'Comment Management', level: 1 });
    const comments = await screen.findByRole('table');
    const row = await waitFor(() => {
      const found = comments.querySelector<HTMLElement>(`tr[data-row-key="${task.subjectId}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    expect(within(row).getAllByText(task.content).length).toBeGreaterThan(0);
  });

  it('an objection links to its removed post in Deleted Posts', async () => {
    const objection = waiting(['objection'])[2];
    const { user, table } = await openQueue(
      `/content-review/opposition-posts-audit?id=${objection.id}`,
      'Disputed Post Review',
    );
    await listsExactly(table, [objection.id]);
    await user.click(within(rowOf(table, objection.id)).getByRole('link', { name: `Post ${objection.subjectId}` }));
    await screen.findByRole('heading', { name: 'Deleted Posts', level: 1 });
    const posts = await screen.findByRole('table');
    await waitFor(() => expect(rowOf(posts, objection.subjectId)).not.toBeNull());
    expect(within(rowOf(posts, objection.subjectId)).getAllByText(objection.content).length).toBeGreaterThan(0);
  });

  it('finds a pending picture by its ID, linked to the post it is in', async () => {
    const picture = waiting(['image'])[4];
    const pending = await openQueue('/image-risk-control/pending-list', 'Pending Images');
    await fill(pending.user, within(pending.form).getByLabelText('Picture ID'), String(picture.subjectId));
    await pending.user.click(within(pending.form).getByRole('button', { name: /Search/ }));
    await listsExactly(pending.table, [picture.id]);
    // The picture's own ID, and a link to the post it is in.
    expect(
      within(rowOf(pending.table, picture.id)).getByRole('link', {
        name: `Picture ${picture.subjectId} in post ${picture.postId}`,
      }),
    ).toHaveAttribute('href', `/posts-manage/new-post-list?id=${picture.postId}`);
  });

  it('finds tasks by author, text and the days they were raised together', async () => {
    const task = waiting(['post', 'comment'])[5];
    const login = loginOf(task.authorId);
    const word = task.content.split(/\s+/).find((part) => part.length > 4) ?? task.content;
    const day = dayOf(task.createdAt);
    const { user, table, form } = await openQueue(WORK_ORDER, 'Review Tasks');
    await fill(user, within(form).getByLabelText('Author'), login.toUpperCase());
    await fill(user, within(form).getByLabelText('Text'), word);
    await typeDays(user, form, day, day);
    await user.click(within(form).getByRole('button', { name: /Search/ }));

    const expected = waiting(
      ['post', 'comment'],
      (row) =>
        loginOf(row.authorId).toLowerCase().includes(login.toLowerCase()) &&
        row.content.toLowerCase().includes(word.toLowerCase()) &&
        dayOf(row.createdAt) === day,
    ).map((row) => row.id);
    expect(expected).toContain(task.id);
    await listsExactly(table, expected.slice(0, 10));
    const query = new URLSearchParams(window.location.search);
    expect(query.get('createdAt')).toBe(`${day},${day}`);
    expect(query.get('author')).toBe(login.toUpperCase());

    // Reset takes the search away.
    await user.click(within(form).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(within(form).getByLabelText('Author')).toHaveValue('');
  });

  it('refuses a task ID with letters in Arabic, keeping what was typed and the list as it was', async () => {
    await setLanguage('ar');
    const first = waiting(['post', 'comment'])[0];
    const { user, table, form } = await openQueue(WORK_ORDER, 'مهام المراجعة', 'البحث في القائمة');
    await screen.findByRole('region', { name: `المهمة ${first.id}` });
    // The table follows the panel (its rows are deferred).
    await waitFor(() => expect(rowOf(table, first.id)).not.toBeNull());
    const field = within(form).getByLabelText('رقم المهمة');
    await fill(user, field, '12ab');
    await user.click(within(form).getByRole('button', { name: /بحث/ }));
    expect(await within(form).findByText('أدخل رقم المهمة بالأرقام فقط')).toBeInTheDocument();
    expect(field).toHaveValue('12ab');
    expect(new URLSearchParams(window.location.search).get('id')).toBeNull();
    expect(rowOf(table, first.id)).not.toBeNull();
  });

  it('says why the server refuses a range the wrong way round, from a link', async () => {
    await existingSession('moderator');
    renderApp(`${WORK_ORDER}?createdAt=2026-05-10,2026-05-01`);
    await screen.findByRole('heading', { name: 'Review Tasks', level: 1 });
    const said = await screen.findAllByText('Choose a start day and an end day, the start not after the end');
    expect(said.length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});

describe('report tasks', () => {
  const reportsOf = (taskId: number) =>
    db
      .all<ReportRow>(REVIEW_COLLECTIONS.reports)
      .filter((report) => report.taskId === taskId)
      .sort((a, b) => b.reportedAt.localeCompare(a.reportedAt));

  it('show their reporters, each with the reason and the details, and filter by a reason', async () => {
    const first = waiting(['post'], (row) => row.type === 'report')[0];
    // Two reports by one user and one by another, one without details.
    const [a, b] = db.all<AppUserRow>(APP_USER_COLLECTIONS.users).slice(3, 5);
    const at = (minutes: number) => new Date(Date.parse(first.createdAt) - minutes * 60_000).toISOString();
    for (const report of reportsOf(first.id)) db.remove(REVIEW_COLLECTIONS.reports, report.id);
    db.insert<ReportRow>(REVIEW_COLLECTIONS.reports, {
      taskId: first.id,
      reporterId: a.id,
      reportedAt: at(30),
      reason: 'privacy',
      details: 'This post shows my address.',
    });
    db.insert<ReportRow>(REVIEW_COLLECTIONS.reports, {
      taskId: first.id,
      reporterId: b.id,
      reportedAt: at(20),
      reason: 'spam',
      details: '',
    });
    db.insert<ReportRow>(REVIEW_COLLECTIONS.reports, {
      taskId: first.id,
      reporterId: a.id,
      reportedAt: at(10),
      reason: 'abuse',
      details: 'She insulted me again.',
    });

    const { user, table, form } = await openQueue(REPORTS, 'Report Management');
    const panel = await screen.findByRole('region', { name: `Task ${first.id}` });
    const reports = within(panel).getByRole('region', { name: 'Reports (3)' });
    expect(await within(reports).findByText('Reporters: 2')).toBeInTheDocument();
    const items = within(reports).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(new RegExp(`^${a.login} · Abuse · .*She insulted me again\\.$`)),
      expect.stringMatching(new RegExp(`^${b.login} · Spam or advertising · .*No details given$`)),
      expect.stringMatching(new RegExp(`^${a.login} · Private information · .*This post shows my address\\.$`)),
    ]);
    // What users wrote is shown in its own direction.
    expect(within(items[0]).getByText(a.login)).toHaveAttribute('dir', 'auto');
    expect(within(items[0]).getByText('She insulted me again.')).toHaveAttribute('dir', 'auto');

    await choose(user, form, 'Report reason', 'Private information');
    await user.click(within(form).getByRole('button', { name: /Search/ }));
    const withPrivacy = new Set(
      db
        .all<ReportRow>(REVIEW_COLLECTIONS.reports)
        .filter((report) => report.reason === 'privacy')
        .map((report) => report.taskId),
    );
    const expected = waiting(['post'], (row) => row.type === 'report' && withPrivacy.has(row.id)).map((row) => row.id);
    expect(expected[0]).toBe(first.id);
    await listsExactly(table, expected.slice(0, 10));
    expect(new URLSearchParams(window.location.search).get('reason')).toBe('privacy');
  });
});
