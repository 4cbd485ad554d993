import { waitFor } from '../support/dom';
import dayjs from 'dayjs';
import { hotApi } from '../../src/features/hot-content/api';
import {
  HOT_COLLECTIONS,
  type CommunityConfigRow,
  type HotPositionRow,
  type RecommendationRow,
} from '../../src/features/hot-content/mock/seed';
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import { db } from '../../src/mocks/db';
import { rejectionOf } from '../support/promises';
import { buttonIn, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';

/**
 * Hot content (2/2): the ranking score test, the community settings, the community operation positions,
 * the operation position pool, the hotted list, and the mock's refusal of an account without the group.
 */

const positions = () => db.all<HotPositionRow>(HOT_COLLECTIONS.positions);
const config = () => db.byId<CommunityConfigRow>(HOT_COLLECTIONS.config, 1)!;
const recommendations = (slotId: number) =>
  db
    .all<RecommendationRow>(HOT_COLLECTIONS.recommendations)
    .filter((row) => row.slotId === slotId)
    .sort((a, b) => a.order - b.order);

async function open(path: string, heading: string) {
  await existingSession('operator');
  const view = renderApp(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  return view;
}

describe('hot-content-operate/sort-point-test', () => {
  it('shows the score and the position the ranking would give, and translated messages for bad input', async () => {
    const { user } = await open('/hot-content-operate/sort-point-test', 'Ranking Score Test');
    const form = screen.getByRole('form', { name: 'Ranking Score Test' });
    await fill(user, within(form).getByLabelText('Likes'), '-1');
    await fill(user, within(form).getByLabelText('Comments'), '20');
    await fill(user, within(form).getByLabelText('UV'), '5000');
    await fill(user, within(form).getByLabelText('Age (hours)'), '10');
    await user.click(buttonIn(form, 'Calculate'));
    expect(await within(form).findByText('A whole number, not negative')).toBeInTheDocument();

    // (1×100 + 3×20 + 2×5000/100) / (10 + 2)^1.5 with the seeded weights.
    await fill(user, within(form).getByLabelText('Likes'), '100');
    await user.click(buttonIn(form, 'Calculate'));
    expect(await screen.findByText('6.25')).toBeInTheDocument();
    expect(screen.getByText(/^\d+ of \d+ candidates$/)).toBeInTheDocument();

    // A post far above today's candidates takes the first position.
    await fill(user, within(form).getByLabelText('Likes'), '100000');
    await fill(user, within(form).getByLabelText('Age (hours)'), '0');
    await user.click(buttonIn(form, 'Calculate'));
    expect(await screen.findByText('Position 1')).toBeInTheDocument();

    // The mock checks the same rules, in the caller's language.
    const refusal = await rejectionOf(hotApi.scoreTest({ likes: 1, comments: 1.5, uv: 0, ageHours: 1 }));
    expect(refusal.message).toBe('A whole number, not negative');
  });
});

describe('hot-content-operate/community-config', () => {
  it('saves the settings, and the mock refuses fewer positions than are in use', async () => {
    const { user } = await open('/hot-content-operate/community-config', 'Community Settings');
    const wait = await screen.findByLabelText('Minutes between refreshes');
    await fill(user, wait, '10');
    await fill(user, screen.getByLabelText('Weight of a like'), '2');
    await user.click(buttonIn(document.body, 'Save'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(config()).toMatchObject({ refreshWaitMinutes: 10, likeWeight: 2, updatedBy: 'operator' });
    expect((await hotApi.refreshState()).waitMinutes).toBe(10);

    await fill(user, screen.getByLabelText('Minutes between refreshes'), '0');
    await user.click(buttonIn(document.body, 'Save'));
    expect(await screen.findByText('Minutes from 1 to 1440')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Minutes between refreshes'), '10');
    await fill(user, screen.getByLabelText('Number of hot positions'), '3');
    await user.click(buttonIn(document.body, 'Save'));
    expect(
      await screen.findAllByText('A current or future position has a higher number: clear it first'),
    ).not.toHaveLength(0);
    expect(config().positionCount).toBe(10);
    expect(screen.getByLabelText('Number of hot positions')).toHaveValue('3');
  });
});

describe('hot-content-operate/community-operation', () => {
  it('adds posts by ID (checked), orders and removes them; the mock refuses a repeat', async () => {
    const { user } = await open(
      '/hot-content-operate/community-operation',
      'Community Operation Position Recommendation',
    );
    const table = await screen.findByRole('table', { name: 'Home banner' });
    await whenSettled(table);
    const [first, second] = recommendations(1);
    const inSlot = new Set(recommendations(1).map((row) => row.postId));
    const post = db
      .all<PostRow>(POSTS_COLLECTION)
      .find(
        (row) => row.publishStatus === 'published' && !row.deletedAt && row.spam !== 'flagged' && !inSlot.has(row.id),
      )!;

    const field = screen.getByLabelText('Post IDs');
    await fill(user, field, `${post.id}; 999`);
    await user.click(buttonIn(document.body, 'Add'));
    expect(await screen.findByText('No such post (or not published): 999')).toBeInTheDocument();
    await fill(user, field, String(post.id));
    await user.click(buttonIn(document.body, 'Add'));
    expect(await screen.findByText('1 posts added')).toBeInTheDocument();
    expect(recommendations(1).at(-1)).toMatchObject({ postId: post.id, addedBy: 'operator' });
    expect(await within(table).findByText(`Post ${post.id}`)).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: `Move post ${first.postId} down` }));
    expect(await screen.findByText('Order saved')).toBeInTheDocument();
    expect(
      recommendations(1)
        .slice(0, 2)
        .map((row) => row.postId),
    ).toEqual([second.postId, first.postId]);

    await whenSettled(table);
    await waitFor(() => expect(within(table).getAllByRole('button', { name: 'Remove' })[0]).toBeEnabled());
    await user.click(within(table).getAllByRole('button', { name: 'Remove' })[0]);
    const question = await screen.findByRole('dialog', {
      name: `Sure to remove post ${second.postId} from this position?`,
    });
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed')).toBeInTheDocument();
    expect(recommendations(1).map((row) => row.postId)).not.toContain(second.postId);

    const refusal = await rejectionOf(hotApi.recommend(1, [post.id]));
    expect(refusal.message).toBe(`Already in this position or repeated: ${post.id}`);
  });
});

describe('hot-content-operate/operation-bit-pool', () => {
  it('puts the best candidate in a waiting position; the mock refuses a position that is taken', async () => {
    const { user } = await open('/hot-content-operate/operation-bit-pool', 'Operation Position Pool');
    const table = await screen.findByRole('table');
    await whenSettled(table);
    const [, firstRow] = within(table).getAllByRole('row');
    const postId = Number(
      within(firstRow)
        .getByText(/^Post \d+$/)
        .textContent!.replace('Post ', ''),
    );
    await user.click(within(firstRow).getByRole('button', { name: 'Put in a position' }));
    const dialog = await screen.findByRole('dialog', { name: `Put post ${postId} in a position` });
    await user.click(within(dialog).getByLabelText('Position'));
    await user.click(await screen.findByText(/^Position 8 · /, { selector: '.ant-select-item-option-content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Put in a position' }));
    expect(await screen.findByText(`Post ${postId} is in position 8`)).toBeInTheDocument();
    const now = Date.now();
    const position = db
      .all<HotPositionRow>(HOT_COLLECTIONS.positions)
      .find((row) => row.number === 8 && Date.parse(row.startAt) <= now && Date.parse(row.endAt) > now)!;
    expect(position.postId).toBe(postId);
    await waitFor(() => expect(within(table).queryByText(`Post ${postId}`)).not.toBeInTheDocument());

    const [, next] = within(table).getAllByRole('row');
    const nextId = Number(
      within(next)
        .getByText(/^Post \d+$/)
        .textContent!.replace('Post ', ''),
    );
    const refusal = await rejectionOf(hotApi.assign(position.id, nextId));
    expect(refusal.message).toBe('This position is no longer waiting for a post');
  });
});

describe('hot-content-operate/displayed-list', () => {
  it('lists what was hot, by position number and by date', async () => {
    await existingSession('operator');
    const day = dayjs().subtract(10, 'day').format('YYYY-MM-DD');
    renderApp(`/hot-content-operate/displayed-list?number=3&window=${day},${day}`);
    await screen.findByRole('heading', { name: 'Hotted List', level: 1 });
    const table = await screen.findByRole('table');
    await whenSettled(table);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const [, row] = within(table).getAllByRole('row');
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('3');
    expect(within(row).getByText(/^(Displayed|Expired)$/)).toBeInTheDocument();
    expect(within(row).getByText(`${day} 00:00`)).toBeInTheDocument();

    const start = dayjs(day).startOf('day').toISOString();
    const expected = positions().find((position) => position.number === 3 && position.startAt === start)!;
    expect(within(row).getByText(`Post ${expected.postId}`)).toBeInTheDocument();
  });
});

describe('hot-content-operate permissions', () => {
  it('refuses an account without hot-content-operate (the moderator), not the operator', async () => {
    await existingSession('operator');
    expect((await hotApi.config()).positionCount).toBe(10);
    await existingSession('moderator');
    expect((await rejectionOf(hotApi.refresh())).code).toBe(403);
    expect((await rejectionOf(hotApi.positions({ current: 1, size: 10 }))).code).toBe(403);
    expect((await rejectionOf(hotApi.history({ current: 1, size: 10 }))).code).toBe(403);
  });
});
