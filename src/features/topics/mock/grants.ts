import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';

const TOPIC_MANAGE = '/posts-manage/topic-manage';
const RECOMMENDED = '/posts-manage/recommended-topic-management';
const community = (path: string) => api(`/community/api${path}`);

/** What the topic endpoints need: the screen to read, its action entry to write. */
export const TOPIC_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: community('/topics'), needs: [TOPIC_MANAGE] },
  { method: 'GET', path: community('/topics/options'), needs: [TOPIC_MANAGE, RECOMMENDED] },
  { method: 'POST', path: community('/topics'), needs: [`${TOPIC_MANAGE}:create`] },
  { method: 'PUT', path: community('/topics/:id'), needs: [`${TOPIC_MANAGE}:edit`] },
  { method: 'POST', path: community('/topics/:id/enable'), needs: [`${TOPIC_MANAGE}:status`] },
  { method: 'POST', path: community('/topics/:id/disable'), needs: [`${TOPIC_MANAGE}:status`] },
  { method: 'GET', path: community('/recommended-topics'), needs: [RECOMMENDED] },
  { method: 'POST', path: community('/recommended-topics'), needs: [`${RECOMMENDED}:create`] },
  { method: 'PUT', path: community('/recommended-topics/order'), needs: [`${RECOMMENDED}:sort`] },
  { method: 'PUT', path: community('/recommended-topics/:id'), needs: [`${RECOMMENDED}:edit`] },
  { method: 'DELETE', path: community('/recommended-topics/:id'), needs: [`${RECOMMENDED}:delete`] },
];
