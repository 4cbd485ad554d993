import { grant } from '../../../mocks/endpoint-grant';
import { AMBASSADOR_ENDPOINTS as E } from '../endpoints';

const AMBASSADORS_SCREEN = '/content-recommend/zone-ambassador';

export const AMBASSADOR_GRANTS = [
  grant(E.page, [AMBASSADORS_SCREEN]),
  grant(E.appoint, [`${AMBASSADORS_SCREEN}:add`]),
  grant(E.update, [`${AMBASSADORS_SCREEN}:edit`]),
  grant(E.dismiss, [`${AMBASSADORS_SCREEN}:remove`]),
];
