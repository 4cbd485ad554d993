import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';

const LEGACY_SCREEN = '/content-recommend/health-activity';
const NEW_SCREEN = '/content-recommend/health-activity-new';
const path = (rest = '') => api(`/content/api/health-activities${rest}`);

/** Reading needs the screen; each write its action entry. */
export const HEALTH_ACTIVITY_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: path('/legacy'), needs: [LEGACY_SCREEN] },
  { method: 'POST', path: path('/legacy'), needs: [`${LEGACY_SCREEN}:create`] },
  { method: 'PUT', path: path('/legacy/:id'), needs: [`${LEGACY_SCREEN}:edit`] },
  { method: 'POST', path: path('/legacy/:id/:action'), needs: [`${LEGACY_SCREEN}:status`] },
  { method: 'DELETE', path: path('/legacy/:id'), needs: [`${LEGACY_SCREEN}:delete`] },
  { method: 'GET', path: path(), needs: [NEW_SCREEN] },
  { method: 'POST', path: path(), needs: [`${NEW_SCREEN}:create`] },
  { method: 'PUT', path: path('/:id'), needs: [`${NEW_SCREEN}:edit`] },
  {
    method: 'POST',
    path: path('/:id/:action'),
    needs: ({ params }) => [`${NEW_SCREEN}:${params.action === 'publish' ? 'publish' : 'unpublish'}`],
  },
  { method: 'DELETE', path: path('/:id'), needs: [`${NEW_SCREEN}:delete`] },
];
