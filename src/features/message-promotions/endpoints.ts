import { defineEndpoint } from '../../shared/api/endpoint';

const PROMOTIONS = '/services/push/api/message-promotions';
const PROMOTION = `${PROMOTIONS}/:id`;

/** Message promotions (content-recommend/message-promotion) and their target users. */
export const MESSAGE_PROMOTION_ENDPOINTS = {
  page: defineEndpoint('GET', PROMOTIONS),
  create: defineEndpoint('POST', PROMOTIONS),
  update: defineEndpoint('PUT', PROMOTION),
  /** Confirms sending to the target users it has now. */
  confirm: defineEndpoint('POST', `${PROMOTION}/confirm`),
  cancel: defineEndpoint('POST', `${PROMOTION}/cancel`),
  remove: defineEndpoint('DELETE', PROMOTION),
  targets: defineEndpoint('GET', `${PROMOTION}/targets`),
  /** Adds imported logins to the target users. */
  importTargets: defineEndpoint('POST', `${PROMOTION}/targets`),
  clearTargets: defineEndpoint('DELETE', `${PROMOTION}/targets`),
};
