import { z } from 'zod';
import { contract, dateTime, id, idPath, page, pageQuery, queryInt, type Contract } from '../../shared/api/contract';
import { CHAT_RECORD_ENDPOINTS as E } from './endpoints';
import { CHAT_RULES } from './types';

const userId = z.string().regex(CHAT_RULES.userIdPattern);
/** `YYYY-MM-DD,YYYY-MM-DD`, both days included. */
const range = z.string().regex(/^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2}$/);
const chatUser = z.object({ id, login: z.string(), nickname: z.string(), avatar: z.string() });
const summary = z.object({
  id,
  other: chatUser,
  messageCount: z.int().positive(),
  firstMessageAt: dateTime,
  lastMessageAt: dateTime,
});
const message = z.object({
  id,
  conversationId: id,
  senderId: id,
  kind: z.enum(['text', 'image']),
  text: z.string(),
  imageUrl: z.string(),
  sentAt: dateTime,
});
const accessEntry = z.object({
  id,
  conversationId: id,
  users: z.tuple([chatUser, chatUser]),
  admin: z.string(),
  reason: z.string(),
  at: dateTime,
});

export const CHAT_RECORD_CONTRACT = {
  conversations: contract(E.conversations, {
    summary: 'One user’s conversations in a day range (who with, how many messages, when), never their content',
    query: z.strictObject({ ...pageQuery, userId, range: range.optional() }),
    response: page(summary).extend({ user: chatUser }),
  }),
  open: contract(E.open, {
    summary: 'Opens a conversation with a logged reason; answers the access to quote when reading it',
    params: idPath,
    body: z.strictObject({ reason: z.string().min(1).max(CHAT_RULES.reasonMaxLength) }),
    response: z.object({ accessId: id, conversationId: id, expiresAt: dateTime }),
  }),
  messages: contract(E.messages, {
    summary: 'A page of a conversation’s messages, newest first, under an access this admin opened',
    params: idPath,
    query: z.strictObject({ ...pageQuery, accessId: queryInt.positive(), range: range.optional() }),
    response: page(message),
  }),
  accessLog: contract(E.accessLog, {
    summary: 'Who read which conversation, when and why: newest first, one user’s conversations or all',
    query: z.strictObject({ ...pageQuery, userId: userId.optional() }),
    response: page(accessEntry),
  }),
} satisfies Record<keyof typeof E, Contract>;
