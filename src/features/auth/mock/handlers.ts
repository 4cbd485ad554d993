import { http } from 'msw';
import { accountOf, withAccount, type AdminAccountRow as AccountRow, type SessionRow } from '../../../mocks/auth-guard';
import { COLLECTIONS } from '../../../mocks/collections';
import { db } from '../../../mocks/db';
import { api, failure, ok } from '../../../mocks/envelope';
import { MOCK_CHAT_APP_CODE } from '../../../shared/session/chat-app';

const CHAT_APP_ACCOUNT = 'operator';

function newToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Sessions the demo keeps: the oldest go first, so the browser's storage, where the demo keeps its
 * changes, never fills up with sign-ins (a sign-in with full storage would otherwise be refused).
 */
const KEPT_SESSIONS = 20;

function startSession(account: AccountRow) {
  const sessions = db.all<SessionRow>(COLLECTIONS.sessions);
  // Ids grow with every insert: the lowest are the oldest.
  const oldest = [...sessions].sort((a, b) => a.id - b.id).slice(0, Math.max(0, sessions.length - KEPT_SESSIONS + 1));
  oldest.forEach((session) => db.remove(COLLECTIONS.sessions, session.id));
  const token = newToken();
  db.insert<SessionRow>(COLLECTIONS.sessions, { token, accountId: account.id });
  return ok({ token });
}

/** The signed-in user info of spec section 3: everything but the password and the role ids. */
function toUserInfo(account: AccountRow) {
  const { password: _password, roleIds, ...info } = account;
  return { ...info, verifyEmail: true, authorities: roleIds.map((id) => `ROLE_${id}`), userSource: 'console' };
}

export const authHandlers = [
  http.post<never, { username?: string; password?: string }>(api('/admin/api/authenticate'), async ({ request }) => {
    const { username, password } = await request.json();
    if (!username?.trim() || !password) return failure(400, 'Username and password are required', { httpStatus: 400 });
    const account = db.find<AccountRow>(COLLECTIONS.accounts, (row) => row.login === username.trim());
    if (!account || account.password !== password) {
      return failure(400, 'Wrong username or password', { httpStatus: 400, title: 'Wrong username or password' });
    }
    if (!account.activated) return failure(403, 'This account is disabled', { httpStatus: 403 });
    return startSession(account);
  }),

  http.post<never, { code?: string }>(api('/admin/api/authenticate/chat-app'), async ({ request }) => {
    const { code } = await request.json();
    if (code !== MOCK_CHAT_APP_CODE)
      return failure(400, 'The chat app did not authorise this sign-in', { httpStatus: 400 });
    const account = db.find<AccountRow>(COLLECTIONS.accounts, (row) => row.login === CHAT_APP_ACCOUNT);
    if (!account?.activated) return failure(403, 'This account is disabled', { httpStatus: 403 });
    return startSession(account);
  }),

  http.get(
    api('/admin/api/account'),
    withAccount(({ account }) => ok(toUserInfo(account))),
  ),

  http.post(api('/admin/api/logout'), ({ request }) => {
    const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '');
    const session = accountOf(request) && db.find<SessionRow>(COLLECTIONS.sessions, (row) => row.token === token);
    if (session) db.remove(COLLECTIONS.sessions, session.id);
    return ok(null);
  }),
];
