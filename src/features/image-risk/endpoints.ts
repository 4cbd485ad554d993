import { defineEndpoint } from '../../shared/api/endpoint';

const BLACKLIST = '/services/community/api/image-risk/blacklist';

export const IMAGE_RISK_ENDPOINTS = {
  blacklist: defineEndpoint('GET', BLACKLIST),
  remove: defineEndpoint('POST', `${BLACKLIST}/remove`),
};
