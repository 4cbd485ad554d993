import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';

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
const path = (rest: string) => api(`/community/api/hot${rest}`);

/** Hot content's endpoints: reading needs one of the screens showing the data, each write its action. */
export const HOT_CONTENT_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: path('/positions'), needs: [S.setUp, S.pool] },
  { method: 'GET', path: path('/history'), needs: [S.displayed] },
  { method: 'POST', path: path('/positions'), needs: [`${S.setUp}:create`] },
  { method: 'PUT', path: path('/positions/:id'), needs: [`${S.setUp}:edit`] },
  { method: 'POST', path: path('/positions/:id/clear'), needs: [`${S.setUp}:clear`] },
  { method: 'POST', path: path('/positions/:id/assign'), needs: [`${S.pool}:assign`] },
  { method: 'GET', path: path('/refresh'), needs: [S.setUp] },
  { method: 'POST', path: path('/refresh'), needs: [`${S.setUp}:refresh`] },
  { method: 'GET', path: path('/config'), needs: Object.values(S) },
  { method: 'PUT', path: path('/config'), needs: [`${S.config}:save`] },
  { method: 'POST', path: path('/score-test'), needs: [S.sortTest] },
  { method: 'GET', path: path('/pool'), needs: [S.pool] },
  { method: 'GET', path: path('/posts/unknown'), needs: [S.setUp, S.community] },
  { method: 'GET', path: path('/slots'), needs: [S.community] },
  { method: 'GET', path: path('/slots/:id/recommendations'), needs: [S.community] },
  { method: 'POST', path: path('/slots/:id/recommendations'), needs: [`${S.community}:add`] },
  { method: 'POST', path: path('/slots/:id/order'), needs: [`${S.community}:sort`] },
  { method: 'POST', path: path('/recommendations/:id/remove'), needs: [`${S.community}:remove`] },
];
