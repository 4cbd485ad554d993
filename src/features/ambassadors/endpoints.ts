import { defineEndpoint } from '../../shared/api/endpoint';

const AMBASSADORS = '/services/community/api/zone-ambassadors';

export const AMBASSADOR_ENDPOINTS = {
  page: defineEndpoint('GET', AMBASSADORS),
  appoint: defineEndpoint('POST', AMBASSADORS),
  update: defineEndpoint('PUT', `${AMBASSADORS}/:id`),
  dismiss: defineEndpoint('POST', `${AMBASSADORS}/:id/dismiss`),
};
