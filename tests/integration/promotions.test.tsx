import { fireEvent, waitFor } from '../support/dom';
import dayjs from 'dayjs';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../src/features/app-users/mock';
import { promotionApi } from '../../src/features/promotions/api';
import { PROMOTION_COLLECTION, type PromotionRow } from '../../src/features/promotions/mock/seed';
import { db } from '../../src/mocks/db';
import { pngFile } from '../support/png-file';
import { buttonIn, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { choose, drawerTitled, refusalOf, success, typeWindow } from './antd-actions';

const PATH = '/activity-support/promotion-bit';
const promotions = () => db.all<PromotionRow>(PROMOTION_COLLECTION);
/** The app users active within 30 days: a promotion on every channel and version reaches them all. */
const activeUsers = () =>
  db
    .all<AppUserRow>(APP_USER_COLLECTIONS.users)
    .filter((user) => Date.now() - Date.parse(user.lastLoginAt) <= 30 * 86_400_000).length;
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD 10:00');
const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

async function openScreen(account: 'admin' | 'operator' = 'operator') {
  await existingSession(account);
  const view = renderApp(PATH);
  const table = await screen.findByRole('table', {}, { timeout: 10_000 });
  await within(table).findByText('Spring pregnancy check-up week', {}, { timeout: 10_000 });
  await whenSettled(table);
  return { ...view, table };
}

describe('activity-support promotion-bit', () => {
  it('creates a splash: exact material, preview in the language direction, clash refused, audience and reason', async () => {
    const { user, table } = await openScreen();
    expect(within(rowOf(table, 'Spring pregnancy check-up week')).getByText('Promoting')).toBeInTheDocument();
    expect(within(rowOf(table, 'Mama Sihat bulan ini')).getByText('Terminated')).toBeInTheDocument();

    await user.click(buttonIn(document.body, 'New promotion'));
    const drawer = await drawerTitled('New promotion');
    const chooseImage = (file: File) =>
      fireEvent.change(drawer.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    chooseImage(pngFile('wide.png', 750, 1334));
    expect(
      await within(drawer).findByText('wide.png is 750×1334 px; it must be exactly 750×1624 px'),
    ).toBeInTheDocument();
    chooseImage(pngFile('eid.png', 750, 1624));
    await within(drawer).findByRole('img', { name: 'Uploaded image' });
    const preview = within(drawer).getByRole('figure', { name: 'Splash on a phone (750 × 1624)' });
    expect(await within(preview).findByRole('img', { name: 'Promotion preview' })).toBeInTheDocument();
    expect(preview.querySelector('.slot-preview__frame')).toHaveStyle({ aspectRatio: '750 / 1624' });

    await fill(user, within(drawer).getByLabelText('Name'), 'عيد سعيد');
    await choose(user, drawer, 'Material language', 'Arabic');
    await fill(user, within(drawer).getByLabelText('Caption over the material'), 'عروض العيد');
    const frame = within(drawer).getByTestId('promotion-preview');
    await waitFor(() => expect(frame).toHaveAttribute('dir', 'rtl'));
    expect(within(frame).getByText('عروض العيد')).toHaveAttribute('dir', 'auto');
    expect(within(frame).getByText('Skip 5')).toBeInTheDocument();

    // A start in the past is refused before anything is sent.
    await typeWindow(user, drawer, day(-1), day(8));
    await user.click(buttonIn(drawer, 'Save'));
    expect((await within(drawer).findAllByText('The start cannot be in the past')).length).toBeGreaterThan(0);

    // The seeded splash on all channels runs until day 4: the mock names it.
    await typeWindow(user, drawer, day(2), day(8));
    await user.click(buttonIn(drawer, 'Save'));
    expect(
      (
        await within(drawer).findAllByText(
          /Overlaps the splash promotion “Spring pregnancy check-up week” \(#1\) on All channels/,
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(within(drawer).getByLabelText('Name')).toHaveValue('عيد سعيد');

    await typeWindow(user, drawer, day(25), day(30));
    await user.click(buttonIn(drawer, 'Save'));
    const dialog = (await screen.findByText('Confirm the promotion', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    const everyone = activeUsers();
    expect(everyone).toBeGreaterThan(0);
    expect(within(dialog).getByText(`This promotion will reach about ${everyone} users.`)).toBeInTheDocument();
    await user.click(buttonIn(dialog, 'Confirm'));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Reason'), 'Eid campaign');
    await user.click(buttonIn(dialog, 'Confirm'));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    const row = await within(table)
      .findByText('عيد سعيد')
      .then((cell) => cell.closest('tr')!);
    expect(within(row).getByText('To be promoted')).toBeInTheDocument();
    const saved = promotions().find((promotion) => promotion.name === 'عيد سعيد')!;
    expect(saved).toMatchObject({ kind: 'splash', language: 'ar', channel: 'all', updatedBy: 'operator' });
    expect(saved.audience).toBe(everyone);
    expect(saved.history).toEqual([
      expect.objectContaining({ by: 'operator', action: 'create', reason: 'Eid campaign' }),
    ]);

    await user.click(buttonIn(row, 'History'));
    const history = (await screen.findByText('History of عيد سعيد', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(within(history).getByText('Created')).toBeInTheDocument();
    expect(within(history).getByText('Eid campaign')).toHaveAttribute('dir', 'auto');
    await user.click(within(history).getByRole('button', { name: 'Close' }));
  });

  it('disables and deletes with a reason; a deleted promotion keeps its history', async () => {
    const { user, table } = await openScreen();
    const name = 'Spring pregnancy check-up week';
    const promoting = rowOf(table, name);
    expect(within(promoting).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(buttonIn(promoting, 'Disable'));
    const disabling = (await screen.findByText('Sure to disable this promotion?', { selector: '.ant-modal-title' }))
      .closest('.ant-modal') as HTMLElement;
    await user.click(buttonIn(disabling, 'Disable'));
    expect(await within(disabling).findByText('Please give a reason')).toBeInTheDocument();
    await fill(user, within(disabling).getByLabelText('Reason'), 'Budget moved to May');
    await user.click(buttonIn(disabling, 'Disable'));
    await waitFor(() => expect(within(rowOf(table, name)).getByText('Terminated')).toBeInTheDocument());

    await user.click(buttonIn(rowOf(table, name), 'Delete'));
    const deleting = (await screen.findByText('Sure to delete this promotion?', { selector: '.ant-modal-title' }))
      .closest('.ant-modal') as HTMLElement;
    await fill(user, within(deleting).getByLabelText('Reason'), 'Replaced by the May campaign');
    await user.click(buttonIn(deleting, 'Delete'));
    await waitFor(() => expect(within(table).queryByText(name)).toBeNull());

    await choose(user, document.body, 'Status', 'Deleted');
    await user.click(buttonIn(document.body, 'Search'));
    await within(table).findByText(name);
    await user.click(buttonIn(rowOf(table, name), 'History'));
    const history = (await screen.findByText(`History of ${name}`, { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(within(history).getByText('Replaced by the May campaign')).toBeInTheDocument();
    expect(within(history).getByText('Budget moved to May')).toBeInTheDocument();
    expect(within(history).getByText('Deleted')).toBeInTheDocument();
  });

  it('refuses at the mock what the state machine or the role forbids, and a save without a reason', async () => {
    await openScreen('admin');
    const promoting = promotions().find((promotion) => promotion.name === 'Spring pregnancy check-up week')!;
    const early = await refusalOf(promotionApi.remove(promoting.id, 'Too early'));
    expect(early.code).toBe(409);
    expect(early.message).toBe('A promoting promotion must be disabled before it is deleted');
    const { id: _id, history: _h, audience: _a, disabledAt: _d, deletedAt: _x, updatedAt: _u, updatedBy: _b, ...input } =
      promoting;
    const noReason = await refusalOf(
      promotionApi.create({ ...input, name: 'Later', startAt: day(40), endAt: day(45) } as never, ' '),
    );
    expect(noReason.message).toBe('Enter the reason');

    await existingSession('moderator');
    const denied = await refusalOf(promotionApi.disable(promoting.id, 'Not mine'));
    expect(denied.code).toBe(403);
    expect(denied.message).toBe(`Your account may not do this: ${PATH}:status`);
    expect(promotions().find((promotion) => promotion.id === promoting.id)?.disabledAt).toBeNull();
  });
});
