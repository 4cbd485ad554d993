import { defineEndpoint } from '../../shared/api/endpoint';

const EVENTS = '/services/community/api/events';
const ENTRIES = '/services/community/api/event-entries';
const REWARDS = '/services/community/api/topic-rewards';

/** Events and their entered posts (the event posts screen). */
export const EVENT_ENDPOINTS = {
  events: defineEndpoint('GET', EVENTS),
  entries: defineEndpoint('GET', ENTRIES),
  addEntries: defineEndpoint('POST', `${EVENTS}/:id/entries`),
  unknownPosts: defineEndpoint('POST', `${ENTRIES}/unknown-posts`),
  feature: defineEndpoint('POST', `${ENTRIES}/:id/feature`),
  /** Featuring cannot be withdrawn (spec): the console has no such call; the gateway refuses it as such. */
  unfeature: defineEndpoint('POST', `${ENTRIES}/:id/unfeature`),
  remove: defineEndpoint('DELETE', `${ENTRIES}/:id`),
};

/** Topic rewards: points or items for the best-ranked posts under a topic during a window. */
export const REWARD_ENDPOINTS = {
  page: defineEndpoint('GET', REWARDS),
  topics: defineEndpoint('GET', `${REWARDS}/topics`),
  standings: defineEndpoint('GET', `${REWARDS}/:id/standings`),
  create: defineEndpoint('POST', REWARDS),
  update: defineEndpoint('PUT', `${REWARDS}/:id`),
  close: defineEndpoint('POST', `${REWARDS}/:id/close`),
  remove: defineEndpoint('DELETE', `${REWARDS}/:id`),
};
