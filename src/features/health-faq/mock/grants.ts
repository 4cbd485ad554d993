import { grant } from '../../../mocks/endpoint-grant';
import { FAQ_ENDPOINTS as E } from '../endpoints';

const FAQ_SCREEN = '/content-recommend/health-faq';

export const FAQ_GRANTS = [
  grant(E.page, [FAQ_SCREEN]),
  grant(E.create, [`${FAQ_SCREEN}:create`]),
  grant(E.update, [`${FAQ_SCREEN}:edit`]),
  grant(E.list, [`${FAQ_SCREEN}:publish`]),
  grant(E.delist, [`${FAQ_SCREEN}:unpublish`]),
  grant(E.remove, [`${FAQ_SCREEN}:delete`]),
];
