import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';
import { CONDITIONS_SCREEN } from '../types';

const path = (rest = '') => api(`/task/api/conditions${rest}`);

/**
 * Reading and writing conditions is the task-conditions screen's; the screens that choose one (`readers`,
 * the medal screens, which depend on task conditions and name themselves) read the options too.
 */
export const taskConditionGrants = (readers: string[]): EndpointGrant[] => [
  { method: 'GET', path: path(), needs: [CONDITIONS_SCREEN] },
  { method: 'GET', path: path('/options'), needs: [CONDITIONS_SCREEN, ...readers] },
  { method: 'GET', path: path('/reach'), needs: [CONDITIONS_SCREEN, ...readers] },
  { method: 'POST', path: path(), needs: [`${CONDITIONS_SCREEN}:create`] },
  { method: 'PUT', path: path('/:id'), needs: [`${CONDITIONS_SCREEN}:edit`] },
  { method: 'DELETE', path: path('/:id'), needs: [`${CONDITIONS_SCREEN}:delete`] },
];
