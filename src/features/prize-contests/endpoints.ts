import { defineEndpoint } from '../../shared/api/endpoint';

const CONTESTS = '/services/community/api/prize-contests';

export const CONTEST_ENDPOINTS = {
  page: defineEndpoint('GET', CONTESTS),
  create: defineEndpoint('POST', CONTESTS),
  update: defineEndpoint('PUT', `${CONTESTS}/:id`),
  remove: defineEndpoint('DELETE', `${CONTESTS}/:id`),
  entries: defineEndpoint('GET', `${CONTESTS}/:id/entries`),
  announce: defineEndpoint('POST', `${CONTESTS}/:id/winners`),
};
