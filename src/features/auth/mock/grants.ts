import { grant } from '../../../mocks/endpoint-grant';
import { AUTH_ENDPOINTS as E } from '../endpoints';

/** Signing in and out needs nothing; the admin's own account and what it may see, a session. */
export const AUTH_GRANTS = [
  grant(E.login, 'nothing'),
  grant(E.loginWithChatApp, 'nothing'),
  grant(E.simulatedChatAppAuthorize, 'nothing'),
  grant(E.account, 'session'),
  grant(E.logout, 'nothing'),
  grant(E.adminAuths, 'session'),
  grant(E.menuTree, 'session'),
];
