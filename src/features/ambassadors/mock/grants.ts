import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';

const AMBASSADORS_SCREEN = '/content-recommend/zone-ambassador';
const path = (rest = '') => api(`/community/api/zone-ambassadors${rest}`);

export const AMBASSADOR_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: path(), needs: [AMBASSADORS_SCREEN] },
  { method: 'POST', path: path(), needs: [`${AMBASSADORS_SCREEN}:add`] },
  { method: 'PUT', path: path('/:id'), needs: [`${AMBASSADORS_SCREEN}:edit`] },
  { method: 'POST', path: path('/:id/dismiss'), needs: [`${AMBASSADORS_SCREEN}:remove`] },
];
