import { grant } from '../../../mocks/endpoint-grant';
import { PROMOTION_ENDPOINTS as E } from '../endpoints';
import { PROMOTION_SCREEN as S } from '../types';

/** Promotions: reading needs the screen, each write its action; the audience check belongs to a save. */
export const PROMOTION_BIT_GRANTS = [
  grant(E.page, [S]),
  grant(E.audience, [`${S}:create`, `${S}:edit`]),
  grant(E.create, [`${S}:create`]),
  grant(E.update, [`${S}:edit`]),
  grant(E.disable, [`${S}:status`]),
  grant(E.remove, [`${S}:delete`]),
];

/** Uploading promotion material is part of creating or editing a promotion. */
export const PROMOTION_BIT_UPLOADS = [`${S}:create`, `${S}:edit`];
