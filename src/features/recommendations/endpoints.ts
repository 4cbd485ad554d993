import { defineEndpoint } from '../../shared/api/endpoint';

const RECOMMENDATIONS = '/services/content/api/recommendations';

/** One set of endpoints for every surface and mode: the query (reads) or the body (creation) names the place. */
export const RECOMMENDATION_ENDPOINTS = {
  list: defineEndpoint('GET', RECOMMENDATIONS),
  create: defineEndpoint('POST', RECOMMENDATIONS),
  update: defineEndpoint('PUT', `${RECOMMENDATIONS}/:id`),
  close: defineEndpoint('POST', `${RECOMMENDATIONS}/:id/close`),
  calendar: defineEndpoint('GET', `${RECOMMENDATIONS}/calendar`),
  dates: defineEndpoint('GET', `${RECOMMENDATIONS}/dates`),
  articles: defineEndpoint('GET', `${RECOMMENDATIONS}/articles`),
};
