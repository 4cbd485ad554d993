import { grant } from '../../../mocks/endpoint-grant';
import { CONTEST_ENDPOINTS as E } from '../endpoints';

const CONTEST_SCREEN = '/content-recommend/prize-con-test';

export const CONTEST_GRANTS = [
  grant(E.page, [CONTEST_SCREEN]),
  grant(E.create, [`${CONTEST_SCREEN}:create`]),
  grant(E.update, [`${CONTEST_SCREEN}:edit`]),
  grant(E.remove, [`${CONTEST_SCREEN}:delete`]),
  grant(E.entries, [CONTEST_SCREEN]),
  grant(E.announce, [`${CONTEST_SCREEN}:award`]),
];
