import { FIXED_DEVICES } from '../../src/features/bans/mock/seed';
import { useLockPreferences } from '../../src/shared/stores/idle-lock-store';
import { waitFor } from '../support/dom';
import { tabNamed } from './tab-actions';
import { existingSession, fill, renderApp, screen, within } from './render-app';

type User = ReturnType<typeof renderApp>['user'];

const DEVICES = `/content-review/device-manage?deviceId=${FIXED_DEVICES.arabicPhone}`;
const MASKED = 'E621****6E5F';

async function revealDeviceId(user: User): Promise<HTMLElement> {
  const table = await screen.findByRole('table');
  const row = (await within(table).findByText(MASKED)).closest('tr') as HTMLElement;
  await user.click(await within(row).findByRole('button', { name: 'Reveal device ID' }));
  const title = await screen.findByText('Why do you need to see this device ID in full?', {
    selector: '.ant-modal-title',
  });
  const dialog = title.closest('.ant-modal') as HTMLElement;
  await fill(user, within(dialog).getByLabelText('Reason'), 'Report #5521 says this phone runs fake accounts');
  await user.click(within(dialog).getByRole('button', { name: 'Reveal' }));
  expect(await within(row).findByText(FIXED_DEVICES.arabicPhone)).toBeInTheDocument();
  return row;
}

async function lockAndUnlock(user: User, password: string) {
  await user.click(screen.getByRole('button', { name: /\(user menu\)$/ }));
  await user.click(await screen.findByText('Lock now'));
  const prompt = await screen.findByRole('dialog', { name: 'Console locked' });
  await fill(user, within(prompt).getByLabelText('Password'), password);
  await user.click(within(prompt).getByRole('button', { name: 'Unlock' }));
  await waitFor(() => expect(prompt).not.toBeInTheDocument());
}

/** The watermark's tile as the panel of a drawer or modal shows it (painted by its ::after). */
const markOn = (panel: Element) => getComputedStyle(panel, '::after').backgroundImage;

describe('what the lock and a hidden tab take away', () => {
  afterEach(() => useLockPreferences.setState({ choices: {} }));

  it('masks a revealed value again once the console locks', async () => {
    await existingSession('moderator');
    const { user } = renderApp(DEVICES);
    const row = await revealDeviceId(user);

    await lockAndUnlock(user, 'moderator123');
    expect(within(row).getByText(MASKED)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(FIXED_DEVICES.arabicPhone);
  });

  it('masks a revealed value again when its tab goes to the background', async () => {
    await existingSession('moderator');
    const { user } = renderApp(DEVICES);
    await revealDeviceId(user);

    await user.click(tabNamed('Home'));
    await screen.findByRole('heading', { name: /Hello/ });
    await user.click(tabNamed('Device Management'));
    const table = await screen.findByRole('table');
    expect(await within(table).findByText(MASKED)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(FIXED_DEVICES.arabicPhone);
  });
});

describe('the watermark over drawers and modals', () => {
  afterEach(() => useLockPreferences.setState({ choices: {} }));

  it('covers an open drawer while it is on, and leaves it when turned off', async () => {
    await existingSession('admin');
    const { user } = renderApp('/permissions-manage/account');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /New account/ }));
    const drawer = await screen.findByRole('dialog');
    const panel = drawer.closest('.ant-drawer-content-wrapper')!;
    await waitFor(() => expect(markOn(panel)).toMatch(/^url\("data:image\/png/));
    expect(getComputedStyle(panel, '::after').pointerEvents).toBe('none');

    useLockPreferences.getState().setWatermark('admin', false);
    await waitFor(() => expect(markOn(panel)).toBe('none'));
  });
});
