import { grant } from '../../../mocks/endpoint-grant';
import { MESSAGE_PROMOTION_ENDPOINTS as E } from '../endpoints';

const PROMOTION_SCREEN = '/content-recommend/message-promotion';
const S = PROMOTION_SCREEN;

export const PROMOTION_GRANTS = [
  grant(E.page, [S], { exportNeeds: [`${S}:export`] }),
  grant(E.create, [`${S}:create`]),
  grant(E.update, [`${S}:edit`]),
  grant(E.confirm, [`${S}:edit`]),
  grant(E.cancel, [`${S}:cancel`]),
  grant(E.remove, [`${S}:delete`]),
  grant(E.targets, [S]),
  grant(E.importTargets, [`${S}:import`]),
  grant(E.clearTargets, [`${S}:clear`]),
];
