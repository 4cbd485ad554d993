import { loadPermissions } from '../session/load-permissions';
import { usePermissionsStatus } from '../session/permissions-status';
import { preloadLandingScreen } from './prefetch';

/**
 * A page load with a session: what the admin may see, the chunk of the screen at the address and the
 * shell's translations, asked for at once and side by side. The console's guard calls it as soon as it
 * sees a token, while the shell's own chunk is still on its way; the shell calls it again in case that
 * import failed. Once asked, it does nothing (the permissions are loading or in).
 */
export function startLanding(uri: string): void {
  if (usePermissionsStatus.getState().status !== 'idle') return;
  void loadPermissions().catch(() => undefined);
  void preloadLandingScreen(uri);
}
