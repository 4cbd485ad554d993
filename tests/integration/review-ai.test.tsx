import { waitFor } from '../support/dom';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../src/features/app-users/mock/seed';
import { addBan, banInForceOn } from '../../src/features/bans/mock/ban-store';
import { reviewApi } from '../../src/features/review/api';
import { REVIEW_COLLECTIONS, type ReviewTaskRow, type TaggingTaskRow } from '../../src/features/review/mock/seed';
import type { TaskSource } from '../../src/features/review/types';
import { db } from '../../src/mocks/db';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { RequestError } from '../../src/shared/request/request-error';
import { existingSession, renderApp, screen, within } from './render-app';
import { openFromList } from './review-helpers';

/**
 * The AI queues: ai-audit-manage (machine decisions on posts and images, confirmed or overturned) and
 * ai-male-user-detect (accounts flagged as likely a man's, banned or dismissed), worked by key.
 */

type User = ReturnType<typeof renderApp>['user'];

const AI_AUDIT = '/content-review/ai-audit-manage';
const MALE_DETECT = '/content-review/ai-male-user-detect';
const OLDEST = '2000-01-01T00:00:00.000Z';

const stored = (id: number) => db.byId<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, id)!;

function waiting(sources: TaskSource[], filter: (task: ReviewTaskRow) => boolean = () => true): ReviewTaskRow[] {
  return db
    .all<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks)
    .filter((task) => sources.includes(task.source) && task.type === 'audit' && task.status === 'notProcessed')
    .filter((task) => !task.claimedBy && filter(task))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Puts a task at the head of its queue. */
function first(task: ReviewTaskRow): ReviewTaskRow {
  return db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, task.id, { createdAt: OLDEST })!;
}

const aiAuditWaiting = () =>
  waiting(['post', 'image'], (task) => ['machinePassed', 'autoBlocked'].includes(task.machineStatus));

async function openQueue(uri: string, title: string) {
  await existingSession('moderator');
  const view = renderApp(uri);
  await screen.findByRole('heading', { name: title, level: 1 });
  return view;
}

const panelOf = (id: number) => screen.findByRole('region', { name: `Task ${id}` });

async function press(user: User, key: string) {
  (document.activeElement as HTMLElement | null)?.blur();
  await user.keyboard(key);
}

async function refusal(call: Promise<unknown>): Promise<RequestError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

const holdAsAdmin = (id: number) =>
  db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, id, {
    claimedBy: 'admin',
    claimedUntil: new Date(Date.now() + 60_000).toISOString(),
  });

describe('content-review/ai-audit-manage', () => {
  it('restores a post the machine blocked (to tagging) and confirms the next decision, by key', async () => {
    const blocked = first(
      waiting(['post'], (task) => task.machineStatus === 'autoBlocked' && task.postType === 'graphics')[0],
    );
    const { user } = await openQueue(AI_AUDIT, 'AI Review Management');
    const panel = await panelOf(blocked.id);
    expect(within(panel).getByText(blocked.content)).toHaveAttribute('dir', 'auto');
    expect(within(panel).getByText('Automatic blocking')).toBeInTheDocument();
    // Only the machine's decision is in question here: no plain pass or delete.
    expect(within(panel).queryByRole('button', { name: /^Pass/ })).not.toBeInTheDocument();
    // The task after it (the key shows it, and claims it, at once).
    const next = aiAuditWaiting().filter((task) => task.id !== blocked.id)[0];

    await press(user, 'v');
    expect(await screen.findByText(`Machine decision on task ${blocked.id} overturned`)).toBeInTheDocument();
    expect(stored(blocked.id)).toMatchObject({ status: 'manualPassed', outcome: { decision: 'overturn' } });
    const tagging = db.find<TaggingTaskRow>(REVIEW_COLLECTIONS.taggingTasks, (row) => row.postId === blocked.subjectId);
    expect(tagging?.origin).toBe('moderator');

    await panelOf(next.id);
    await press(user, 'c');
    expect(await screen.findByText(`Machine decision on task ${next.id} confirmed`)).toBeInTheDocument();
    expect(stored(next.id).status).toBe(next.machineStatus === 'machinePassed' ? 'manualPassed' : 'processed');

    await press(user, '?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard triage' });
    expect(within(help).getByText('Overturn the machine’s decision')).toBeInTheDocument();
    expect(within(help).queryByText('Pass')).not.toBeInTheDocument();
  });

  it('asks before removing what the machine passed', async () => {
    const passed = first(waiting(['post', 'image'], (task) => task.machineStatus === 'machinePassed')[0]);
    const { user } = await openQueue(AI_AUDIT, 'AI Review Management');
    await panelOf(passed.id);
    await press(user, 'v');
    const question = await screen.findByRole('dialog', { name: new RegExp(`content of task ${passed.id}`) });
    await user.click(within(question).getByRole('button', { name: 'Overturn' }));
    expect(await screen.findByText(`Machine decision on task ${passed.id} overturned`)).toBeInTheDocument();
    expect(stored(passed.id).status).toBe('processed');
  });

  it('refuses a task another moderator holds, and one decided meanwhile (the state machine)', async () => {
    const [held, decided] = aiAuditWaiting();
    holdAsAdmin(held.id);
    const { user } = await openQueue(AI_AUDIT, 'AI Review Management');
    // The queue opens on a task nobody holds; the moderator opens the held one by hand.
    await openFromList(user, held.id);
    const panel = await panelOf(held.id);
    expect(within(panel).getByRole('status')).toHaveTextContent('In review by admin');
    await press(user, 'c');
    expect(await screen.findByText('In review by admin', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(stored(held.id).status).toBe('notProcessed');

    // Someone else decided the next task after the list loaded: the server refuses a second decision.
    await press(user, 'j');
    await panelOf(decided.id);
    db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, decided.id, { status: 'processed' });
    await press(user, 'c');
    expect(await screen.findByText('This task does not allow “Confirm” now')).toBeInTheDocument();
  });

  it('refuses in the mock a confirmation where the machine decided nothing, and an operator', async () => {
    await existingSession('moderator');
    const undecided = waiting(['post'], (task) => task.machineStatus === 'notReviewed')[0];
    expect((await refusal(reviewApi.act(undecided.id, { action: 'confirm' }))).message).toBe(
      'This task does not allow confirm now',
    );
    await existingSession('operator');
    const forbidden = await refusal(reviewApi.act(aiAuditWaiting()[0].id, { action: 'overturn' }));
    expect(forbidden.code).toBe(403);
  });
});

describe('content-review/ai-male-user-detect', () => {
  /** The oldest flagged account that is not banned yet, with an avatar to clear. */
  function flagged(): ReviewTaskRow {
    const task = first(waiting(['male-detect'], (row) => !banInForceOn('account', String(row.authorId)))[0]);
    db.update<AppUserRow>(APP_USER_COLLECTIONS.users, task.authorId, { avatar: 'https://example.com/a.png' });
    return task;
  }

  it('shows why the account was flagged, bans it with a reason and a clear, and dismisses the next', async () => {
    const task = flagged();
    const { user } = await openQueue(MALE_DETECT, 'AI Male User Detection');
    const panel = await panelOf(task.id);
    const why = within(panel).getByRole('region', { name: 'Why the machine flagged this account' });
    const texts = task.detection!.signals.filter((signal) => signal.signal !== 'avatar');
    for (const signal of texts) expect(within(why).getByText(signal.evidence)).toHaveAttribute('dir', 'auto');
    expect(within(why).getByRole('progressbar', { name: 'Male likelihood' })).toBeInTheDocument();

    await press(user, 'b');
    const dialog = await screen.findByRole('dialog', { name: /^Ban / });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Clear avatar' }));
    // The ban asks why, from the queue's list, before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Ban account' }));
    expect(await within(dialog).findByText('Choose a reason from the list')).toBeInTheDocument();
    expect(banInForceOn('account', String(task.authorId))).toBeFalsy();
    await user.click(within(dialog).getByRole('radio', { name: 'A man’s account in the women’s community' }));
    await user.type(within(dialog).getByLabelText('Note'), 'Profile photo shows a man');
    await user.click(within(dialog).getByRole('button', { name: 'Ban account' }));
    expect(await screen.findByText(`Account of task ${task.id} banned`)).toBeInTheDocument();
    expect(banInForceOn('account', String(task.authorId))).toMatchObject({
      userId: task.authorId,
      origin: 'male-detect',
      reasonCode: 'maleAccount',
      reason: 'Profile photo shows a man',
      bannedBy: 'moderator',
      endsAt: null,
    });
    expect(db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, task.authorId)!.avatar).toBe('');
    expect(stored(task.id)).toMatchObject({
      status: 'processed',
      outcome: { decision: 'ban', cleared: ['clear-avatar'], reasonCode: 'maleAccount' },
    });

    // The queue moves on to the next waiting task, whichever it shows.
    const nextPanel = await screen.findByRole('region', {
      name: (name) => /^Task \d+$/.test(name) && name !== `Task ${task.id}`,
    });
    const nextId = Number(nextPanel.getAttribute('aria-label')?.replace('Task ', '') ?? NaN);
    expect(stored(nextId)).toMatchObject({ source: 'male-detect', status: 'notProcessed' });
    await press(user, 'n');
    expect(await screen.findByText(`Flag on task ${nextId} dismissed`)).toBeInTheDocument();
    expect(stored(nextId)).toMatchObject({ status: 'manualPassed', outcome: { decision: 'dismiss', reason: '' } });
  });

  it('refuses to ban an account banned already, keeping the dialog as typed', async () => {
    const task = flagged();
    addBan({
      subject: 'account',
      subjectId: String(task.authorId),
      userId: task.authorId,
      origin: 'report',
      reason: 'Spam',
      bannedBy: 'admin',
      endsAt: null,
    });
    const { user } = await openQueue(MALE_DETECT, 'AI Male User Detection');
    await panelOf(task.id);
    await press(user, 'b');
    const dialog = await screen.findByRole('dialog', { name: /^Ban / });
    await user.click(within(dialog).getByRole('radio', { name: 'Pretends to be someone else' }));
    await user.type(within(dialog).getByLabelText('Note'), 'Male');
    await user.click(within(dialog).getByRole('button', { name: 'Ban account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This account is banned already');
    expect(within(dialog).getByRole('radio', { name: 'Pretends to be someone else' })).toBeChecked();
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Male');
    expect(stored(task.id).status).toBe('notProcessed');
  });

  it('asks the ban’s reason in Arabic, refuses none, and keeps the Arabic note', async () => {
    await setLanguage('ar');
    const task = flagged();
    await existingSession('moderator');
    const { user } = renderApp(MALE_DETECT);
    await screen.findByRole('region', { name: `المهمة ${task.id}` });
    await press(user, 'b');
    const dialog = await screen.findByRole('dialog', { name: /^حظر / });
    await user.click(within(dialog).getByRole('button', { name: 'حظر الحساب' }));
    expect(await within(dialog).findByText('اختر سببًا من القائمة')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'حساب رجل في مجتمع النساء' }));
    await user.type(within(dialog).getByLabelText('ملاحظة'), 'صورة الملف لرجل');
    await user.click(within(dialog).getByRole('button', { name: 'حظر الحساب' }));
    expect(await screen.findByText(`تم حظر حساب المهمة ${task.id}`)).toBeInTheDocument();
    expect(banInForceOn('account', String(task.authorId))).toMatchObject({
      reasonCode: 'maleAccount',
      reason: 'صورة الملف لرجل',
    });
  });

  it('refuses a flag another moderator holds, and the operator in the mock', async () => {
    const task = flagged();
    holdAsAdmin(task.id);
    const { user } = await openQueue(MALE_DETECT, 'AI Male User Detection');
    await openFromList(user, task.id);
    const panel = await panelOf(task.id);
    expect(within(panel).getByRole('status')).toHaveTextContent('In review by admin');
    await press(user, 'n');
    expect(await screen.findByText('In review by admin', { selector: '.ant-message *' })).toBeInTheDocument();
    await waitFor(() => expect(stored(task.id).status).toBe('notProcessed'));

    await existingSession('operator');
    const forbidden = await refusal(reviewApi.act(waiting(['male-detect'])[0].id, { action: 'dismiss' }));
    expect(forbidden.code).toBe(403);
  });
});
