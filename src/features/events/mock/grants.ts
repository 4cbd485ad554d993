import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';
import { EVENT_SCREENS } from '../types';

const path = (rest: string) => api(`/community/api${rest}`);
const POSTS = EVENT_SCREENS.posts;
const REWARDS = EVENT_SCREENS.rewards;

/** Event posts and topic rewards: reading needs the screen, each write its action. */
export const EVENT_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: path('/events'), needs: [POSTS] },
  { method: 'GET', path: path('/event-entries'), needs: [POSTS] },
  { method: 'POST', path: path('/events/:id/entries'), needs: [`${POSTS}:add`] },
  { method: 'POST', path: path('/event-entries/unknown-posts'), needs: [POSTS] },
  { method: 'POST', path: path('/event-entries/:id/feature'), needs: [`${POSTS}:feature`] },
  { method: 'POST', path: path('/event-entries/:id/unfeature'), needs: [`${POSTS}:feature`] },
  { method: 'DELETE', path: path('/event-entries/:id'), needs: [`${POSTS}:remove`] },
  { method: 'GET', path: path('/topic-rewards'), needs: [REWARDS] },
  { method: 'GET', path: path('/topic-rewards/topics'), needs: [REWARDS] },
  { method: 'GET', path: path('/topic-rewards/:id/standings'), needs: [REWARDS] },
  { method: 'POST', path: path('/topic-rewards'), needs: [`${REWARDS}:create`] },
  { method: 'PUT', path: path('/topic-rewards/:id'), needs: [`${REWARDS}:edit`] },
  { method: 'POST', path: path('/topic-rewards/:id/close'), needs: [`${REWARDS}:close`] },
  { method: 'DELETE', path: path('/topic-rewards/:id'), needs: [`${REWARDS}:delete`] },
];
