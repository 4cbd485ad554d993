/**
 * The creator-task-posts mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of creator-task-posts's mock is imported from outside it.
 */
import { CREATOR_TASK_POST_COLLECTIONS, seedCreatorTaskPosts } from './seed';
import type { FeatureMock } from '../../../mocks/feature-mock';
import { CREATOR_TASK_POST_GRANTS } from './grants';
import { creatorTaskPostHandlers } from './handlers';
export { CREATOR_TASK_POST_COLLECTIONS, seedCreatorTaskPosts } from './seed';
export type { CreatorTaskPostRow, CreatorTaskRow } from './seed';
export type { ReasonTexts } from '../types';

/** The creator-task-posts mock, registered in src/mocks/features.ts. */
export const creatorTaskPostsMock: FeatureMock = {
  name: 'creator-task-posts',
  handlers: creatorTaskPostHandlers,
  grants: CREATOR_TASK_POST_GRANTS,
  collections: Object.values(CREATOR_TASK_POST_COLLECTIONS),
  seed: seedCreatorTaskPosts,
};
