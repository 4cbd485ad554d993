/**
 * The review mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of review's mock is imported from outside it.
 */
export { releaseClaimsOf } from './handlers';
export { REVIEW_COLLECTIONS } from './seed';
export type { ReviewTaskRow, TaggingTaskRow } from './seed';
