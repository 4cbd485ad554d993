import { defineEndpoint } from '../api/endpoint';

const BASE = '/services/admin/api/personal-data';

/**
 * Personal data: a masked field's clear value, and the audit of those reveals. Declared here, beside their
 * client (`reveal-api.ts`), which every screen showing masked data uses; the mock is features/privacy's.
 */
export const REVEAL_ENDPOINTS = {
  /** The clear value of one masked field, for a reason the audit keeps. */
  reveal: defineEndpoint('POST', `${BASE}/reveal`),
  /** The audit, newest first. */
  reveals: defineEndpoint('GET', `${BASE}/reveals`),
};
