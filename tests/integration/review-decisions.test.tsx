import { waitFor } from '../support/dom';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../src/features/app-users/mock/seed';
import { blacklistEntryOf } from '../../src/features/image-risk/mock/blacklist-store';
import { REVIEW_COLLECTIONS, type HistoryRow, type ReviewTaskRow } from '../../src/features/review/mock/seed';
import { db } from '../../src/mocks/db';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { existingSession, renderApp, screen, within } from './render-app';
import { openAudits, storedTask, taskPanel, waitingAudits } from './review-helpers';

/**
 * A decision that takes something away asks for a reason (the queue's list, and a note), a
 * batch of them first says how many tasks and what happens, a batch of passes can be undone like one, and
 * each task shows its history, undo included.
 */

type User = ReturnType<typeof renderApp>['user'];

const historyOf = (id: number) => db.all<HistoryRow>(REVIEW_COLLECTIONS.history).filter((row) => row.taskId === id);
const toast = (text: string | RegExp) => screen.findByText(text, { selector: '.ant-message *' });

async function press(user: User, keys: string) {
  // Keys go to the page itself, as a moderator's would after clicking the list.
  (document.activeElement as HTMLElement | null)?.blur();
  await user.keyboard(keys);
}

describe('the reason step of a delete', () => {
  it('opens on d instead of deleting, refuses no reason and an unexplained “other”, then deletes with both', async () => {
    const [first] = waitingAudits();
    const { user } = await openAudits();
    await taskPanel(first.id);

    await press(user, 'd');
    const dialog = await screen.findByRole('dialog', {
      name: `Sure to delete the content of task ${first.id}? This cannot be undone.`,
    });
    expect(storedTask(first.id).status).toBe('notProcessed');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Choose a reason from the list')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Other (say why in the note)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Say in the note what the other reason is')).toBeInTheDocument();
    expect(storedTask(first.id).status).toBe('notProcessed');

    await user.type(within(dialog).getByLabelText('Note'), 'Selling medicine');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toast(`Task ${first.id} deleted`)).toBeInTheDocument();
    expect(storedTask(first.id).outcome).toMatchObject({
      decision: 'delete',
      reasonCode: 'other',
      note: 'Selling medicine',
    });
    expect(historyOf(first.id)).toEqual([
      expect.objectContaining({
        action: 'delete',
        operator: 'moderator',
        reasonCode: 'other',
        note: 'Selling medicine',
      }),
    ]);
  });
});

describe('a task’s history', () => {
  it('shows the pass and its undo, who and when, and the undo erases nothing', async () => {
    const [first] = waitingAudits();
    const { user } = await openAudits();
    const panel = await taskPanel(first.id);
    expect(await within(panel).findByText('No decision yet')).toBeInTheDocument();

    await press(user, 'p');
    expect(await toast(`Task ${first.id} passed`)).toBeInTheDocument();
    await press(user, 'u');
    expect(await toast(`Decision on task ${first.id} undone`)).toBeInTheDocument();

    const back = await taskPanel(first.id);
    const history = await within(back).findByRole('region', { name: 'History' });
    const lines = await within(history).findAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^Pass by moderator at \d{4}-\d\d-\d\d \d\d:\d\d$/),
      expect.stringMatching(/^Undo by moderator at \d{4}-\d\d-\d\d \d\d:\d\d$/),
    ]);
  });
});

describe('batches', () => {
  it('undoes a batch pass like a single decision, by key, and records both', async () => {
    const [first, second] = waitingAudits();
    const { user } = await openAudits();
    await taskPanel(first.id);
    // Space selects the task in front; j moves on.
    await press(user, ' ');
    await press(user, 'j');
    await taskPanel(second.id);
    await press(user, ' ');
    const toolbar = await screen.findByRole('toolbar', { name: 'Selected tasks' });
    expect(toolbar).toHaveTextContent('2 selected');

    await user.click(within(toolbar).getByRole('button', { name: 'Pass' }));
    const done = await toast('Tasks decided: 2');
    expect(within(done.closest('.ant-message-notice')!).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(storedTask(first.id).status).toBe('manualPassed');
    expect(storedTask(second.id).status).toBe('manualPassed');

    await press(user, 'u');
    expect(await toast('Decisions undone: 2')).toBeInTheDocument();
    for (const task of [first, second]) {
      expect(storedTask(task.id)).toMatchObject({ status: 'notProcessed', outcome: null });
      expect(historyOf(task.id).map((row) => [row.action, row.batchOf])).toEqual([
        ['pass', 2],
        ['undo', 2],
      ]);
    }
    // Back in the list, the first opened by hand.
    const list = document.querySelector<HTMLElement>('.review-queue__list')!;
    await user.click(await within(list).findByRole('cell', { name: String(first.id) }));
    const panel = await taskPanel(first.id);
    const history = await within(panel).findByRole('region', { name: 'History' });
    expect(
      await within(history).findByText(/^Pass by moderator at .* · with the selected tasks \(2\)$/),
    ).toBeInTheDocument();
  });

  it('asks before a batch delete, naming how many and what happens; a cancel or no reason changes nothing', async () => {
    const [first, second] = waitingAudits();
    const { user } = await openAudits();
    await taskPanel(first.id);
    await press(user, ' ');
    await press(user, 'j');
    await taskPanel(second.id);
    await press(user, ' ');
    const toolbar = await screen.findByRole('toolbar', { name: 'Selected tasks' });

    await user.click(within(toolbar).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the content of the selected tasks (2)?' });
    expect(
      within(dialog).getByText('Each task’s post or comment is removed from the app. This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedTask(first.id).status).toBe('notProcessed');

    await user.click(within(toolbar).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the content of the selected tasks (2)?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Choose a reason from the list')).toBeInTheDocument();
    expect(storedTask(first.id).status).toBe('notProcessed');

    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const done = await toast('Tasks decided: 2');
    // A removal is final: no undo is offered.
    expect(within(done.closest('.ant-message-notice')!).queryByRole('button', { name: 'Undo' })).toBeNull();
    for (const task of [first, second])
      expect(storedTask(task.id).outcome).toMatchObject({
        decision: 'delete',
        reasonCode: 'spam',
        operator: 'moderator',
      });
  });
});

describe('destructive batches', () => {
  /** Selects the two tasks in front, by key. */
  async function selectTwo(user: User, first: number, second: number) {
    await taskPanel(first);
    await press(user, ' ');
    await press(user, 'j');
    await taskPanel(second);
    await press(user, ' ');
    return screen.findByRole('toolbar', { name: 'Selected tasks' });
  }

  it('punishes the authors of the selected tasks after naming how many, what to clear and why', async () => {
    const [first, second] = waitingAudits();
    for (const task of [first, second])
      db.update<AppUserRow>(APP_USER_COLLECTIONS.users, task.authorId, { nickname: 'Shop owner' });
    const { user } = await openAudits();
    const toolbar = await selectTwo(user, first.id, second.id);
    await user.click(within(toolbar).getByRole('button', { name: 'Punish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Punish the authors of the selected tasks (2)?' });
    expect(
      within(dialog).getByText('What you choose is cleared on each author’s account. This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.click(within(dialog).getByRole('button', { name: 'Punish' }));
    expect(await within(dialog).findByText('Choose what to clear')).toBeInTheDocument();
    expect(storedTask(first.id).status).toBe('notProcessed');

    await user.click(within(dialog).getByRole('radio', { name: 'Clear name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Punish' }));
    // The second clear of one author's name is refused, when both tasks are hers.
    expect(
      await toast(first.authorId === second.authorId ? 'Tasks decided: 1; refused: 1' : 'Tasks decided: 2'),
    ).toBeInTheDocument();
    expect(db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, first.authorId)!.nickname).not.toBe('Shop owner');
    expect(storedTask(first.id).outcome).toMatchObject({
      decision: 'punish',
      punishKind: 'clear-name',
      reasonCode: 'spam',
    });
    expect(historyOf(first.id)).toEqual([expect.objectContaining({ action: 'punish', batchOf: 2 })]);
  });

  it('blacklists the selected pictures after naming how many and what happens', async () => {
    const [first, second] = db
      .all<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks)
      .filter((task) => task.source === 'image' && task.status === 'notProcessed' && !task.claimedBy)
      .filter((task) => !blacklistEntryOf(task.images[0]));
    db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, first.id, { createdAt: '2000-01-01T00:00:00.000Z' });
    db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, second.id, { createdAt: '2000-01-02T00:00:00.000Z' });
    await existingSession('moderator');
    const { user } = renderApp('/image-risk-control/pending-list');
    await screen.findByRole('heading', { name: 'Pending Images', level: 1 });
    const toolbar = await selectTwo(user, first.id, second.id);

    await user.click(within(toolbar).getByRole('button', { name: 'Add to blacklist' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Add the pictures of the selected tasks (2) to the blacklist?',
    });
    expect(
      within(dialog).getByText(
        'The picture is deleted and its fingerprint kept on the blacklist. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    // A picture's reasons, not a post's.
    expect(within(dialog).queryByRole('radio', { name: 'Misinformation' })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Someone else’s picture' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to blacklist' }));
    expect(await toast('Tasks decided: 2')).toBeInTheDocument();
    for (const task of [first, second]) {
      expect(storedTask(task.id).outcome).toMatchObject({ decision: 'blacklist', reasonCode: 'copyright' });
      expect(blacklistEntryOf(task.images[0])).toBeTruthy();
    }
  });
});

describe('a batch overturn', () => {
  it('asks first when it removes what the machine passed, naming how many; a cancel changes nothing', async () => {
    const [first, second] = db
      .all<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks)
      .filter((task) => ['post', 'image'].includes(task.source) && task.type === 'audit')
      .filter((task) => task.status === 'notProcessed' && task.machineStatus === 'machinePassed' && !task.claimedBy);
    db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, first.id, { createdAt: '2000-01-01T00:00:00.000Z' });
    db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, second.id, { createdAt: '2000-01-02T00:00:00.000Z' });
    await existingSession('moderator');
    const { user } = renderApp('/content-review/ai-audit-manage');
    await screen.findByRole('heading', { name: 'AI Review Management', level: 1 });
    await taskPanel(first.id);
    await press(user, ' ');
    await press(user, 'j');
    await taskPanel(second.id);
    await press(user, ' ');
    const toolbar = await screen.findByRole('toolbar', { name: 'Selected tasks' });

    await user.click(within(toolbar).getByRole('button', { name: 'Overturn' }));
    let question = await screen.findByRole('dialog', {
      name: 'Overturn the machine’s decisions on the selected tasks (2)?',
    });
    expect(
      within(question).getByText('Those the machine passed (2) are removed from the app. This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedTask(first.id).status).toBe('notProcessed');

    await user.click(within(toolbar).getByRole('button', { name: 'Overturn' }));
    question = await screen.findByRole('dialog', { name: /^Overturn the machine’s decisions/ });
    await user.click(within(question).getByRole('button', { name: 'Overturn' }));
    expect(await toast('Tasks decided: 2')).toBeInTheDocument();
    for (const task of [first, second])
      expect(storedTask(task.id)).toMatchObject({ status: 'processed', outcome: { decision: 'overturn' } });
  });
});

describe('a moderator working in Arabic', () => {
  it('gets the reason step in Arabic, and its refusal', async () => {
    await setLanguage('ar');
    const [first] = waitingAudits();
    await existingSession('moderator');
    const { user } = renderApp('/content-review/work-order?type=audit');
    await screen.findByRole('region', { name: `المهمة ${first.id}` });
    await press(user, 'd');
    const dialog = await screen.findByRole('dialog', { name: /^هل تريد حذف محتوى المهمة/ });
    await user.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(await within(dialog).findByText('اختر سببًا من القائمة')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'رسائل مزعجة أو إعلانات' })).toBeInTheDocument();
    expect(storedTask(first.id).status).toBe('notProcessed');
  });
});
