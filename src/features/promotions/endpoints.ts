import { defineEndpoint } from '../../shared/api/endpoint';

const PROMOTIONS = '/services/content/api/promotions';
const PROMOTION = `${PROMOTIONS}/:id`;

/** Splash and pop-up promotions (activity-support/promotion-bit). */
export const PROMOTION_ENDPOINTS = {
  page: defineEndpoint('GET', PROMOTIONS),
  /** Checks a promotion as a save would (rules, splash clashes) and counts the users it reaches. */
  audience: defineEndpoint('POST', `${PROMOTIONS}/audience`),
  create: defineEndpoint('POST', PROMOTIONS),
  update: defineEndpoint('PUT', PROMOTION),
  disable: defineEndpoint('POST', `${PROMOTION}/disable`),
  remove: defineEndpoint('POST', `${PROMOTION}/delete`),
};
