/**
 * The posts mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of posts's mock is imported from outside it.
 */
import { POSTS_COLLECTION, seedPosts } from './seed';
import type { FeatureMock } from '../../../mocks/feature-mock';
import { COMPOSE_GRANTS, COMPOSE_UPLOADS } from './compose-grants';
import { composeHandlers } from './compose-handlers';
import { POST_GRANTS } from './grants';
import { postHandlers } from './handlers';
export { posterAccount } from './compose-handlers';
export { POST_COUNT, POSTS_COLLECTION, seedPosts } from './seed';
export type { PostRow } from './seed';
export { isHot, POST_ID_PATTERN } from '../rules';

/** The posts mock, registered in src/mocks/features.ts. */
export const postsMock: FeatureMock = {
  name: 'posts',
  handlers: [...postHandlers, ...composeHandlers],
  grants: [...POST_GRANTS, ...COMPOSE_GRANTS],
  uploads: COMPOSE_UPLOADS,
  collections: [POSTS_COLLECTION],
  seed: seedPosts,
};
