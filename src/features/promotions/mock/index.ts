/**
 * The promotions mock's entry: its registration (src/mocks/features.ts). Nothing else of promotions's mock is imported
 * from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { PROMOTION_BIT_GRANTS, PROMOTION_BIT_UPLOADS } from './grants';
import { promotionBitHandlers } from './handlers';
import { PROMOTION_COLLECTION, seedPromotionBits } from './seed';

/** The promotions mock, registered in src/mocks/features.ts. */
export const promotionsMock: FeatureMock = {
  name: 'promotions',
  handlers: promotionBitHandlers,
  grants: PROMOTION_BIT_GRANTS,
  uploads: PROMOTION_BIT_UPLOADS,
  collections: [PROMOTION_COLLECTION],
  seed: seedPromotionBits,
};
