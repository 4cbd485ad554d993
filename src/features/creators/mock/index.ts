/**
 * The creators mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of creators's mock is imported from outside it.
 */
import { CREATOR_COLLECTIONS, seedCreators } from './seed';
import type { FeatureMock } from '../../../mocks/feature-mock';
import { CREATOR_GRANTS, CREATOR_UPLOADS } from './grants';
import { creatorHandlers } from './handlers';
export { CREATOR_COLLECTIONS, seedCreators } from './seed';
export type { FieldRow, ProfileRow, TaskRow } from './seed';

/** The creators mock, registered in src/mocks/features.ts. */
export const creatorsMock: FeatureMock = {
  name: 'creators',
  handlers: creatorHandlers,
  grants: CREATOR_GRANTS,
  uploads: CREATOR_UPLOADS,
  // After creator-task-posts in the list: its creator-tasks rows are supersets of that audit's.
  // Not the rejection reasons: the task-post audit seeds them.
  collections: [
    CREATOR_COLLECTIONS.tasks,
    CREATOR_COLLECTIONS.fields,
    CREATOR_COLLECTIONS.profiles,
    CREATOR_COLLECTIONS.levelChanges,
    CREATOR_COLLECTIONS.scores,
    CREATOR_COLLECTIONS.criteria,
  ],
  seed: seedCreators,
};
