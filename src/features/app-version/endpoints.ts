import { defineEndpoint } from '../../shared/api/endpoint';

const NOTICES = '/services/admin/api/app/update-notices';
const CACHE_KEYS = '/services/admin/api/app/cache-keys';
const SWITCHES = '/services/admin/api/app/version-switches';

export const NOTICE_ENDPOINTS = {
  page: defineEndpoint('GET', NOTICES),
  create: defineEndpoint('POST', NOTICES),
  update: defineEndpoint('PUT', `${NOTICES}/:id`),
  publish: defineEndpoint('POST', `${NOTICES}/:id/publish`),
  remove: defineEndpoint('DELETE', `${NOTICES}/:id`),
};

export const CACHE_KEY_ENDPOINTS = {
  page: defineEndpoint('GET', CACHE_KEYS),
  create: defineEndpoint('POST', CACHE_KEYS),
  update: defineEndpoint('PUT', `${CACHE_KEYS}/:id`),
  enable: defineEndpoint('POST', `${CACHE_KEYS}/:id/enable`),
  disable: defineEndpoint('POST', `${CACHE_KEYS}/:id/disable`),
  remove: defineEndpoint('DELETE', `${CACHE_KEYS}/:id`),
};

export const SWITCH_ENDPOINTS = {
  page: defineEndpoint('GET', SWITCHES),
  create: defineEndpoint('POST', SWITCHES),
  update: defineEndpoint('PUT', `${SWITCHES}/:id`),
  enable: defineEndpoint('POST', `${SWITCHES}/:id/enable`),
  disable: defineEndpoint('POST', `${SWITCHES}/:id/disable`),
};
