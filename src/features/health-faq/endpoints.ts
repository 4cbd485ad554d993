import { defineEndpoint } from '../../shared/api/endpoint';

const FAQ = '/services/content/api/health-faq';

export const FAQ_ENDPOINTS = {
  page: defineEndpoint('GET', FAQ),
  create: defineEndpoint('POST', FAQ),
  update: defineEndpoint('PUT', `${FAQ}/:id`),
  list: defineEndpoint('POST', `${FAQ}/:id/list`),
  delist: defineEndpoint('POST', `${FAQ}/:id/delist`),
  remove: defineEndpoint('DELETE', `${FAQ}/:id`),
};
