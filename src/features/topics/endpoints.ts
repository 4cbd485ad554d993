import { defineEndpoint } from '../../shared/api/endpoint';

const TOPICS = '/services/community/api/topics';
const RECOMMENDED = '/services/community/api/recommended-topics';

/** Topics (the hashtags posts are filed under) and the recommended topics strip. */
export const TOPIC_ENDPOINTS = {
  page: defineEndpoint('GET', TOPICS),
  /** Every topic, to choose from (the recommended topics' topic picker). */
  options: defineEndpoint('GET', `${TOPICS}/options`),
  create: defineEndpoint('POST', TOPICS),
  update: defineEndpoint('PUT', `${TOPICS}/:id`),
  enable: defineEndpoint('POST', `${TOPICS}/:id/enable`),
  disable: defineEndpoint('POST', `${TOPICS}/:id/disable`),
  recommended: defineEndpoint('GET', RECOMMENDED),
  recommend: defineEndpoint('POST', RECOMMENDED),
  /** Before `updateRecommended`: `order` is not an id. */
  orderRecommended: defineEndpoint('PUT', `${RECOMMENDED}/order`),
  updateRecommended: defineEndpoint('PUT', `${RECOMMENDED}/:id`),
  removeRecommended: defineEndpoint('DELETE', `${RECOMMENDED}/:id`),
};
