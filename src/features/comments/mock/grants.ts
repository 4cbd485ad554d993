import { grant } from '../../../mocks/endpoint-grant';
import { COMMENT_ENDPOINTS as E } from '../endpoints';

const COMMENTS = '/posts-manage/comment-manage';

/** Reading comments needs the comment screen; deleting and replying, its `:delete` and `:reply` actions. */
export const COMMENT_GRANTS = [
  grant(E.page, [COMMENTS]),
  grant(E.remove, [`${COMMENTS}:delete`]),
  grant(E.reply, [`${COMMENTS}:reply`]),
];
