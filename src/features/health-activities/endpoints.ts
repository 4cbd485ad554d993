import { defineEndpoint } from '../../shared/api/endpoint';

const ACTIVITIES = '/services/content/api/health-activities';
const LEGACY = `${ACTIVITIES}/legacy`;

/** The old list (`legacy*`) and the new activities. A status change names its step in `:action`. */
export const HEALTH_ACTIVITY_ENDPOINTS = {
  legacyPage: defineEndpoint('GET', LEGACY),
  legacyCreate: defineEndpoint('POST', LEGACY),
  legacyUpdate: defineEndpoint('PUT', `${LEGACY}/:id`),
  /** `:action` is `online` or `offline`. */
  legacySetStatus: defineEndpoint('POST', `${LEGACY}/:id/:action`),
  legacyRemove: defineEndpoint('DELETE', `${LEGACY}/:id`),
  page: defineEndpoint('GET', ACTIVITIES),
  create: defineEndpoint('POST', ACTIVITIES),
  update: defineEndpoint('PUT', `${ACTIVITIES}/:id`),
  /** `:action` is `publish` or `offline`. */
  setStatus: defineEndpoint('POST', `${ACTIVITIES}/:id/:action`),
  remove: defineEndpoint('DELETE', `${ACTIVITIES}/:id`),
};
