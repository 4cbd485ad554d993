import { defineEndpoint } from '../../shared/api/endpoint';

/** A channel's pushes: `:kind` is the channel (`PUSH_KINDS`), one screen's pushes of one kind of content. */
const CHANNEL = '/services/push/api/pushes/:kind';
const PUSH = `${CHANNEL}/:id`;

export const PUSH_ENDPOINTS = {
  page: defineEndpoint('GET', CHANNEL),
  estimate: defineEndpoint('POST', `${CHANNEL}/estimate`),
  create: defineEndpoint('POST', CHANNEL),
  update: defineEndpoint('PUT', PUSH),
  audience: defineEndpoint('GET', `${PUSH}/audience`),
  send: defineEndpoint('POST', `${PUSH}/send`),
  disable: defineEndpoint('POST', `${PUSH}/disable`),
  remove: defineEndpoint('POST', `${PUSH}/delete`),
  audit: defineEndpoint('GET', `${PUSH}/audit`),
  /** Which of these app user IDs do not exist (the designated users' check and Excel import). */
  unknownUsers: defineEndpoint('POST', '/services/push/api/push-users/check'),
};
