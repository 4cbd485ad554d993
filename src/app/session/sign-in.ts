import { authApi } from '../../features/auth';
import { t } from '../../shared/i18n/i18n';
import { clearClientState } from '../../shared/session/logout';
import { useSessionStore } from '../../shared/stores/session-store';
import { loadPermissions } from './load-permissions';

export class SignInError extends Error {}

/** After the server hands a token: store it, then the account info, then the permissions. */
export async function completeSignIn(token: string): Promise<void> {
  if (!useSessionStore.getState().setToken(token)) throw new SignInError(t('login:errors.badToken'));
  try {
    useSessionStore.getState().setUserInfo(await authApi.account());
    await loadPermissions({ forceRefresh: true });
  } catch (error) {
    clearClientState();
    throw error;
  }
}

/** Tells the server (best effort) and forgets everything on this side. */
export async function signOut(): Promise<void> {
  await authApi.logout().catch(() => undefined);
  clearClientState();
}
