import { grant } from '../../../mocks/endpoint-grant';
import { STRATEGY_ENDPOINTS as E } from '../endpoints';

const STRATEGIES_SCREEN = '/content-recommend/recommended-strategies';

export const STRATEGY_GRANTS = [
  grant(E.page, [STRATEGIES_SCREEN]),
  grant(E.create, [`${STRATEGIES_SCREEN}:create`]),
  grant(E.update, [`${STRATEGIES_SCREEN}:edit`]),
  grant(E.setState, [`${STRATEGIES_SCREEN}:status`]),
  grant(E.remove, [`${STRATEGIES_SCREEN}:delete`]),
];
