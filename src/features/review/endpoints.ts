import { defineEndpoint } from '../../shared/api/endpoint';

const REVIEW = '/services/community/api/review';

/** The review queues' tasks (every moderation queue's): a queue, the waiting counts, a task and its decisions. */
export const REVIEW_ENDPOINTS = {
  page: defineEndpoint('GET', `${REVIEW}/tasks`),
  counts: defineEndpoint('GET', `${REVIEW}/counts`),
  detail: defineEndpoint('GET', `${REVIEW}/tasks/:id`),
  claim: defineEndpoint('POST', `${REVIEW}/tasks/:id/claim`),
  release: defineEndpoint('POST', `${REVIEW}/tasks/:id/release`),
  act: defineEndpoint('POST', `${REVIEW}/tasks/:id/actions`),
  /** The same action on several tasks (`batch` is not an id: no GET shares its path). */
  batch: defineEndpoint('POST', `${REVIEW}/tasks/batch`),
};
