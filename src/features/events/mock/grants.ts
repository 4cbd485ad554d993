import { grant } from '../../../mocks/endpoint-grant';
import { EVENT_ENDPOINTS as E, REWARD_ENDPOINTS as R } from '../endpoints';
import { EVENT_SCREENS } from '../types';

const POSTS = EVENT_SCREENS.posts;
const REWARDS = EVENT_SCREENS.rewards;

/** Event posts and topic rewards: reading needs the screen, each write its action. */
export const EVENT_GRANTS = [
  grant(E.events, [POSTS]),
  grant(E.entries, [POSTS]),
  grant(E.addEntries, [`${POSTS}:add`]),
  grant(E.unknownPosts, [POSTS]),
  grant(E.feature, [`${POSTS}:feature`]),
  grant(E.unfeature, [`${POSTS}:feature`]),
  grant(E.remove, [`${POSTS}:remove`]),
  grant(R.page, [REWARDS]),
  grant(R.topics, [REWARDS]),
  grant(R.standings, [REWARDS]),
  grant(R.create, [`${REWARDS}:create`]),
  grant(R.update, [`${REWARDS}:edit`]),
  grant(R.close, [`${REWARDS}:close`]),
  grant(R.remove, [`${REWARDS}:delete`]),
];
