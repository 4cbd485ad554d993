import { cleanup, waitFor } from '../support/dom';
import { appUserApi } from '../../src/features/app-users/api';
import { deviceApi } from '../../src/features/bans/api';
import { FIXED_DEVICES } from '../../src/features/bans/mock/seed';
import { accountApi } from '../../src/features/permissions/api';
import { ROLE_IDS, type MenuRow, type RoleRow } from '../../src/features/permissions/mock/permissions-seed';
import { PRIVACY_COLLECTIONS, type RevealRow } from '../../src/features/privacy/mock/seed';
import type { AdminAccountRow } from '../../src/mocks/auth-guard';
import { COLLECTIONS } from '../../src/mocks/collections';
import { db } from '../../src/mocks/db';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { revealApi } from '../../src/shared/privacy/reveal-api';
import { clearClientState } from '../../src/shared/session/logout';
import { rejectionOf } from '../support/promises';
import { existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';

type User = ReturnType<typeof renderApp>['user'];

const DEVICES = '/content-review/device-manage';
const ARABIC_PHONE_MASKED = 'E621****6E5F';
const LINA = { id: 1_000_004, phone: '+86 13812345678', masked: '+86 138****5678' };
const FATIMA = { phone: '+966 501234567', masked: '+966 501****67' };

const reveals = () => db.all<RevealRow>(PRIVACY_COLLECTIONS.reveals);
const newReveals = (before: number) => reveals().filter((row) => row.id > before);
const lastRevealId = () => Math.max(0, ...reveals().map((row) => row.id));

/** The reason dialog the eye button opens, by its question. */
async function reasonDialog(question: string) {
  return (await screen.findByText(question, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
}

async function reveal(user: User, container: HTMLElement, button: string, question: string, reason: string) {
  await user.click(within(container).getByRole('button', { name: button }));
  const dialog = await reasonDialog(question);
  await fill(user, within(dialog).getByLabelText('Reason'), reason);
  await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

describe('personal data', () => {
  it('lists device IDs masked by the server, asks a reason to reveal one, and audits who saw it', async () => {
    await existingSession('moderator');
    // What the browser receives: the mask, never the clear ID.
    const page = await deviceApi.page({ deviceId: FIXED_DEVICES.arabicPhone, current: 1, size: 10 });
    expect(page.records).toHaveLength(1);
    expect(page.records[0].deviceId).toBe(ARABIC_PHONE_MASKED);
    expect(JSON.stringify(page)).not.toContain(FIXED_DEVICES.arabicPhone);

    const { user } = renderApp(`${DEVICES}?deviceId=${FIXED_DEVICES.arabicPhone}`);
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText(ARABIC_PHONE_MASKED)).closest('tr') as HTMLElement;
    expect(document.body.textContent).not.toContain(FIXED_DEVICES.arabicPhone);

    const before = lastRevealId();
    // The eye button comes once the privacy translations are in (the mask shows before it).
    await user.click(await within(row).findByRole('button', { name: 'Reveal device ID' }));
    const dialog = await reasonDialog('Why do you need to see this device ID in full?');
    await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    expect(newReveals(before)).toHaveLength(0);
    await fill(user, within(dialog).getByLabelText('Reason'), 'Report #5521 says this phone runs fake accounts');
    await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    expect(await within(row).findByText(FIXED_DEVICES.arabicPhone)).toBeInTheDocument();
    expect(within(row).queryByText(ARABIC_PHONE_MASKED)).not.toBeInTheDocument();

    const [audit] = newReveals(before);
    expect(audit).toMatchObject({
      adminLogin: 'moderator',
      entity: 'device',
      entityId: 1,
      field: 'deviceId',
      kind: 'deviceId',
      reason: 'Report #5521 says this phone runs fake accounts',
    });
    expect(Date.now() - Date.parse(audit.time)).toBeLessThan(60_000);

    // Hidden again on demand, and not kept anywhere: the same list opened again shows the mask.
    await user.click(within(row).getByRole('button', { name: 'Hide device ID' }));
    expect(within(row).getByText(ARABIC_PHONE_MASKED)).toBeInTheDocument();
    expect(within(row).queryByText(FIXED_DEVICES.arabicPhone)).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reveal device ID' })).toBeInTheDocument();
  });

  it('refuses a reveal without a reason or of what is not personal data, in the caller’s language', async () => {
    await existingSession('moderator');
    const before = lastRevealId();
    const blank = await rejectionOf(revealApi.reveal({ entity: 'device', id: 1, field: 'deviceId', reason: '  ' }));
    expect(blank.code).toBe(400);
    expect(blank.message).toBe('Please give a reason for revealing this');
    const notPersonal = await rejectionOf(revealApi.reveal({ entity: 'device', id: 1, field: 'model', reason: 'x' }));
    expect(notPersonal.message).toBe('This is not personal data that can be revealed');
    const missing = await rejectionOf(
      revealApi.reveal({ entity: 'device', id: 999_999, field: 'deviceId', reason: 'Checking' }),
    );
    expect(missing.code).toBe(404);
    await setLanguage('zh');
    const chinese = await rejectionOf(revealApi.reveal({ entity: 'device', id: 1, field: 'deviceId', reason: '' }));
    expect(chinese.message).toBe('请填写查看理由');
    expect(newReveals(before)).toHaveLength(0);

    const { value } = await revealApi.reveal({ entity: 'ban', id: 1, field: 'subjectId', reason: 'Appeal' });
    expect(value).toBe(FIXED_DEVICES.accountFarm);
    expect(newReveals(before)).toHaveLength(1);
  });

  it('shows the server’s refusal in the dialog and keeps the reason typed', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/user-list?login=lina_wu');
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('lina_wu')).closest('tr') as HTMLElement;
    await within(row).findByRole('button', { name: 'Reveal phone number' });
    // The user's phone record goes away while the list still shows her.
    db.remove(PRIVACY_COLLECTIONS.phones, LINA.id);
    await user.click(within(row).getByRole('button', { name: 'Reveal phone number' }));
    const dialog = await reasonDialog('Why do you need to see this phone number in full?');
    await fill(user, within(dialog).getByLabelText('Reason'), 'Calling her back about her appeal');
    await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There is nothing to reveal: the record or its value no longer exists',
    );
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Calling her back about her appeal');
    expect(within(row).getByText(LINA.masked)).toBeInTheDocument();
  });

  it('masks phones in the user list and details and e-mails of admins; the reveal log shows each reveal', async () => {
    await existingSession('admin');
    const list = await appUserApi.page({ login: 'lina_wu', current: 1, size: 10 });
    expect(list.records[0].phone).toBe(LINA.masked);
    expect(JSON.stringify(list)).not.toContain('13812345678');
    expect((await appUserApi.detail(LINA.id)).phone).toBe(LINA.masked);

    const { user } = renderApp('/user-manage/user-list?login=lina_wu');
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('lina_wu')).closest('tr') as HTMLElement;
    expect(within(row).getByText(LINA.masked)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Details' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(LINA.masked)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('13812345678');

    await reveal(
      user,
      drawer,
      'Reveal phone number',
      'Why do you need to see this phone number in full?',
      'She asked for a call back',
    );
    expect(await within(drawer).findByText(LINA.phone)).toBeInTheDocument();
    // Revealed in the details only: the list row still shows the mask.
    expect(within(row).getByText(LINA.masked)).toBeInTheDocument();

    // Another page: the admin accounts, where the reveal log is.
    cleanup();
    renderApp('/permissions-manage/account');
    await screen.findByRole('heading', { name: 'Account Management', level: 1 });
    const accounts = await screen.findByRole('table');
    await whenSettled(accounts);
    expect(within(accounts).getByText('a***@console.example.invalid')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('admin@console.example.invalid');

    await user.click(screen.getByRole('button', { name: /Reveal log/ }));
    const log = await screen.findByRole('dialog', { name: /^Reveal log/ });
    const logTable = await within(log).findByRole('table');
    const first = (await within(logTable).findByText('She asked for a call back')).closest('tr') as HTMLElement;
    expect(within(first).getByText('admin')).toBeInTheDocument();
    expect(within(first).getByText(`App user #${LINA.id}`)).toBeInTheDocument();
    expect(within(first).getByText('Phone number')).toBeInTheDocument();
    expect(within(first).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(logTable.querySelector('tbody tr.ant-table-row')).toBe(first);

    const filters = within(log).getByRole('form', { name: 'Reveal log filters' });
    await fill(user, within(filters).getByLabelText('Admin login'), 'moderator');
    await user.click(within(filters).getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(within(logTable).queryByText('She asked for a call back')).not.toBeInTheDocument());
    const rows = logTable.querySelectorAll('tbody tr.ant-table-row');
    expect(rows.length).toBe(2);
    for (const shown of rows) expect(within(shown as HTMLElement).getByText('moderator')).toBeInTheDocument();
  });

  it('keeps an admin’s address when the edit form sends its mask back, and takes a new one', async () => {
    await existingSession('admin');
    const operator = db.byId<AdminAccountRow>(COLLECTIONS.accounts, 3)!;
    const input = { login: 'operator', firstName: 'Omar F.', roleIds: operator.roleIds, activated: true };
    const saved = await accountApi.update(3, { ...input, email: 'o***@console.example.invalid' });
    expect(saved.email).toBe('o***@console.example.invalid');
    expect(db.byId<AdminAccountRow>(COLLECTIONS.accounts, 3)).toMatchObject({
      firstName: 'Omar F.',
      email: 'operator@console.example.invalid',
    });
    await accountApi.update(3, { ...input, email: 'omar.farouk@example.com' });
    expect(db.byId<AdminAccountRow>(COLLECTIONS.accounts, 3)!.email).toBe('omar.farouk@example.com');
  });

  it('shows no reveal button without the screen’s reveal entry, and the mock refuses the call', async () => {
    const entry = db.find<MenuRow>(COLLECTIONS.menus, (menu) => menu.uri === `${DEVICES}:reveal`)!;
    const moderator = db.byId<RoleRow>(COLLECTIONS.roles, ROLE_IDS.moderator)!;
    db.update<RoleRow>(COLLECTIONS.roles, ROLE_IDS.moderator, {
      menuIds: moderator.menuIds.filter((id) => id !== entry.id),
    });
    await existingSession('moderator');
    renderApp(`${DEVICES}?deviceId=${FIXED_DEVICES.arabicPhone}`);
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText(ARABIC_PHONE_MASKED)).closest('tr') as HTMLElement;
    // The ban-manage reveal the role still holds does not open device-manage's.
    await within(row).findByRole('button', { name: 'Ban' });
    expect(within(row).queryByRole('button', { name: 'Reveal device ID' })).not.toBeInTheDocument();

    const before = lastRevealId();
    const refused = await rejectionOf(
      revealApi.reveal({ entity: 'device', id: 1, field: 'deviceId', reason: 'Just curious' }),
    );
    expect(refused.code).toBe(403);
    expect(refused.message).toContain(`${DEVICES}:reveal`);
    expect(refused.message).not.toContain(FIXED_DEVICES.arabicPhone);
    const log = await rejectionOf(revealApi.reveals({ current: 1, size: 10 }));
    expect(log.code).toBe(403);
    expect(newReveals(before)).toHaveLength(0);

    clearClientState();
    await existingSession('operator');
    const operator = await rejectionOf(
      revealApi.reveal({ entity: 'appUser', id: LINA.id, field: 'phone', reason: 'Campaign' }),
    );
    expect(operator.code).toBe(403);
    expect(newReveals(before)).toHaveLength(0);
  });

  it('renders a masked phone number left to right in Arabic', async () => {
    await setLanguage('ar');
    await existingSession('admin');
    renderApp('/user-manage/user-list?login=fatima.h');
    const table = await screen.findByRole('table');
    const masked = await within(table).findByText(FATIMA.masked);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(masked).toHaveAttribute('dir', 'ltr');
    expect(getComputedStyle(masked).direction).toBe('ltr');
    // Laid out as written: the "+" is left of the stars, the stars left of the last digits.
    const box = (index: number) => {
      const range = document.createRange();
      range.setStart(masked.firstChild!, index);
      range.setEnd(masked.firstChild!, index + 1);
      return range.getBoundingClientRect().left;
    };
    const text = masked.textContent!;
    expect(box(0)).toBeLessThan(box(text.indexOf('*')));
    expect(box(text.indexOf('*'))).toBeLessThan(box(text.length - 1));
    expect(await within(table).findByRole('button', { name: 'إظهار رقم الهاتف' })).toBeInTheDocument();
  });
});
