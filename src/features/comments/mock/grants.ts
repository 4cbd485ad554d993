import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';

const COMMENTS = '/posts-manage/comment-manage';
const community = (path: string) => api(`/community/api${path}`);

/** Reading comments needs the comment screen; deleting and replying, its `:delete` and `:reply` actions. */
export const COMMENT_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: community('/comments'), needs: [COMMENTS] },
  { method: 'DELETE', path: community('/comments/:id'), needs: [`${COMMENTS}:delete`] },
  { method: 'POST', path: community('/comments/:id/reply'), needs: [`${COMMENTS}:reply`] },
];
