import { defineEndpoint } from '../../shared/api/endpoint';

const COMMENTS = '/services/community/api/comments';

export const COMMENT_ENDPOINTS = {
  page: defineEndpoint('GET', COMMENTS),
  remove: defineEndpoint('DELETE', `${COMMENTS}/:id`),
  reply: defineEndpoint('POST', `${COMMENTS}/:id/reply`),
};
