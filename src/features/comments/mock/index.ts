/**
 * The comments mock's entry: what other features' mock code uses of this domain's fake server (the review
 * seed's comment tasks are about seeded comments). Nothing else of comments's mock is imported from outside it.
 */
export { COMMENTS_COLLECTION, seedComments } from './seed';
export type { CommentRow } from './seed';
