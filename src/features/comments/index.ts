/** The comments feature's public entry: exactly what screens, app/ and other features use of it. */
export { commentApi, commentKeys } from './api';
export { ReplyDrawer } from './components/reply-drawer';
export { useReplyToComment } from './queries';
export type { PostComment } from './types';
