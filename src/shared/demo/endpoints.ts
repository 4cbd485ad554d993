import { defineEndpoint } from '../api/endpoint';

/**
 * The mock backend's own endpoint (no gateway has it): the user menu's "reset demo data", which forgets
 * everyone's changes. Declared here, beside the shell that calls it, as the mock may not read app/.
 */
export const DEMO_ENDPOINTS = {
  reset: defineEndpoint('POST', '/services/mock/api/reset'),
};
