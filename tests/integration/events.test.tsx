import { waitFor } from '../support/dom';
import dayjs from 'dayjs';
import { eventApi, rewardApi } from '../../src/features/events/api';
import { EVENT_COLLECTIONS, type EntryRow, type EventRow, type RewardRow } from '../../src/features/events/mock/seed';
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import { db } from '../../src/mocks/db';
import { http } from '../../src/shared/request/http';
import { buttonIn, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { choose, confirmDialog, drawerTitled, refusalOf, success, typeWindow } from './antd-actions';

const POSTS = '/activity-manage/activity-posts-manage';
const REWARDS = '/activity-manage/topic-rewards-manage';
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD 10:00');
const entries = () => db.all<EntryRow>(EVENT_COLLECTIONS.entries);
const rewards = () => db.all<RewardRow>(EVENT_COLLECTIONS.rewards);
const eventNamed = (name: string) => db.all<EventRow>(EVENT_COLLECTIONS.events).find((e) => e.names.en?.name === name)!;

async function openScreen(path: string, account: 'operator' | 'admin' = 'operator') {
  await existingSession(account);
  const view = renderApp(path);
  const table = await screen.findByRole('table', {}, { timeout: 10_000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), { timeout: 10_000 });
  await whenSettled(table);
  return { ...view, table };
}

describe('activity-manage event posts', () => {
  it('adds posts to a running event by ID, refusing a deleted one, then features and removes an entry', async () => {
    const { user, table } = await openScreen(POSTS);
    const event = eventNamed('Newborn care stories');
    const inEvent = new Set(
      entries()
        .filter((e) => e.eventId === event.id)
        .map((e) => e.postId),
    );
    const posts = db.all<PostRow>(POSTS_COLLECTION);
    const deleted = posts.find((post) => post.deletedAt)!;
    const fresh = posts.filter(
      (post) => !post.deletedAt && post.publishStatus === 'published' && !inEvent.has(post.id),
    );

    await user.click(buttonIn(document.body, 'Add posts to an event'));
    const drawer = await drawerTitled('Add posts to an event');
    await choose(user, drawer, 'Event', 'Newborn care stories · #Newborn care');
    await fill(user, within(drawer).getByLabelText('Post IDs'), `${fresh[0].id};${deleted.id}`);
    await user.click(buttonIn(drawer, 'Save'));
    expect((await within(drawer).findAllByText(`These posts are deleted: ${deleted.id}`)).length).toBeGreaterThan(0);
    expect(entries().some((entry) => entry.postId === fresh[0].id)).toBe(false);

    await fill(user, within(drawer).getByLabelText('Post IDs'), `${fresh[0].id}; ${fresh[1].id}`);
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('2 posts added')).toBeInTheDocument();
    await whenSettled(table, drawer);

    await fill(user, screen.getByLabelText('Post ID or text'), String(fresh[0].id));
    await user.click(buttonIn(document.body, 'Search'));
    const row = await waitFor(() => {
      const rows = within(table).getAllByRole('row');
      expect(rows).toHaveLength(2);
      return rows[1];
    });
    expect(within(row).getByText('Added by operator')).toBeInTheDocument();
    expect(within(row).getByText('Newborn care stories')).toBeInTheDocument();

    await user.click(buttonIn(row, 'Feature'));
    await user.click(
      buttonIn(await confirmDialog('Sure to make it featured? Featuring cannot be withdrawn.'), 'Feature'),
    );
    await waitFor(() =>
      expect(within(within(table).getAllByRole('row')[1]).getByText('Featured on the event page')).toBeInTheDocument(),
    );
    // Featuring cannot be withdrawn: the featured row offers no way back.
    expect(within(within(table).getAllByRole('row')[1]).queryByRole('button', { name: /feature/i })).toBeNull();
    await user.click(buttonIn(within(table).getAllByRole('row')[1], 'Remove'));
    await user.click(buttonIn(await confirmDialog('Sure to remove this post from the event?'), 'Remove'));
    await waitFor(() => expect(within(table).queryByText('Added by operator')).toBeNull());
    expect(entries().some((entry) => entry.postId === fresh[0].id && entry.eventId === event.id)).toBe(false);
  });

  it('refuses at the mock to withdraw a featuring', async () => {
    await openScreen(POSTS);
    const featured = entries().find((entry) => entry.featured) ?? entries()[0];
    db.update<EntryRow>(EVENT_COLLECTIONS.entries, featured.id, { featured: true });
    const undo = await refusalOf(http.post(`/services/community/api/event-entries/${featured.id}/unfeature`));
    expect(undo.code).toBe(409);
    expect(undo.message).toBe('Featuring cannot be withdrawn');
    expect(db.byId<EntryRow>(EVENT_COLLECTIONS.entries, featured.id)?.featured).toBe(true);
  });

  it('refuses posts for an ended event, a post entered twice, and a role without the screen', async () => {
    await openScreen(POSTS);
    const ended = eventNamed('Bump photo week');
    const running = eventNamed('Newborn care stories');
    const entered = entries().find((entry) => entry.eventId === running.id)!;
    const closed = await refusalOf(eventApi.addEntries(ended.id, [entered.postId]));
    expect(closed.message).toBe('This event has ended: no more posts can be added');
    const twice = await refusalOf(eventApi.addEntries(running.id, [entered.postId]));
    expect(twice.message).toBe(`Already in this event: ${entered.postId}`);

    await existingSession('moderator');
    const denied = await refusalOf(eventApi.remove(entered.id));
    expect(denied.code).toBe(403);
    expect(denied.message).toBe(`Your account may not do this: ${POSTS}:remove`);
    expect(db.byId(EVENT_COLLECTIONS.entries, entered.id)).toBeDefined();
  });
});

describe('activity-manage topic rewards', () => {
  it('creates a points reward per rank, showing what it gives before it is confirmed', async () => {
    const { user, table } = await openScreen(REWARDS);
    await user.click(buttonIn(document.body, 'New topic reward'));
    const drawer = await drawerTitled('New topic reward');
    await choose(user, drawer, 'Topic', '#Hospital bag');
    await fill(user, within(drawer).getByLabelText('Points (tier 1)'), '1000');
    await user.click(buttonIn(drawer, 'Add a tier'));
    await fill(user, within(drawer).getByLabelText('From rank (tier 2)'), '3');
    await fill(user, within(drawer).getByLabelText('To rank (tier 2)'), '5');
    await fill(user, within(drawer).getByLabelText('Points (tier 2)'), '200');
    await typeWindow(user, drawer, day(1), day(10));
    await user.click(buttonIn(drawer, 'Save'));
    expect(
      await within(drawer).findByText(
        'Tier 2 must start at rank 2: tiers follow each other without a gap or an overlap',
      ),
    ).toBeInTheDocument();

    await fill(user, within(drawer).getByLabelText('From rank (tier 2)'), '2');
    expect(await within(drawer).findByText('Rewards up to 5 posts, 1,800 points in all')).toBeInTheDocument();
    await user.click(buttonIn(drawer, 'Save'));
    const confirm = await confirmDialog('Save this topic reward?');
    expect(within(confirm).getByText('Rewards up to 5 posts, 1,800 points in all')).toBeInTheDocument();
    await user.click(buttonIn(confirm, 'Save'));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    const row = (await within(table).findByText('#Hospital bag')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Not started')).toBeInTheDocument();
    expect(within(row).getByText('Ranks 2–5: 200 points')).toBeInTheDocument();
    expect(rewards().find((reward) => reward.topicId === 7)).toMatchObject({
      kind: 'points',
      tiers: [
        { fromRank: 1, toRank: 1, points: 1000 },
        { fromRank: 2, toRank: 5, points: 200 },
      ],
      updatedBy: 'operator',
    });
  });

  it('refuses a second reward on a topic at the same time, shows standings, closes and deletes a running one', async () => {
    const { user, table } = await openScreen(REWARDS);
    await user.click(buttonIn(document.body, 'New topic reward'));
    const drawer = await drawerTitled('New topic reward');
    await choose(user, drawer, 'Topic', '#First trimester');
    await fill(user, within(drawer).getByLabelText('Points (tier 1)'), '100');
    await typeWindow(user, drawer, day(2), day(5));
    await user.click(buttonIn(drawer, 'Save'));
    await user.click(buttonIn(await confirmDialog('Save this topic reward?'), 'Save'));
    expect(
      (await within(drawer).findAllByText(/^#First trimester already has a reward \(#1\) from/)).length,
    ).toBeGreaterThan(0);
    await user.click(buttonIn(drawer, 'Cancel'));
    await user.click(buttonIn(await confirmDialog('Discard your changes?'), 'Discard'));

    const running = () => within(table).getByText('#First trimester').closest('tr') as HTMLElement;
    await user.click(buttonIn(running(), 'Standings'));
    const standings = (
      await screen.findByText('Standings in #First trimester', { selector: '.ant-modal-title' })
    ).closest('.ant-modal') as HTMLElement;
    expect(await within(standings).findByText('5000 points')).toBeInTheDocument();
    await user.click(within(standings).getByRole('button', { name: 'Close' }));

    await user.click(buttonIn(running(), 'Close now'));
    await user.click(
      buttonIn(await confirmDialog('Sure to close this reward now? The standings so far decide it.'), 'Close now'),
    );
    await waitFor(() => expect(within(running()).getByText('Ended')).toBeInTheDocument());
    await user.click(buttonIn(running(), 'Delete'));
    await user.click(buttonIn(await confirmDialog('Sure to delete this topic reward?'), 'Delete'));
    await waitFor(() => expect(within(table).queryByText('#First trimester')).toBeNull());
  });

  it('refuses at the mock a change to a running reward and a role without the screen', async () => {
    await openScreen(REWARDS);
    const running = rewards().find((reward) => reward.topicId === 1)!;
    const { id: _id, updatedAt: _u, updatedBy: _b, ...input } = running;
    const change = await refusalOf(rewardApi.update(running.id, input as never));
    expect(change.code).toBe(409);
    expect(change.message).toBe('Only a reward that has not started can be changed');
    await existingSession('moderator');
    const denied = await refusalOf(rewardApi.close(running.id));
    expect(denied.code).toBe(403);
    expect(denied.message).toBe(`Your account may not do this: ${REWARDS}:close`);
  });
});
