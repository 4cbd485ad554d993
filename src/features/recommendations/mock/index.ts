/**
 * The recommendations mock's entry: its registration (src/mocks/features.ts). Nothing else of recommendations's mock is imported
 * from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { RECOMMENDATION_GRANTS, RECOMMENDATION_UPLOADS } from './grants';
import { recommendationHandlers } from './handlers';
import { RECOMMENDATION_COLLECTIONS, seedRecommendations } from './seed';

/** The recommendations mock, registered in src/mocks/features.ts. */
export const recommendationsMock: FeatureMock = {
  name: 'recommendations',
  handlers: recommendationHandlers,
  grants: RECOMMENDATION_GRANTS,
  uploads: RECOMMENDATION_UPLOADS,
  collections: Object.values(RECOMMENDATION_COLLECTIONS),
  seed: seedRecommendations,
};
