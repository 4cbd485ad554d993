/**
 * The comments mock's entry: what other features' mock code uses of this domain's fake server (the review
 * seed's comment tasks are about seeded comments). Nothing else of comments's mock is imported from outside it.
 */
import { COMMENTS_COLLECTION, seedComments } from './seed';
import type { FeatureMock } from '../../../mocks/feature-mock';
import { COMMENT_GRANTS } from './grants';
import { commentHandlers } from './handlers';
export { COMMENTS_COLLECTION, seedComments } from './seed';
export type { CommentRow } from './seed';

/** The comments mock, registered in src/mocks/features.ts. */
export const commentsMock: FeatureMock = {
  name: 'comments',
  handlers: commentHandlers,
  grants: COMMENT_GRANTS,
  collections: [COMMENTS_COLLECTION],
  seed: seedComments,
};
