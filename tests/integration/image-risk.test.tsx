import { waitFor } from '../support/dom';
import { imageRiskApi } from '../../src/features/image-risk/api';
import { addToBlacklist, blacklistEntryOf } from '../../src/features/image-risk/mock/blacklist-store';
import { IMAGE_RISK_COLLECTIONS, type BlacklistRow } from '../../src/features/image-risk/mock/seed';
import { fingerprintOf } from '../../src/features/image-risk/rules';
import { reviewApi } from '../../src/features/review/api';
import { REVIEW_COLLECTIONS, type ReviewTaskRow } from '../../src/features/review/mock/seed';
import { ROLE_IDS, type MenuRow, type RoleRow } from '../../src/features/permissions/mock/permissions-seed';
import { COLLECTIONS } from '../../src/mocks/collections';
import { db } from '../../src/mocks/db';
import type { Row } from '../../src/mocks/row';
import { rejectionOf } from '../support/promises';
import { existingSession, renderApp, screen, within } from './render-app';
import { openFromList } from './review-helpers';

/**
 * Image risk control: the pending list (flagged pictures passed, deleted or blacklisted, by key) and the
 * blacklist (filtered, paged on the server, entries removed after a question).
 */

type User = ReturnType<typeof renderApp>['user'];

const PENDING = '/image-risk-control/pending-list';
const BLACKLIST = '/image-risk-control/blacklist-image';

const stored = (id: number) => db.byId<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, id)!;
const blacklist = () => db.all<BlacklistRow>(IMAGE_RISK_COLLECTIONS.blacklist);

/** The pending list's free waiting pictures, oldest first, those not on the blacklist yet. */
function waiting(): ReviewTaskRow[] {
  return db
    .all<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks)
    .filter((task) => task.source === 'image' && task.type === 'audit' && task.status === 'notProcessed')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

async function openPending() {
  await existingSession('moderator');
  const view = renderApp(PENDING);
  await screen.findByRole('heading', { name: 'Pending Images', level: 1 });
  return view;
}

const panelOf = (id: number) => screen.findByRole('region', { name: `Task ${id}` });

async function press(user: User, key: string) {
  (document.activeElement as HTMLElement | null)?.blur();
  await user.keyboard(key);
}

describe('image-risk-control/pending-list', () => {
  it('blacklists a picture after the question, then passes the next, by key', async () => {
    const [picture, next] = waiting().filter((task) => !task.claimedBy && !blacklistEntryOf(task.images[0]));
    db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, picture.id, { createdAt: '2000-01-01T00:00:00.000Z' });
    db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, next.id, { createdAt: '2000-01-02T00:00:00.000Z' });
    const { user } = await openPending();
    const panel = await panelOf(picture.id);
    expect(within(panel).getByRole('img', { name: 'Image 1' })).toBeInTheDocument();

    await press(user, 'l');
    const question = await screen.findByRole('dialog', { name: 'Sure to add this picture to blacklist?' });
    await user.click(within(question).getByRole('radio', { name: 'Sexual content' }));
    await user.click(within(question).getByRole('button', { name: 'Add to blacklist' }));
    expect(
      await screen.findByText(`Picture of task ${picture.id} deleted and added to the blacklist`),
    ).toBeInTheDocument();
    expect(stored(picture.id)).toMatchObject({
      status: 'processed',
      outcome: { decision: 'blacklist', reasonCode: 'sexual' },
    });
    expect(blacklistEntryOf(picture.images[0])).toMatchObject({
      fingerprint: fingerprintOf(picture.images[0]),
      taskId: picture.id,
      addedBy: 'moderator',
    });

    await panelOf(next.id);
    await press(user, 'p');
    expect(await screen.findByText(`Task ${next.id} passed`)).toBeInTheDocument();
    expect(stored(next.id).status).toBe('manualPassed');
  });

  it('says when a picture is on the blacklist already, and the mock refuses it again', async () => {
    const [picture] = waiting().filter((task) => !task.claimedBy);
    const { user } = await openPending();
    await panelOf(picture.id);
    // Another moderator blacklists the same picture from another task after the list loaded.
    addToBlacklist(picture.images[0], 999_999, 'admin');
    const before = blacklist().length;
    await press(user, 'l');
    const question = await screen.findByRole('dialog', { name: 'Sure to add this picture to blacklist?' });
    await user.click(within(question).getByRole('radio', { name: 'Sexual content' }));
    await user.click(within(question).getByRole('button', { name: 'Add to blacklist' }));
    // The refusal stays in the dialog, with the reason as chosen.
    expect(await within(question).findByRole('alert')).toHaveTextContent('This picture is on the blacklist already');
    expect(within(question).getByRole('radio', { name: 'Sexual content' })).toBeChecked();
    expect(stored(picture.id).status).toBe('notProcessed');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(blacklist()).toHaveLength(before);

    // The queue reloads after a refusal: the panel says so and offers no blacklisting.
    const panel = await panelOf(picture.id);
    expect(await within(panel).findByText('This picture is on the blacklist already')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: /Add to blacklist/ })).not.toBeInTheDocument();
  });

  it('refuses a picture another moderator holds, and an operator', async () => {
    const [picture] = waiting().filter((task) => !task.claimedBy);
    db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, picture.id, {
      claimedBy: 'admin',
      claimedUntil: new Date(Date.now() + 60_000).toISOString(),
    });
    const { user } = await openPending();
    // The queue opens on a picture nobody holds; the moderator opens the held one by hand.
    await openFromList(user, picture.id);
    const panel = await panelOf(picture.id);
    expect(within(panel).getByRole('status')).toHaveTextContent('In review by admin');
    await press(user, 'l');
    expect(await screen.findByText('In review by admin', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await existingSession('operator');
    expect((await rejectionOf(reviewApi.act(picture.id, { action: 'blacklist' }))).code).toBe(403);
  });
});

describe('image-risk-control/blacklist-image', () => {
  async function openBlacklist() {
    await existingSession('moderator');
    const view = renderApp(BLACKLIST);
    await screen.findByRole('heading', { name: 'Image Blacklist', level: 1 });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    return { ...view, table };
  }

  it('lists the newest first a page at a time, filters by who added, and removes after the question', async () => {
    const newest = [...blacklist()].sort((a, b) => b.addedAt.localeCompare(a.addedAt));
    expect(newest.length).toBeGreaterThan(200);
    const { user, table } = await openBlacklist();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText(newest[0].fingerprint)).toBeInTheDocument();
    expect(screen.getByText(`${newest.length} in all`)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Added by'), 'admin');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    const byAdmin = newest.filter((row) => row.addedBy === 'admin');
    await waitFor(() => {
      // The cells: selection, picture, fingerprint, added by...
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getAllByRole('cell')[3].textContent)).toEqual(
        byAdmin.slice(0, 10).map(() => 'admin'),
      );
    });
    expect(within(table).getByText(byAdmin[0].fingerprint)).toBeInTheDocument();
    expect(screen.getByText(`${byAdmin.length} in all`)).toBeInTheDocument();

    const row = within(table).getByText(byAdmin[0].fingerprint).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    const question = await screen.findByRole('dialog', { name: /Sure to remove this picture from the blacklist/ });
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed from the blacklist')).toBeInTheDocument();
    expect(db.byId<BlacklistRow>(IMAGE_RISK_COLLECTIONS.blacklist, byAdmin[0].id)).toBeUndefined();
    await waitFor(() => expect(within(table).queryByText(byAdmin[0].fingerprint)).not.toBeInTheDocument());
  });

  it('offers no removal without the remove action, which the mock refuses too; an operator sees nothing', async () => {
    const role = db.byId<RoleRow & Row>(COLLECTIONS.roles, ROLE_IDS.moderator)!;
    const removeIds = new Set(
      db
        .all<MenuRow & Row>(COLLECTIONS.menus)
        .filter((menu) => menu.uri === `${BLACKLIST}:remove`)
        .map((menu) => menu.id),
    );
    expect(removeIds.size).toBe(1);
    db.update<RoleRow & Row>(COLLECTIONS.roles, role.id, { menuIds: role.menuIds.filter((id) => !removeIds.has(id)) });
    const { table } = await openBlacklist();
    expect(within(table).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    const [entry] = blacklist();
    expect((await rejectionOf(imageRiskApi.remove([entry.id]))).code).toBe(403);
    expect(db.byId<BlacklistRow>(IMAGE_RISK_COLLECTIONS.blacklist, entry.id)).toBeDefined();

    await existingSession('operator');
    expect((await rejectionOf(imageRiskApi.blacklist({ current: 1, size: 10 }))).code).toBe(403);
  });
});
