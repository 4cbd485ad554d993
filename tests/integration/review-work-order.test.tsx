import { waitFor } from '../support/dom';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../src/features/app-users/mock/seed';
import { REVIEW_COLLECTIONS, type ReviewTaskRow } from '../../src/features/review/mock/seed';
import { db } from '../../src/mocks/db';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { existingSession, renderApp, screen, within } from './render-app';
import { openFromList } from './review-helpers';

type User = ReturnType<typeof renderApp>['user'];

const WORK_ORDER = '/content-review/work-order';

/** The queue's waiting tasks, oldest first, as the screen lists them. */
function waiting(type?: 'audit' | 'report'): ReviewTaskRow[] {
  return db
    .all<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks)
    .filter((task) => ['post', 'comment'].includes(task.source) && task.status === 'notProcessed')
    .filter((task) => !type || task.type === type)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

async function openQueue(search = '') {
  await existingSession('moderator');
  const view = renderApp(`${WORK_ORDER}${search}`);
  await screen.findByRole('heading', { name: 'Review Tasks', level: 1 });
  const table = await screen.findByRole('table');
  await waitFor(() => expect(table.closest('[aria-busy="true"]')).toBeNull());
  return { ...view, table };
}

/** The task in front of the moderator: its panel is named after it. */
const panelOf = (id: number) => screen.findByRole('region', { name: `Task ${id}` });

async function press(user: User, key: string) {
  // Keys go to the page itself, as a moderator's would after clicking the list.
  (document.activeElement as HTMLElement | null)?.blur();
  await user.keyboard(key);
}

describe('content-review/work-order', () => {
  it('works the queue by keyboard: next, pass, undo, and the list of keys', async () => {
    const [first, second] = waiting('audit');
    const { user } = await openQueue('?type=audit');
    const panel = await panelOf(first.id);
    expect(within(panel).getByText(first.content)).toHaveAttribute('dir', 'auto');
    // Opening the task claimed it for this moderator.
    await waitFor(() =>
      expect(db.byId<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, first.id)!.claimedBy).toBe('moderator'),
    );

    await press(user, 'j');
    await panelOf(second.id);
    await press(user, 'k');
    await panelOf(first.id);

    await press(user, 'p');
    expect(await screen.findByText(`Task ${first.id} passed`)).toBeInTheDocument();
    expect(db.byId<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, first.id)!.status).toBe('manualPassed');
    // The passed task left the queue; the next one is in front of the moderator.
    await panelOf(second.id);

    await press(user, 'u');
    expect(await screen.findByText(`Decision on task ${first.id} undone`)).toBeInTheDocument();
    expect(db.byId<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, first.id)!.status).toBe('notProcessed');
    await panelOf(first.id);

    await press(user, '?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard triage' });
    expect(within(help).getByText('Undo the last pass or ignore')).toBeInTheDocument();
  });

  it('deletes after the question and its reason, and punishes the author with what to clear and why', async () => {
    const [first, second] = waiting();
    // The author has a profile to clear, whatever the seed gave her.
    db.update<AppUserRow>(APP_USER_COLLECTIONS.users, second.authorId, { profile: 'Buy followers here' });
    const { user } = await openQueue();
    const panel = await panelOf(first.id);
    await user.click(within(panel).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: /Sure to delete the content of task/ });
    await user.click(within(question).getByRole('radio', { name: 'Abuse or harassment' }));
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`Task ${first.id} deleted`)).toBeInTheDocument();

    const next = await panelOf(second.id);
    await user.click(within(next).getByRole('button', { name: 'Punish' }));
    const dialog = await screen.findByRole('dialog', { name: /^Punish / });
    await user.click(within(dialog).getByRole('button', { name: 'Punish' }));
    expect(await within(dialog).findByText('Choose what to clear')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Clear profile' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.type(within(dialog).getByLabelText('Note'), 'Advertising');
    await user.click(within(dialog).getByRole('button', { name: 'Punish' }));
    expect(await screen.findByText(`Author of task ${second.id} punished`)).toBeInTheDocument();
    expect(db.byId<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, second.id)!.outcome).toMatchObject({
      punishKind: 'clear-profile',
      reasonCode: 'spam',
      note: 'Advertising',
    });
  });

  it('refuses a task another moderator has open, saying who', async () => {
    const [first] = waiting();
    db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, first.id, {
      claimedBy: 'admin',
      claimedUntil: new Date(Date.now() + 60_000).toISOString(),
    });
    const { user } = await openQueue();
    // The queue opens on a task nobody holds; the moderator opens the held one by hand.
    await openFromList(user, first.id);
    const panel = await panelOf(first.id);
    expect(within(panel).getByRole('status')).toHaveTextContent('In review by admin');
    expect(within(panel).queryByRole('button', { name: 'Pass' })).not.toBeInTheDocument();

    await press(user, 'p');
    expect(await screen.findByText('In review by admin', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(db.byId<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, first.id)!.status).toBe('notProcessed');
  });
});

describe('waiting counts in the side menu', () => {
  it('shows how many tasks wait beside each queue, and one less after a decision', async () => {
    const before = waiting().length;
    const { user } = await openQueue();
    const nav = screen.getByRole('menu', { name: 'Main navigation' });
    const entry = (name: string) => within(nav).getByRole('menuitem', { name: new RegExp(`^${name}`) });
    await waitFor(() => expect(entry('Review Tasks')).toHaveTextContent(`Review Tasks${before}`));

    const [first] = waiting();
    const panel = await panelOf(first.id);
    await user.click(within(panel).getByRole('button', { name: first.type === 'report' ? 'Ignore' : 'Pass' }));
    await waitFor(() => expect(entry('Review Tasks')).toHaveTextContent(`Review Tasks${before - 1}`));
  });
});

describe('a moderator working in Arabic', () => {
  it('works the queue by keyboard alone, right to left, with Arabic messages', async () => {
    await setLanguage('ar');
    const [first, second] = waiting('audit');
    await existingSession('moderator');
    const { user } = renderApp(`${WORK_ORDER}?type=audit`);
    await screen.findByRole('heading', { name: 'مهام المراجعة', level: 1 });
    expect(document.documentElement.dir).toBe('rtl');
    await screen.findByRole('region', { name: `المهمة ${first.id}` });

    await user.keyboard('j');
    await screen.findByRole('region', { name: `المهمة ${second.id}` });
    await user.keyboard('p');
    expect(await screen.findByText(`تم قبول المهمة ${second.id}`)).toBeInTheDocument();
    await user.keyboard('u');
    expect(await screen.findByText(`تم التراجع عن قرار المهمة ${second.id}`)).toBeInTheDocument();
    expect(db.byId<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, second.id)!.status).toBe('notProcessed');
  });
});
