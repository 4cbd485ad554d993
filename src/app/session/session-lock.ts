import { authApi } from '../../features/auth';
import { t } from '../../shared/i18n/i18n';
import { useLockState } from '../../shared/stores/idle-lock-store';
import { useSessionStore } from '../../shared/stores/session-store';
import { SignInError } from './sign-in';

/**
 * Locks the session in every tab. The token leaves the page at once (idle-lock-store) and the server is
 * told to end it, so neither a hand-edited storage nor another tab can show data again without the
 * password: unlocking is a new sign-in with a new token.
 */
export async function lockSession(): Promise<void> {
  const { token } = useSessionStore.getState();
  if (!token || useLockState.getState().locked) return;
  useLockState.getState().lock();
  await authApi.endSession(token).catch(() => undefined);
}

/** Signs the locked admin in again; rejects with the server's refusal (a wrong password) and stays locked. */
export async function unlockSession(password: string): Promise<void> {
  const { login } = useSessionStore.getState().userInfo;
  const { token } = await authApi.unlock({ username: login, password, rememberMe: false });
  // The fresh token is held to the same rule as at sign-in.
  if (!useSessionStore.getState().setToken(token)) throw new SignInError(t('login:errors.badToken'));
  useLockState.getState().unlock();
}
