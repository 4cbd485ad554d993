import type { EndpointGrant } from '../../../mocks/endpoint-grants';
import { api } from '../../../mocks/envelope';
import { MEDAL_SCREENS } from '../../medals/types';
import { CONDITIONS_SCREEN } from '../types';

const path = (rest = '') => api(`/task/api/conditions${rest}`);

/** Reading and writing conditions is the task-conditions screen's; the screens that choose one read the options. */
export const TASK_CONDITION_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: path(), needs: [CONDITIONS_SCREEN] },
  { method: 'GET', path: path('/options'), needs: [CONDITIONS_SCREEN, ...Object.values(MEDAL_SCREENS)] },
  { method: 'GET', path: path('/reach'), needs: [CONDITIONS_SCREEN, ...Object.values(MEDAL_SCREENS)] },
  { method: 'POST', path: path(), needs: [`${CONDITIONS_SCREEN}:create`] },
  { method: 'PUT', path: path('/:id'), needs: [`${CONDITIONS_SCREEN}:edit`] },
  { method: 'DELETE', path: path('/:id'), needs: [`${CONDITIONS_SCREEN}:delete`] },
];
