import { defineEndpoint } from '../../shared/api/endpoint';

const TAGGING = '/services/content/api/tagging';

export const TAGGING_ENDPOINTS = {
  tags: defineEndpoint('GET', `${TAGGING}/tags`),
  createTag: defineEndpoint('POST', `${TAGGING}/tags`),
  updateTag: defineEndpoint('PUT', `${TAGGING}/tags/:id`),
  setEnabled: defineEndpoint('PUT', `${TAGGING}/tags/:id/enabled`),
  removeTag: defineEndpoint('DELETE', `${TAGGING}/tags/:id`),
  tasks: defineEndpoint('GET', `${TAGGING}/tasks`),
  counts: defineEndpoint('GET', `${TAGGING}/counts`),
  next: defineEndpoint('POST', `${TAGGING}/tasks/next`),
  assign: defineEndpoint('POST', `${TAGGING}/tasks/assign`),
  claim: defineEndpoint('POST', `${TAGGING}/tasks/:id/claim`),
  release: defineEndpoint('POST', `${TAGGING}/tasks/:id/release`),
  save: defineEndpoint('POST', `${TAGGING}/tasks/:id/tags`),
  reopen: defineEndpoint('POST', `${TAGGING}/tasks/:id/reopen`),
  taggers: defineEndpoint('GET', `${TAGGING}/taggers`),
  userPosts: defineEndpoint('GET', `${TAGGING}/user-posts`),
};
