import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';

const SYMPTOMS_SCREEN = '/content-recommend/symptoms-manager';
const path = (rest = '') => api(`/content/api/symptoms${rest}`);

export const SYMPTOM_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: path(), needs: [SYMPTOMS_SCREEN] },
  { method: 'POST', path: path(), needs: [`${SYMPTOMS_SCREEN}:create`] },
  { method: 'PUT', path: path('/:id'), needs: [`${SYMPTOMS_SCREEN}:edit`] },
  { method: 'POST', path: path('/:id/enable'), needs: [`${SYMPTOMS_SCREEN}:status`] },
  { method: 'POST', path: path('/:id/disable'), needs: [`${SYMPTOMS_SCREEN}:status`] },
  { method: 'DELETE', path: path('/:id'), needs: [`${SYMPTOMS_SCREEN}:delete`] },
];
