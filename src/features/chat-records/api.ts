import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { CHAT_RECORD_ENDPOINTS as E } from './endpoints';
import type { AccessLogEntry, ChatMessage, ConversationAccess, ConversationPage } from './types';

type Params = Record<string, string | number>;

export const chatRecordKeys = {
  conversations: ['chat-records', 'conversations'] as const,
  messages: (accessId: number) => ['chat-records', 'messages', accessId] as const,
  accessLog: ['chat-records', 'access-log'] as const,
};

export const chatRecordApi = {
  /** One user's conversations (silent: the screen shows a refusal in place of the list) (`userId` required, `range` optional): who with, how many messages, when. */
  conversations: (params: Params, options?: CallOptions) =>
    http.get<ConversationPage>(pathOf(E.conversations), params, { ...options, silent: true }),
  /** Opening a conversation: the reason is logged with who and when; the answer is the access to quote. */
  open: (conversationId: number, reason: string) =>
    http.post<ConversationAccess>(pathOf(E.open, { id: conversationId }), { reason }, { silent: true }),
  /** A page of a conversation's messages, newest first, under an access opened with a reason. */
  messages: (conversationId: number, params: Params, options?: CallOptions) =>
    http.get<Page<ChatMessage>>(pathOf(E.messages, { id: conversationId }), params, {
      ...options,
      silent: true,
    }),
  accessLog: (params: Params, options?: CallOptions) =>
    http.get<Page<AccessLogEntry>>(pathOf(E.accessLog), params, options),
};
