import { pathOf } from '../../shared/api/endpoint';
import { http } from '../../shared/request/http';
import type { UserInfo } from '../../shared/stores/user-info';
import { AUTH_ENDPOINTS as E } from './endpoints';

export interface Credentials {
  username: string;
  password: string;
  rememberMe: boolean;
}

/** A flat permitted entry as getAdminUserAuth lists it. */
export interface AuthGrant {
  id: number | string;
  uri: string;
  type: number;
  parentId?: number | string | null;
}

const AUTHENTICATE = pathOf(E.login);
const LOGOUT = pathOf(E.logout);

export const authApi = {
  /** Signs in; login errors are shown on the form, so the global message stays silent. */
  login: (credentials: Credentials) => http.post<{ token: string }>(AUTHENTICATE, credentials, { silent: true }),
  /** Signs in again from the lock prompt, which shows its own errors. */
  unlock: (credentials: Credentials) =>
    http.post<{ token: string }>(AUTHENTICATE, credentials, { silent: true, whileLocked: true }),
  /** Exchanges the chat app's code, with the state it was issued for, for a session. */
  loginWithChatApp: (code: string, state: string) =>
    http.post<{ token: string }>(pathOf(E.loginWithChatApp), { code, state }, { silent: true }),
  /** Only the built-in mock has this: its stand-in for the chat app's authorize step issues the code. */
  simulatedChatAppAuthorize: (state: string) =>
    http.post<{ code: string }>(pathOf(E.simulatedChatAppAuthorize), { state }, { silent: true }),
  account: () => http.get<UserInfo>(pathOf(E.account)),
  logout: () => http.post<null>(LOGOUT, undefined, { silent: true }),
  /** Ends the session of `token`, which the locked console no longer holds. */
  endSession: (token: string) =>
    http.post<null>(LOGOUT, undefined, {
      silent: true,
      skipLoading: true,
      whileLocked: true,
      headers: { Authorization: token },
    }),
  // The permission calls stay silent: the shell's banner explains a failure and offers a retry.
  adminAuths: () =>
    http.get<{ auths: AuthGrant[] }>(pathOf(E.adminAuths), undefined, { silent: true }),
  menuTree: () => http.post<unknown>(pathOf(E.menuTree), undefined, { silent: true }),
};
