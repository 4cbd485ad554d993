import { grant } from '../../../mocks/endpoint-grant';
import { TOPIC_ENDPOINTS as E } from '../endpoints';

const TOPIC_MANAGE = '/posts-manage/topic-manage';
const RECOMMENDED = '/posts-manage/recommended-topic-management';

/** What the topic endpoints need: the screen to read, its action entry to write. */
export const TOPIC_GRANTS = [
  grant(E.page, [TOPIC_MANAGE]),
  grant(E.options, [TOPIC_MANAGE, RECOMMENDED]),
  grant(E.create, [`${TOPIC_MANAGE}:create`]),
  grant(E.update, [`${TOPIC_MANAGE}:edit`]),
  grant(E.enable, [`${TOPIC_MANAGE}:status`]),
  grant(E.disable, [`${TOPIC_MANAGE}:status`]),
  grant(E.recommended, [RECOMMENDED]),
  grant(E.recommend, [`${RECOMMENDED}:create`]),
  grant(E.orderRecommended, [`${RECOMMENDED}:sort`]),
  grant(E.updateRecommended, [`${RECOMMENDED}:edit`]),
  grant(E.removeRecommended, [`${RECOMMENDED}:delete`]),
];
