import { defineEndpoint } from '../../shared/api/endpoint';

const BASE = '/services/im/api/chat-records';

export const CHAT_RECORD_ENDPOINTS = {
  conversations: defineEndpoint('GET', `${BASE}/conversations`),
  open: defineEndpoint('POST', `${BASE}/conversations/:id/access`),
  messages: defineEndpoint('GET', `${BASE}/conversations/:id/messages`),
  accessLog: defineEndpoint('GET', `${BASE}/access-log`),
};
