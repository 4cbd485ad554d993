import { waitFor } from '../support/dom';
import { REVIEW_COLLECTIONS, type ReviewTaskRow } from '../../src/features/review/mock/seed';
import { db } from '../../src/mocks/db';
import { renderApp, screen, within } from './render-app';
import { openAudits, storedTask, taskPanel, waitingAudits } from './review-helpers';

/** Claims follow the moderator reading a task, not the cursor passing over it. */

type User = ReturnType<typeof renderApp>['user'];

const claimedBy = (id: number, login: string | null) => waitFor(() => expect(storedTask(id).claimedBy).toBe(login));

async function press(user: User, key: string) {
  (document.activeElement as HTMLElement | null)?.blur();
  await user.keyboard(key);
}

describe('review claims', () => {
  it('claims the task the moderator stays on, not those j passes over, and shows how long it is hers', async () => {
    const [first, second, third] = waitingAudits();
    const { user } = await openAudits();
    const panel = await taskPanel(first.id);
    await claimedBy(first.id, 'moderator');
    expect(await within(panel).findByText('Held by you: 5 min left')).toBeInTheDocument();

    await press(user, 'j');
    await press(user, 'j');
    await taskPanel(third.id);
    await claimedBy(third.id, 'moderator');
    // The one she left is free again, the one passed over was never taken.
    expect(storedTask(first.id).claimedBy).toBeNull();
    expect(storedTask(second.id).claimedBy).toBeNull();
  });

  it('opens on the first task nobody else holds, and leaves the held one to its holder', async () => {
    const [first, second] = waitingAudits();
    db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, first.id, {
      claimedBy: 'admin',
      claimedUntil: new Date(Date.now() + 60_000).toISOString(),
    });
    await openAudits();
    expect(await within(await taskPanel(second.id)).findByText('Held by you: 5 min left')).toBeInTheDocument();
    await claimedBy(second.id, 'moderator');
    expect(storedTask(first.id).claimedBy).toBe('admin');
  });

  it('skips a task someone else holds on j', async () => {
    const [first, second, third] = waitingAudits();
    db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, second.id, {
      claimedBy: 'admin',
      claimedUntil: new Date(Date.now() + 60_000).toISOString(),
    });
    const { user } = await openAudits();
    await taskPanel(first.id);
    await press(user, 'j');
    await taskPanel(third.id);
    await claimedBy(third.id, 'moderator');
    expect(storedTask(second.id).claimedBy).toBe('admin');

    // Opened by hand, it says who holds it and until when at the latest.
    const list = document.querySelector<HTMLElement>('.review-queue__list')!;
    await user.click(within(list).getByRole('cell', { name: String(second.id) }));
    const held = await within(await taskPanel(second.id)).findByRole('status');
    expect(held).toHaveTextContent('In review by admin');
    expect(held).toHaveTextContent('Free again in 1 min at the latest, unless renewed');
    expect(storedTask(second.id).claimedBy).toBe('admin');
  });

  it('lets go of the task when the tab closes and when the moderator leaves the screen', async () => {
    const [first] = waitingAudits();
    const { user } = await openAudits();
    await taskPanel(first.id);
    await claimedBy(first.id, 'moderator');
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await claimedBy(first.id, null);

    // Claimed again (it stays open), then the moderator goes elsewhere.
    db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, first.id, {
      claimedBy: 'moderator',
      claimedUntil: new Date(Date.now() + 60_000).toISOString(),
    });
    await user.click(within(screen.getByRole('tablist')).getByRole('tab', { name: 'Home' }));
    await claimedBy(first.id, null);
  });

  it('lets go of the task when the moderator logs out', async () => {
    const [first] = waitingAudits();
    const { user } = await openAudits();
    await taskPanel(first.id);
    await claimedBy(first.id, 'moderator');
    await user.click(await screen.findByRole('button', { name: /\(user menu\)$/ }));
    await user.click(await screen.findByText('Log out'));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(storedTask(first.id).claimedBy).toBeNull();
  });
});
