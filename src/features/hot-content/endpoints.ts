import { defineEndpoint } from '../../shared/api/endpoint';

const HOT = '/services/community/api/hot';
const POSITION = `${HOT}/positions/:id`;
const SLOT = `${HOT}/slots/:id`;

/** Hot content: the hot positions and their history, the refresh, the ranking, the community positions. */
export const HOT_ENDPOINTS = {
  /** Positions to be displayed or displaying (the setup screen and the pool). */
  positions: defineEndpoint('GET', `${HOT}/positions`),
  /** Displayed and expired positions (the displayed list). */
  history: defineEndpoint('GET', `${HOT}/history`),
  create: defineEndpoint('POST', `${HOT}/positions`),
  update: defineEndpoint('PUT', POSITION),
  clear: defineEndpoint('POST', `${POSITION}/clear`),
  /** Puts a pool post in a position to be displayed. */
  assign: defineEndpoint('POST', `${POSITION}/assign`),
  refreshState: defineEndpoint('GET', `${HOT}/refresh`),
  refresh: defineEndpoint('POST', `${HOT}/refresh`),
  config: defineEndpoint('GET', `${HOT}/config`),
  saveConfig: defineEndpoint('PUT', `${HOT}/config`),
  scoreTest: defineEndpoint('POST', `${HOT}/score-test`),
  pool: defineEndpoint('GET', `${HOT}/pool`),
  /** Which of these post IDs cannot be shown. */
  unknownPosts: defineEndpoint('GET', `${HOT}/posts/unknown`),
  slots: defineEndpoint('GET', `${HOT}/slots`),
  recommendations: defineEndpoint('GET', `${SLOT}/recommendations`),
  recommend: defineEndpoint('POST', `${SLOT}/recommendations`),
  reorder: defineEndpoint('POST', `${SLOT}/order`),
  removeRecommendation: defineEndpoint('POST', `${HOT}/recommendations/:id/remove`),
};
