import { defineEndpoint } from '../../shared/api/endpoint';

const BASE = '/services/creator/api';

/** The creator centre: creators and their levels, fields, tasks, rejection reasons, creator posts, verification, overview. */
export const CREATOR_ENDPOINTS = {
  creators: defineEndpoint('GET', `${BASE}/creators`),
  changeLevel: defineEndpoint('POST', `${BASE}/creators/:id/level`),
  levelChanges: defineEndpoint('GET', `${BASE}/creators/:id/level-changes`),

  fields: defineEndpoint('GET', `${BASE}/fields`),
  createField: defineEndpoint('POST', `${BASE}/fields`),
  updateField: defineEndpoint('PUT', `${BASE}/fields/:id`),
  removeField: defineEndpoint('DELETE', `${BASE}/fields/:id`),

  tasks: defineEndpoint('GET', `${BASE}/tasks`),
  createTask: defineEndpoint('POST', `${BASE}/tasks`),
  updateTask: defineEndpoint('PUT', `${BASE}/tasks/:id`),
  publishTask: defineEndpoint('POST', `${BASE}/tasks/:id/publish`),
  unpublishTask: defineEndpoint('POST', `${BASE}/tasks/:id/unpublish`),
  removeTask: defineEndpoint('DELETE', `${BASE}/tasks/:id`),

  reasons: defineEndpoint('GET', `${BASE}/rejection-reasons`),
  createReason: defineEndpoint('POST', `${BASE}/rejection-reasons`),
  updateReason: defineEndpoint('PUT', `${BASE}/rejection-reasons/:id`),
  removeReason: defineEndpoint('DELETE', `${BASE}/rejection-reasons/:id`),

  posts: defineEndpoint('GET', `${BASE}/creator-posts`),
  score: defineEndpoint('PUT', `${BASE}/creator-posts/:id/score`),

  /** A field's criteria: the field is the query's `fieldId`, for reading and saving alike. */
  criteria: defineEndpoint('GET', `${BASE}/verification-criteria`),
  saveCriteria: defineEndpoint('PUT', `${BASE}/verification-criteria`),
  check: defineEndpoint('GET', `${BASE}/verification-check`),
  overview: defineEndpoint('GET', `${BASE}/overview`),
};
