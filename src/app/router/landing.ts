import { loadPermissions } from '../session/load-permissions';
import { usePermissionsStatus } from '../session/permissions-status';
import { prefetchScreen } from './prefetch';

/**
 * How long the shell waits for the screen at the address before it shows without it (a download that
 * stalls); the screen then shows its own loading view until it comes.
 */
const LANDING_SCREEN_WAIT_MS = 3_000;

/**
 * A page load with a session: what the admin may see, the chunk of the screen at the address and the
 * translations of the shell and the screens, asked for at once and side by side. The shell shows once
 * the permissions and the screen are in, so its first render shows the screen with its strings: shown
 * before the screen, the shell would show the screen's loading view, and React holds a screen back for a
 * while after its loading view has shown. The console's guard calls it as soon as it sees a token, while
 * the shell's own chunk is still on its way; the shell calls it again in case that import failed. Once
 * asked, it does nothing (the permissions are loading or in).
 */
export function startLanding(uri: string, screenWaitMs = LANDING_SCREEN_WAIT_MS): void {
  if (usePermissionsStatus.getState().status !== 'idle') return;
  const screen = prefetchScreen(uri);
  const waited = new Promise<void>((resolve) => setTimeout(resolve, screenWaitMs));
  void loadPermissions({ readyWith: Promise.race([screen, waited]) }).catch(() => undefined);
}
