import { grant } from '../../../mocks/endpoint-grant';
import { TASK_POST_ENDPOINTS as E } from '../endpoints';

const AUDIT = '/posts-manage/creator-task-posts-audit';

/** Reading the task posts and the rejection reasons needs the audit screen; deciding, its `:review` action. */
export const CREATOR_TASK_POST_GRANTS = [
  grant(E.page, [AUDIT]),
  grant(E.reasons, [AUDIT]),
  grant(E.decide, [`${AUDIT}:review`]),
];
