import { defineEndpoint } from '../../shared/api/endpoint';

const STRATEGIES = '/services/content/api/recommend-strategies';

export const STRATEGY_ENDPOINTS = {
  page: defineEndpoint('GET', STRATEGIES),
  create: defineEndpoint('POST', STRATEGIES),
  update: defineEndpoint('PUT', `${STRATEGIES}/:id`),
  /** `:action` is `enable` or `disable`. */
  setState: defineEndpoint('POST', `${STRATEGIES}/:id/:action`),
  remove: defineEndpoint('DELETE', `${STRATEGIES}/:id`),
};
