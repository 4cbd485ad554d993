import type { FeatureMock } from '../../../mocks/feature-mock';
import { REVIEW_COLLECTIONS, seedReview } from '../../review/mock';
import { TAGGING_GRANTS } from './grants';
import { taggingHandlers } from './handlers';
import { seedTagging, TAGGING_COLLECTIONS } from './seed';

export { releaseTaggingClaimsOf } from './handlers';

/**
 * The tagging mock, registered in src/mocks/features.ts. Its seed is the review's too: tagging reads the
 * review's passes (a pass creates a tagging task) and returns the review's collections with its own.
 */
export const taggingMock: FeatureMock = {
  name: 'tagging',
  handlers: taggingHandlers,
  grants: TAGGING_GRANTS,
  collections: [...Object.values(REVIEW_COLLECTIONS), ...Object.values(TAGGING_COLLECTIONS)],
  seed: () => seedTagging(seedReview()),
};
