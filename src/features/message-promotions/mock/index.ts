/**
 * The message-promotions mock's entry: its registration (src/mocks/features.ts). Nothing else of message-promotions's mock is imported
 * from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { PROMOTION_GRANTS } from './grants';
import { promotionHandlers } from './handlers';
import { PROMOTION_COLLECTION, seedMessagePromotions } from './seed';

/** The message-promotions mock, registered in src/mocks/features.ts. */
export const messagePromotionsMock: FeatureMock = {
  name: 'message-promotions',
  handlers: promotionHandlers,
  grants: PROMOTION_GRANTS,
  collections: [PROMOTION_COLLECTION],
  seed: seedMessagePromotions,
};
