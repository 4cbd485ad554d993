import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';

const FAQ_SCREEN = '/content-recommend/health-faq';
const path = (rest = '') => api(`/content/api/health-faq${rest}`);

export const FAQ_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: path(), needs: [FAQ_SCREEN] },
  { method: 'POST', path: path(), needs: [`${FAQ_SCREEN}:create`] },
  { method: 'PUT', path: path('/:id'), needs: [`${FAQ_SCREEN}:edit`] },
  { method: 'POST', path: path('/:id/list'), needs: [`${FAQ_SCREEN}:publish`] },
  { method: 'POST', path: path('/:id/delist'), needs: [`${FAQ_SCREEN}:unpublish`] },
  { method: 'DELETE', path: path('/:id'), needs: [`${FAQ_SCREEN}:delete`] },
];
