import { defineEndpoint } from '../../shared/api/endpoint';

const PATH = '/services/task/api/conditions';

/** Task conditions: what a medal, a reward or a creator task requires an app user to have done. */
export const CONDITION_ENDPOINTS = {
  page: defineEndpoint('GET', PATH),
  /** Every condition, for the forms that choose one (medals, frames, easter eggs, the mall, creator tasks). */
  options: defineEndpoint('GET', `${PATH}/options`),
  /** How many app users meet the named condition now (every app user without a name). */
  reach: defineEndpoint('GET', `${PATH}/reach`),
  create: defineEndpoint('POST', PATH),
  update: defineEndpoint('PUT', `${PATH}/:id`),
  remove: defineEndpoint('DELETE', `${PATH}/:id`),
};
