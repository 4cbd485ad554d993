import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';

const STRATEGIES_SCREEN = '/content-recommend/recommended-strategies';
const path = (rest = '') => api(`/content/api/recommend-strategies${rest}`);

export const STRATEGY_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: path(), needs: [STRATEGIES_SCREEN] },
  { method: 'POST', path: path(), needs: [`${STRATEGIES_SCREEN}:create`] },
  { method: 'PUT', path: path('/:id'), needs: [`${STRATEGIES_SCREEN}:edit`] },
  { method: 'POST', path: path('/:id/:action'), needs: [`${STRATEGIES_SCREEN}:status`] },
  { method: 'DELETE', path: path('/:id'), needs: [`${STRATEGIES_SCREEN}:delete`] },
];
