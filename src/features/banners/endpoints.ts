import { defineEndpoint } from '../../shared/api/endpoint';

/** `:slot` is where in the app the banner shows (`BANNER_SLOTS`). */
const SLOT = '/services/content/api/banners/:slot';

export const BANNER_ENDPOINTS = {
  page: defineEndpoint('GET', SLOT),
  create: defineEndpoint('POST', SLOT),
  update: defineEndpoint('PUT', `${SLOT}/:id`),
  takeDown: defineEndpoint('POST', `${SLOT}/:id/take-down`),
  remove: defineEndpoint('DELETE', `${SLOT}/:id`),
};
