import { defineEndpoint } from '../../shared/api/endpoint';

/** `:kind` is the kind of reward (`MEDAL_KINDS`): medals, avatar frames, easter eggs, the points mall's items. */
const KIND = '/services/task/api/rewards/:kind';

export const MEDAL_ENDPOINTS = {
  page: defineEndpoint('GET', KIND),
  create: defineEndpoint('POST', KIND),
  update: defineEndpoint('PUT', `${KIND}/:id`),
  list: defineEndpoint('POST', `${KIND}/:id/list`),
  delist: defineEndpoint('POST', `${KIND}/:id/delist`),
  remove: defineEndpoint('DELETE', `${KIND}/:id`),
};
