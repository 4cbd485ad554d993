/** The creator-task-posts feature's public entry: exactly what screens, app/ and other features use of it. */
export { CreatorTaskPostsAuditScreen } from './components/creator-task-posts-audit-screen';
export type { ReasonTexts, RejectionReason } from './types';
