import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';

const AUDIT = '/posts-manage/creator-task-posts-audit';
const creator = (path: string) => api(`/creator/api${path}`);

/** Reading the task posts and the rejection reasons needs the audit screen; deciding, its `:review` action. */
export const CREATOR_TASK_POST_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: creator('/task-posts'), needs: [AUDIT] },
  { method: 'GET', path: creator('/task-post-rejection-reasons'), needs: [AUDIT] },
  { method: 'POST', path: creator('/task-posts/:id/decision'), needs: [`${AUDIT}:review`] },
];
