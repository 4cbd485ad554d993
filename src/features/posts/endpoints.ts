import { defineEndpoint } from '../../shared/api/endpoint';

const COMMUNITY = '/services/community/api';
const POSTS = `${COMMUNITY}/posts`;

/** The post lists (each screen's scope), a post, its operations and edit, and portable-operation's batch. */
export const POST_ENDPOINTS = {
  page: defineEndpoint('GET', POSTS),
  /** Valid topics, for single-post-edit's topic choice. */
  topicOptions: defineEndpoint('GET', `${POSTS}/topic-options`),
  one: defineEndpoint('GET', `${POSTS}/detail/:id`),
  save: defineEndpoint('PUT', `${POSTS}/detail/:id`),
  run: defineEndpoint('POST', `${POSTS}/detail/:id/actions/:operation`),
  unknownIds: defineEndpoint('POST', `${POSTS}/unknown-ids`),
  batch: defineEndpoint('POST', `${POSTS}/batch`),
};

/** The compose screens (publish-new-post, publish-videopost): the accounts staff post as, topics, publishing. */
export const COMPOSE_ENDPOINTS = {
  /** Also the comment screen's replies: the accounts staff may act as. */
  posterAccounts: defineEndpoint('GET', `${COMMUNITY}/poster-accounts`),
  topics: defineEndpoint('GET', `${COMMUNITY}/compose/topics`),
  publish: defineEndpoint('POST', `${COMMUNITY}/compose/posts`),
};
