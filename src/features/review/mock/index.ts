/**
 * The review mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of review's mock is imported from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { REVIEW_GRANTS } from './grants';
import { reviewHandlers } from './handlers';
export { releaseClaimsOf } from './handlers';
export { REVIEW_COLLECTIONS, seedReview } from './seed';
export type { ReviewTaskRow, TaggingTaskRow } from './seed';

/** The review mock, registered in src/mocks/features.ts. */
export const reviewMock: FeatureMock = {
  name: 'review',
  handlers: reviewHandlers,
  grants: REVIEW_GRANTS,
  // Its collections are seeded by the tagging mock, which reads them: seedTagging(seedReview()).
};
