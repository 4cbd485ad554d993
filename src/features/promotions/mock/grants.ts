import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';
import { PROMOTION_SCREEN as S } from '../types';

const path = (rest = '') => api(`/content/api/promotions${rest}`);

/** Promotions: reading needs the screen, each write its action; the audience check belongs to a save. */
export const PROMOTION_BIT_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: path(), needs: [S] },
  { method: 'POST', path: path('/audience'), needs: [`${S}:create`, `${S}:edit`] },
  { method: 'POST', path: path(), needs: [`${S}:create`] },
  { method: 'PUT', path: path('/:id'), needs: [`${S}:edit`] },
  { method: 'POST', path: path('/:id/disable'), needs: [`${S}:status`] },
  { method: 'POST', path: path('/:id/delete'), needs: [`${S}:delete`] },
];

/** Uploading promotion material is part of creating or editing a promotion. */
export const PROMOTION_BIT_UPLOADS = [`${S}:create`, `${S}:edit`];
