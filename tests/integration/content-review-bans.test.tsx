import { waitFor } from '../support/dom';
import { banApi, deviceApi } from '../../src/features/bans/api';
import { BANS_COLLECTION, type BanRow } from '../../src/features/bans/mock/ban-store';
import { FIXED_DEVICES } from '../../src/features/bans/mock/seed';
import { banState } from '../../src/features/bans/rules';
import { db } from '../../src/mocks/db';
import { maskDeviceId } from '../../src/shared/privacy/mask';
import { rejectionOf } from '../support/promises';
import { clearClientState } from '../../src/shared/session/logout';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { chooseButtonOption, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';

type User = ReturnType<typeof renderApp>['user'];

/** The table row of a device, found by its ID as the server shows it: masked (`E621****6E5F`). */
async function deviceRow(table: HTMLElement, deviceId: string) {
  return (await within(table).findByText(maskDeviceId(deviceId))).closest('tr') as HTMLElement;
}

/** The reason dialog (a modal) whose title starts with `title`. */
async function dialogTitled(title: string | RegExp) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('.ant-modal') as HTMLElement;
}

async function chooseFilter(user: User, label: string, option: string) {
  const filters = screen.getByRole('form', { name: 'Filters' });
  await user.click(within(filters).getByLabelText(label));
  await user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
  await user.click(within(filters).getByText('Search', { selector: 'button span' }));
}

const bansOn = (subjectId: string) => db.all<BanRow>(BANS_COLLECTION).filter((ban) => ban.subjectId === subjectId);

describe('content-review/device-manage', () => {
  it('filters by page language ar, bans a device for 30 days with a reason, then unbans it', async () => {
    await existingSession('moderator');
    const { user } = renderApp('/content-review/device-manage');
    const table = await screen.findByRole('table');
    await deviceRow(table, FIXED_DEVICES.arabicPhone);
    expect(within(table).getAllByText('English').length).toBeGreaterThan(0);

    await chooseFilter(user, 'Page language', 'Arabic');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('language')).toBe('ar'));
    await waitFor(() => expect(within(table).queryByText('English')).not.toBeInTheDocument());
    await whenSettled(table);
    const rows = table.querySelectorAll('tbody tr.ant-table-row');
    expect(rows.length).toBe(10);
    for (const row of rows) expect(within(row as HTMLElement).getByText('Arabic')).toBeInTheDocument();
    const row = await deviceRow(table, FIXED_DEVICES.arabicPhone);
    expect(within(row).getByText('Not banned')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Ban' }));
    const dialog = await dialogTitled(/^Ban device E621\*{4}6E5F\?/);
    await chooseButtonOption(user, within(dialog).getByRole('radio', { name: '30 days' }));
    await fill(user, within(dialog).getByLabelText('Reason'), 'تم استخدامه لإنشاء حسابات وهمية');
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await screen.findByText('Device banned')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Banned')).toBeInTheDocument());
    expect(within(row).getByText(/^Until \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeInTheDocument();
    const [ban] = bansOn(FIXED_DEVICES.arabicPhone);
    expect(ban).toMatchObject({ origin: 'device-manage', bannedBy: 'moderator', userId: 1000005 });
    expect(Date.parse(ban.endsAt!) - Date.parse(ban.bannedAt)).toBe(30 * 86_400_000);

    await whenSettled(table);
    await user.click(within(row).getByRole('button', { name: 'Unban' }));
    const unban = await dialogTitled('Unban device E621****6E5F?');
    await user.click(within(unban).getByRole('button', { name: 'Unban' }));
    expect(await within(unban).findByText('Please give a reason')).toBeInTheDocument();
    await fill(user, within(unban).getByLabelText('Reason'), 'Banned by mistake');
    await user.click(within(unban).getByRole('button', { name: 'Unban' }));
    expect(await screen.findByText('Device unbanned')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Not banned')).toBeInTheDocument());
    expect(bansOn(FIXED_DEVICES.arabicPhone)[0]).toMatchObject({
      liftedBy: 'moderator',
      liftReason: 'Banned by mistake',
    });
  });

  it('flags a shared device and lists the accounts behind it', async () => {
    await existingSession('moderator');
    const { user } = renderApp(`/content-review/device-manage?deviceId=${FIXED_DEVICES.accountFarm}`);
    const table = await screen.findByRole('table');
    const row = await deviceRow(table, FIXED_DEVICES.accountFarm);
    expect(within(row).getByText('Shared')).toBeInTheDocument();
    expect(within(row).getByText('Banned')).toBeInTheDocument();
    expect(within(row).getByText('Permanent')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Ban' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Accounts on 9f3a****5a60: 5' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Accounts on device 9f3a****5a60')).toBeInTheDocument();
    expect(await within(drawer).findByText('spam_seller88')).toBeInTheDocument();
    expect(within(drawer).getByText('omar_k')).toBeInTheDocument();
    expect(within(drawer).getAllByRole('row')).toHaveLength(6);
  });

  it("shows the server's refusal of a second ban, and refuses an operator who calls the endpoint", async () => {
    await existingSession('moderator');
    const { user } = renderApp(`/content-review/device-manage?deviceId=${FIXED_DEVICES.chinesePhone}`);
    const table = await screen.findByRole('table');
    const row = await deviceRow(table, FIXED_DEVICES.chinesePhone);
    expect(within(row).getByText('Not banned')).toBeInTheDocument();

    // Another moderator bans it while this list still shows it unbanned.
    await deviceApi.ban(FIXED_DEVICES.chinesePhone, { duration: '7d', reason: 'Spam from this phone' });
    await user.click(within(row).getByRole('button', { name: 'Ban' }));
    const dialog = await dialogTitled(/^Ban device 7c2e\*{4}a355\?/);
    await fill(user, within(dialog).getByLabelText('Reason'), 'Advertising accounts');
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This device is already banned');
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Advertising accounts');
    expect(bansOn(FIXED_DEVICES.chinesePhone)).toHaveLength(1);

    const notBanned = await rejectionOf(deviceApi.unban(FIXED_DEVICES.arabicPhone, 'No reason to keep it'));
    expect(notBanned.message).toBe('This device is not banned');

    clearClientState();
    await existingSession('operator');
    const forbidden = await rejectionOf(deviceApi.ban(FIXED_DEVICES.arabicPhone, { duration: '1d', reason: 'Spam' }));
    expect(forbidden.code).toBe(403);
    expect(forbidden.message).toContain('/content-review/device-manage:ban');
    expect(bansOn(FIXED_DEVICES.arabicPhone)).toHaveLength(0);
  });
});

describe('content-review/ban-manage', () => {
  it('lifts a device ban with a required reason; the device shows unbanned in device-manage', async () => {
    await existingSession('moderator');
    const { user } = renderApp(`/content-review/ban-manage?subject=device&subjectId=${FIXED_DEVICES.accountFarm}`);
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('9f3a****5a60')).closest('tr') as HTMLElement;
    expect(within(row).getByText('In force')).toBeInTheDocument();
    expect(within(row).getByText('Device')).toBeInTheDocument();
    // The lifted ban on the family tablet is history: not listed unless asked for.
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    await user.click(within(row).getByRole('button', { name: 'Lift' }));
    const dialog = await dialogTitled('Lift the ban on Device 9f3a****5a60?');
    await user.click(within(dialog).getByRole('button', { name: 'Lift' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Reason'), 'Appeal accepted: family phone');
    await user.click(within(dialog).getByRole('button', { name: 'Lift' }));
    expect(await screen.findByText('Ban lifted')).toBeInTheDocument();
    expect(await within(table).findByText('Nothing here yet')).toBeInTheDocument();

    await chooseFilter(user, 'Status', 'Lifted');
    const lifted = (await within(table).findByText('Appeal accepted: family phone')).closest('tr') as HTMLElement;
    expect(within(lifted).getByText('Lifted', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(lifted).getByText(/^moderator, /)).toBeInTheDocument();

    const nav = screen.getByRole('menu', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('menuitem', { name: /^Device Management/ }));
    await screen.findByRole('heading', { name: 'Device Management', level: 1 });
    const devices = await screen.findByRole('table');
    await user.click(await screen.findByLabelText('Device ID'));
    await fill(user, screen.getByLabelText('Device ID'), FIXED_DEVICES.accountFarm);
    // By role: a screen kept open in another tab keeps its own (hidden) Search button.
    await user.click(screen.getByRole('button', { name: /Search$/ }));
    const device = await deviceRow(devices, FIXED_DEVICES.accountFarm);
    await waitFor(() => expect(within(device).getByText('Not banned')).toBeInTheDocument());
    expect(within(device).getByRole('button', { name: 'Ban' })).toBeInTheDocument();
  });

  it('shows a detection ban’s reason from its list in Arabic, with the moderator’s note in its own direction', async () => {
    const ban = db
      .all<BanRow>(BANS_COLLECTION)
      .find((row) => row.origin === 'male-detect' && banState(row, Date.now()) === 'inForce')!;
    db.update<BanRow>(BANS_COLLECTION, ban.id, { reason: 'Profile photo shows a man' });
    await setLanguage('ar');
    await existingSession('moderator');
    renderApp(`/content-review/ban-manage?subject=account&subjectId=${ban.subjectId}`);
    const table = await screen.findByRole('table');
    const note = await within(table).findByText('Profile photo shows a man');
    const row = note.closest('tr') as HTMLElement;
    expect(within(row).getByText('حساب رجل في مجتمع النساء')).toBeInTheDocument();
    expect(note.closest('bdi')).toHaveAttribute('dir', 'auto');
  });

  it('lists history only when asked, and the mock refuses a lift of a lifted or ended ban, or without a reason', async () => {
    await existingSession('moderator');
    const inForce = await banApi.page({ current: 1, size: 500 });
    expect(inForce.total).toBeGreaterThan(100);
    expect(inForce.records.every((ban) => ban.state === 'inForce')).toBe(true);
    const all = await banApi.page({ state: 'all', current: 1, size: 10 });
    expect(all.total).toBeGreaterThan(inForce.total);
    const accounts = await banApi.page({ subject: 'account', origin: 'male-detect', current: 1, size: 50 });
    expect(accounts.records.length).toBeGreaterThan(0);
    expect(accounts.records.every((ban) => ban.subject === 'account' && ban.origin === 'male-detect')).toBe(true);

    const now = Date.now();
    const stored = db.all<BanRow>(BANS_COLLECTION);
    const ended = stored.find((ban) => banState(ban, now) === 'ended')!;
    const lifted = stored.find((ban) => banState(ban, now) === 'lifted')!;
    const live = stored.find((ban) => banState(ban, now) === 'inForce')!;
    expect((await rejectionOf(banApi.lift(ended.id, 'Appeal'))).message).toBe('This ban has already ended');
    expect((await rejectionOf(banApi.lift(lifted.id, 'Appeal'))).message).toBe('This ban has already been lifted');
    expect((await rejectionOf(banApi.lift(live.id, '   '))).message).toBe('Please give a reason');
    expect(db.byId<BanRow>(BANS_COLLECTION, live.id)!.liftedAt).toBeNull();
  });
});
