/**
 * The posts mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of posts's mock is imported from outside it.
 */
export { posterAccount } from './compose-handlers';
export { POST_COUNT, POSTS_COLLECTION, seedPosts } from './seed';
export type { PostRow } from './seed';
export { isHot, POST_ID_PATTERN } from '../rules';
