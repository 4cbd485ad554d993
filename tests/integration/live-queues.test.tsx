import { LIVE_CHANGES_CHANNEL } from '../../src/shared/live/live-changes';
import { REVIEW_COLLECTIONS, type ReviewTaskRow } from '../../src/features/review/mock/seed';
import { db } from '../../src/mocks/db';
import { waitFor } from '../support/dom';
import { screen, within } from './render-app';
import { openAudits, taskPanel, waitingAudits } from './review-helpers';

/**
 * Live queues: what another moderator does in another tab (whose mock tells the others over a
 * BroadcastChannel) shows here without a reload. The other tab is played by a change to the one database
 * the tabs share and the message its mock would send.
 */
const rowOf = (id: number) =>
  within(document.querySelector<HTMLElement>('.review-queue__list')!)
    .getByRole('cell', { name: String(id) })
    .closest('tr')!;

describe('live queues', () => {
  it("shows another moderator's claim in the queue once the other tab says the review changed", async () => {
    const [first, second] = waitingAudits();
    await openAudits();
    await taskPanel(first.id);
    await waitFor(() => rowOf(second.id));
    db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, second.id, {
      claimedBy: 'admin',
      claimedUntil: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(rowOf(second.id)).not.toHaveTextContent('In review by admin');

    const otherTab = new BroadcastChannel(LIVE_CHANGES_CHANNEL);
    try {
      otherTab.postMessage({ topics: ['review'] });
      await waitFor(() => expect(rowOf(second.id)).toHaveTextContent('In review by admin'));
    } finally {
      otherTab.close();
    }
  });

  it('counts a new task in the side menu once the other tab says the review changed', async () => {
    const [first] = waitingAudits();
    await openAudits();
    await taskPanel(first.id);
    const reviewTasks = screen.getByRole('menuitem', { name: /^Review Tasks/ });
    const waiting = () => Number(reviewTasks.querySelector('sup')?.textContent?.replace(/\D/g, ''));
    await waitFor(() => expect(waiting()).toBeGreaterThan(0));
    const before = waiting();
    const { id: _id, ...task } = db.byId<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, first.id)!;
    db.insert<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, { ...task, claimedBy: null, claimedUntil: null });

    const otherTab = new BroadcastChannel(LIVE_CHANGES_CHANNEL);
    try {
      otherTab.postMessage({ topics: ['review'] });
      await waitFor(() => expect(waiting()).toBe(before + 1));
    } finally {
      otherTab.close();
    }
  });
});
