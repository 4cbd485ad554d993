import { grant } from '../../../mocks/endpoint-grant';
import { HOT_ENDPOINTS as E } from '../endpoints';

const GROUP = '/hot-content-operate';
const HOT_SCREENS = {
  setUp: `${GROUP}/set-up`,
  displayed: `${GROUP}/displayed-list`,
  community: `${GROUP}/community-operation`,
  sortTest: `${GROUP}/sort-point-test`,
  pool: `${GROUP}/operation-bit-pool`,
  config: `${GROUP}/community-config`,
} as const;
const S = HOT_SCREENS;

/** Hot content's endpoints: reading needs one of the screens showing the data, each write its action. */
export const HOT_CONTENT_GRANTS = [
  grant(E.positions, [S.setUp, S.pool]),
  grant(E.history, [S.displayed]),
  grant(E.create, [`${S.setUp}:create`]),
  grant(E.update, [`${S.setUp}:edit`]),
  grant(E.clear, [`${S.setUp}:clear`]),
  grant(E.assign, [`${S.pool}:assign`]),
  grant(E.refreshState, [S.setUp]),
  grant(E.refresh, [`${S.setUp}:refresh`]),
  grant(E.config, Object.values(S)),
  grant(E.saveConfig, [`${S.config}:save`]),
  grant(E.scoreTest, [S.sortTest]),
  grant(E.pool, [S.pool]),
  grant(E.unknownPosts, [S.setUp, S.community]),
  grant(E.slots, [S.community]),
  grant(E.recommendations, [S.community]),
  grant(E.recommend, [`${S.community}:add`]),
  grant(E.reorder, [`${S.community}:sort`]),
  grant(E.removeRecommendation, [`${S.community}:remove`]),
];
