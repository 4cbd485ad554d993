import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';

const PROMOTION_SCREEN = '/content-recommend/message-promotion';
const S = PROMOTION_SCREEN;
const path = (rest = '') => api(`/push/api/message-promotions${rest}`);

export const PROMOTION_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: path(), needs: [S], exportNeeds: [`${S}:export`] },
  { method: 'POST', path: path(), needs: [`${S}:create`] },
  { method: 'PUT', path: path('/:id'), needs: [`${S}:edit`] },
  { method: 'POST', path: path('/:id/confirm'), needs: [`${S}:edit`] },
  { method: 'POST', path: path('/:id/cancel'), needs: [`${S}:cancel`] },
  { method: 'DELETE', path: path('/:id'), needs: [`${S}:delete`] },
  { method: 'GET', path: path('/:id/targets'), needs: [S] },
  { method: 'POST', path: path('/:id/targets'), needs: [`${S}:import`] },
  { method: 'DELETE', path: path('/:id/targets'), needs: [`${S}:clear`] },
];
