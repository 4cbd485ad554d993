import { withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../app-users/mock';
import { CHAT_RECORD_ENDPOINTS as E } from '../endpoints';
import { accessExpiry, accessRefusal, dayRange, reasonProblem, userIdProblem } from '../rules';
import {
  CHAT_RULES,
  type AccessLogEntry,
  type ChatUser,
  type ConversationAccess,
  type ConversationPage,
  type ConversationSummary,
} from '../types';
import { CHAT_COLLECTIONS as C, type AccessLogRow, type ConversationRow, type MessageRow } from './seed';

function chatUser(id: number): ChatUser {
  const user = db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, id);
  return { id, login: user?.login ?? String(id), nickname: user?.nickname ?? '', avatar: user?.avatar ?? '' };
}

const voice = mockVoice('chatRecords');
/** The app users' texts the console already has (an unknown user, a reason too long), worded the same. */
const usersVoice = mockVoice('users');

/**
 * A refusal in the caller's language (`serverRefusals.<key>`; a refused access is keyed by its kind); a 403
 * or a 404 on a conversation is also the answer's HTTP status.
 */
const refuse = async (code: number, message: Promise<string>, httpStatus = 200) =>
  failure(code, await message, { httpStatus });
const serverRefusal = (request: Request, code: number, key: string, httpStatus = 200) =>
  refuse(code, voice.say(request, `serverRefusals.${key}`), httpStatus);
const noSuchConversation = (request: Request) => serverRefusal(request, 404, 'noConversation', 404);
const badRange = (request: Request) => serverRefusal(request, 400, 'badRange');
const badUserId = (request: Request) => refuse(400, voice.say(request, 'search.userIdFormat'));

export const chatRecordHandlers = [
  // One user's conversations in a time range: who with, how many messages, when; never what was said.
  route(
    E.conversations,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const typed = url.searchParams.get('userId');
      const problem = userIdProblem(typed);
      if (problem === 'missing') return serverRefusal(request, 400, 'userIdRequired');
      if (problem === 'format') return badUserId(request);
      const userId = Number(typed!.trim());
      if (!db.byId(APP_USER_COLLECTIONS.users, userId))
        return refuse(404, usersVoice.say(request, 'idList.unknownUsers', { ids: userId }));
      const inRange = dayRange(url.searchParams.get('range'));
      if (!inRange) return badRange(request);
      const own = new Set(
        db
          .all<ConversationRow>(C.conversations)
          .filter((row) => row.userA === userId || row.userB === userId)
          .map((row) => row.id),
      );
      const groups = new Map<number, MessageRow[]>();
      for (const message of db.all<MessageRow>(C.messages)) {
        if (!own.has(message.conversationId) || !inRange(message.sentAt)) continue;
        const group = groups.get(message.conversationId) ?? [];
        group.push(message);
        groups.set(message.conversationId, group);
      }
      const summaries: ConversationSummary[] = [...groups].map(([id, messages]) => {
        const row = db.byId<ConversationRow>(C.conversations, id)!;
        const times = messages.map((message) => message.sentAt).sort();
        return {
          id,
          other: chatUser(row.userA === userId ? row.userB : row.userA),
          messageCount: messages.length,
          firstMessageAt: times[0],
          lastMessageAt: times[times.length - 1],
        };
      });
      // The most recent conversations first unless another order is asked for.
      const query = readPageQuery(url);
      const page = paginate(summaries, { ...query, sort: query.sort ?? { field: 'lastMessageAt', order: 'desc' } });
      return ok<ConversationPage>({ ...page, user: chatUser(userId) });
    }),
  ),

  // Opening a conversation: the reason is kept with who looked and when, and answers the access to quote.
  route<{ reason?: unknown }>(
    E.open,
    withAccount(async ({ request, params, account }) => {
      const id = Number(params.id);
      if (!db.byId(C.conversations, id)) return noSuchConversation(request);
      const body = (await request.json().catch(() => null)) as { reason?: unknown } | null;
      const problem = reasonProblem(body?.reason);
      if (problem === 'missing') return serverRefusal(request, 400, 'reasonRequired');
      if (problem === 'tooLong') {
        const max = CHAT_RULES.reasonMaxLength;
        return refuse(400, usersVoice.say(request, 'refusals.reasonTooLong', { max }));
      }
      const row = db.insert<AccessLogRow>(C.accessLog, {
        conversationId: id,
        admin: account.login,
        reason: (body!.reason as string).trim(),
        at: new Date().toISOString(),
      });
      return ok<ConversationAccess>({ accessId: row.id, conversationId: id, expiresAt: accessExpiry(row.at) });
    }),
  ),

  // The messages, newest first, a page at a time: only under an access this admin opened with a reason.
  route(
    E.messages,
    withAccount(({ request, params, account }) => {
      const id = Number(params.id);
      if (!db.byId(C.conversations, id)) return noSuchConversation(request);
      const url = new URL(request.url);
      const accessId = Number(url.searchParams.get('accessId'));
      const access = accessId ? db.byId<AccessLogRow>(C.accessLog, accessId) : undefined;
      const refused = accessRefusal(access, account.login, id, Date.now());
      if (refused) return serverRefusal(request, 403, refused, 403);
      const inRange = dayRange(url.searchParams.get('range'));
      if (!inRange) return badRange(request);
      const rows = db
        .all<MessageRow>(C.messages)
        .filter((message) => message.conversationId === id && inRange(message.sentAt));
      const query = readPageQuery(url);
      return ok(paginate(rows, { ...query, sort: { field: 'sentAt', order: 'desc' } }));
    }),
  ),

  // Who looked at which conversation, when and why: newest first, one user's conversations or all.
  route(
    E.accessLog,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const typed = url.searchParams.get('userId');
      if (typed && userIdProblem(typed)) return badUserId(request);
      const userId = typed ? Number(typed.trim()) : null;
      const entries: AccessLogEntry[] = [];
      for (const row of db.all<AccessLogRow>(C.accessLog)) {
        const conversation = db.byId<ConversationRow>(C.conversations, row.conversationId);
        if (!conversation) continue;
        if (userId && conversation.userA !== userId && conversation.userB !== userId) continue;
        entries.push({
          id: row.id,
          conversationId: row.conversationId,
          users: [chatUser(conversation.userA), chatUser(conversation.userB)],
          admin: row.admin,
          reason: row.reason,
          at: row.at,
        });
      }
      return ok(paginate(entries, { ...readPageQuery(url), sort: { field: 'at', order: 'desc' } }));
    }),
  ),
];
