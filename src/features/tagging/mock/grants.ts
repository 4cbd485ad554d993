import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';

/** The tagging screens' uris: their menu entries grant the tagging endpoints. */
export const TAGGING_SCREENS = {
  dictionary: '/content-labels/tweets-labels',
  marking: '/marking-content-manage/marking',
  newMarking: '/marking-content-manage/new-marking',
  labelWorkOrder: '/marking-content-manage/label-work-order',
  markingWorkOrder: '/marking-content-manage/marking-work-order',
  userQuery: '/marking-content-manage/user-query',
} as const;

const S = TAGGING_SCREENS;
const path = (suffix: string) => api(`/content/api/tagging${suffix}`);
const ALL = Object.values(S);
const QUEUES = [S.marking, S.newMarking, S.labelWorkOrder, S.markingWorkOrder];

/** One row per tagging endpoint (spread into ENDPOINT_GRANTS). */
export const TAGGING_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: path('/tags'), needs: ALL },
  { method: 'POST', path: path('/tags'), needs: [`${S.dictionary}:create`] },
  { method: 'PUT', path: path('/tags/:id'), needs: [`${S.dictionary}:edit`] },
  { method: 'PUT', path: path('/tags/:id/enabled'), needs: [`${S.dictionary}:edit`] },
  { method: 'DELETE', path: path('/tags/:id'), needs: [`${S.dictionary}:delete`] },
  { method: 'GET', path: path('/tasks'), needs: QUEUES },
  { method: 'GET', path: path('/counts'), needs: QUEUES },
  { method: 'POST', path: path('/tasks/next'), needs: [`${S.marking}:tag`] },
  { method: 'POST', path: path('/tasks/assign'), needs: [`${S.labelWorkOrder}:assign`] },
  { method: 'POST', path: path('/tasks/:id/claim'), needs: [`${S.marking}:tag`] },
  { method: 'POST', path: path('/tasks/:id/release'), needs: [`${S.marking}:tag`] },
  { method: 'POST', path: path('/tasks/:id/tags'), needs: [`${S.marking}:tag`] },
  { method: 'POST', path: path('/tasks/:id/reopen'), needs: [`${S.markingWorkOrder}:reopen`] },
  { method: 'GET', path: path('/taggers'), needs: [S.labelWorkOrder] },
  { method: 'GET', path: path('/user-posts'), needs: [S.userQuery] },
];
