/** The creator-task-posts feature's public entry: exactly what screens, app/ and other features use of it. */
export { taskPostApi, taskPostKeys } from './api';
export { reasonText, RejectDialog } from './components/reject-dialog';
export { PostCell } from './components/task-post-cell';
export { useRejectionReasons, useRejectTaskPost } from './queries';
export { TASK_POST_MACHINE } from './rules';
export { TASK_POST_STATUSES } from './types';
export type { CreatorTaskPost, ReasonTexts, RejectionReason } from './types';
