/**
 * The creator-task-posts mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of creator-task-posts's mock is imported from outside it.
 */
export { CREATOR_TASK_POST_COLLECTIONS, seedCreatorTaskPosts } from './seed';
export type { CreatorTaskPostRow, CreatorTaskRow } from './seed';
export type { ReasonTexts } from '../types';
