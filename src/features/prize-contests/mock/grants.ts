import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';

const CONTEST_SCREEN = '/content-recommend/prize-con-test';
const path = (rest = '') => api(`/community/api/prize-contests${rest}`);

export const CONTEST_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: path(), needs: [CONTEST_SCREEN] },
  { method: 'POST', path: path(), needs: [`${CONTEST_SCREEN}:create`] },
  { method: 'PUT', path: path('/:id'), needs: [`${CONTEST_SCREEN}:edit`] },
  { method: 'DELETE', path: path('/:id'), needs: [`${CONTEST_SCREEN}:delete`] },
  { method: 'GET', path: path('/:id/entries'), needs: [CONTEST_SCREEN] },
  { method: 'POST', path: path('/:id/winners'), needs: [`${CONTEST_SCREEN}:award`] },
];
