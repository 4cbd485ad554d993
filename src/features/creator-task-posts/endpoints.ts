import { defineEndpoint } from '../../shared/api/endpoint';

const BASE = '/services/creator/api';

/** The audit of the posts creators submit for their tasks (posts-manage/creator-task-posts-audit). */
export const TASK_POST_ENDPOINTS = {
  page: defineEndpoint('GET', `${BASE}/task-posts`),
  reasons: defineEndpoint('GET', `${BASE}/task-post-rejection-reasons`),
  /** Passing and rejecting alike: the body's `decision`. */
  decide: defineEndpoint('POST', `${BASE}/task-posts/:id/decision`),
};
