import { fireEvent, waitFor } from '../support/dom';
import dayjs from 'dayjs';
import { promotionApi } from '../../src/features/promotions/api';
import { PROMOTION_COLLECTION, type PromotionRow } from '../../src/features/promotions/mock/seed';
import { db } from '../../src/mocks/db';
import { pngFile } from '../support/png-file';
import { buttonIn, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { choose, confirmDialog, drawerTitled, refusalOf, success, typeWindow } from './antd-actions';

const PATH = '/activity-support/promotion-bit';
const promotions = () => db.all<PromotionRow>(PROMOTION_COLLECTION);
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
    expect(within(dialog).getByText(/This promotion will reach about 2,[0-9]{3},[0-9]{3} users\./)).toBeInTheDocument();
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
    expect(saved.audience).toBeGreaterThan(2_000_000);
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

  it('disables a promoting promotion after confirmation, then deletes it', async () => {
    const { user, table } = await openScreen();
    const promoting = rowOf(table, 'Spring pregnancy check-up week');
    expect(within(promoting).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(buttonIn(promoting, 'Disable'));
    await user.click(buttonIn(await confirmDialog('Sure to disable this promotion?'), 'Disable'));
    await waitFor(() =>
      expect(within(rowOf(table, 'Spring pregnancy check-up week')).getByText('Terminated')).toBeInTheDocument(),
    );
    await user.click(buttonIn(rowOf(table, 'Spring pregnancy check-up week'), 'Delete'));
    await user.click(buttonIn(await confirmDialog('Sure to delete this promotion?'), 'Delete'));
    await waitFor(() => expect(within(table).queryByText('Spring pregnancy check-up week')).toBeNull());
  });

  it('refuses at the mock what the state machine or the role forbids, and a save without a reason', async () => {
    await openScreen('admin');
    const promoting = promotions().find((promotion) => promotion.name === 'Spring pregnancy check-up week')!;
    const early = await refusalOf(promotionApi.remove(promoting.id));
    expect(early.code).toBe(409);
    expect(early.message).toBe('A promoting promotion must be disabled before it is deleted');
    const { id: _id, history: _h, audience: _a, disabledAt: _d, updatedAt: _u, updatedBy: _b, ...input } = promoting;
    const noReason = await refusalOf(
      promotionApi.create({ ...input, name: 'Later', startAt: day(40), endAt: day(45) } as never, ' '),
    );
    expect(noReason.message).toBe('Enter the reason');

    await existingSession('moderator');
    const denied = await refusalOf(promotionApi.disable(promoting.id));
    expect(denied.code).toBe(403);
    expect(denied.message).toBe(`Your account may not do this: ${PATH}:status`);
    expect(promotions().find((promotion) => promotion.id === promoting.id)?.disabledAt).toBeNull();
  });
});
