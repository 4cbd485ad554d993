import { accountOf, tokenOf, withAccount, type AdminAccountRow as AccountRow } from '../../../mocks/auth-guard';
import { COLLECTIONS } from '../../../mocks/collections';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { endSession, startSession } from '../../../mocks/sessions';
import { releaseClaimsOf } from '../../review/mock';
import { releaseTaggingClaimsOf } from '../../tagging/mock';
import { AUTH_ENDPOINTS as E } from '../endpoints';
import { issueChatAppCode, redeemChatAppCode } from './chat-app-codes';

const CHAT_APP_ACCOUNT = 'operator';
const voice = mockVoice('login');

/** A refused sign-in in the server's words (`serverRefusals.<key>`), with the HTTP status of its code. */
async function refusedSignIn(request: Request, code: 400 | 403, key: string) {
  const message = await voice.say(request, `serverRefusals.${key}`);
  return failure(code, message, { httpStatus: code, ...(key === 'wrongCredentials' ? { title: message } : {}) });
}

function signIn(account: AccountRow) {
  return ok({ token: startSession(account.id).token });
}

/** The signed-in user info of spec section 3: everything but the password and the role ids. */
function toUserInfo(account: AccountRow) {
  const { password: _password, roleIds, ...info } = account;
  return { ...info, verifyEmail: true, authorities: roleIds.map((id) => `ROLE_${id}`), userSource: 'console' };
}

export const authHandlers = [
  route<{ username?: string; password?: string }>(E.login, async ({ request }) => {
    const { username, password } = await request.json();
    if (!username?.trim() || !password) return refusedSignIn(request, 400, 'credentialsRequired');
    const account = db.find<AccountRow>(COLLECTIONS.accounts, (row) => row.login === username.trim());
    if (!account || account.password !== password) {
      return refusedSignIn(request, 400, 'wrongCredentials');
    }
    if (!account.activated) return refusedSignIn(request, 403, 'disabled');
    return signIn(account);
  }),

  /** Exchanges a code of the chat app's authorize step, with the state it was issued for, for a session. */
  route<{ code?: string; state?: string }>(E.loginWithChatApp, async ({ request }) => {
    const { code, state } = await request.json();
    if (!redeemChatAppCode(code ?? '', state ?? '')) return voice.refuse(request, 400, 'errors.chatAppState');
    const account = db.find<AccountRow>(COLLECTIONS.accounts, (row) => row.login === CHAT_APP_ACCOUNT);
    if (!account?.activated) return refusedSignIn(request, 403, 'disabled');
    return signIn(account);
  }),

  /**
   * Only the mock has this: it plays the chat app's authorize step for the login page's simulated
   * authorisation (the HTTP mock server's authorize page does the same for a real-gateway build).
   */
  route<{ state?: string }>(E.simulatedChatAppAuthorize, async ({ request }) => {
    const { state } = await request.json();
    if (!state) return voice.refuse(request, 400, 'errors.chatAppState');
    return ok({ code: issueChatAppCode(state) });
  }),

  route(
    E.account,
    withAccount(({ account }) => ok(toUserInfo(account))),
  ),

  route(E.logout, ({ request }) => {
    const account = accountOf(request);
    if (account) {
      releaseClaimsOf(account.login);
      releaseTaggingClaimsOf(account.login);
    }
    endSession(tokenOf(request));
    return ok(null);
  }),
];
