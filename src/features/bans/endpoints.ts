import { defineEndpoint } from '../../shared/api/endpoint';

const BASE = '/services/community/api';
/** `:deviceId`: the device's record id (the console sees device IDs masked) or its device ID. */
const DEVICE = `${BASE}/devices/:deviceId`;

export const DEVICE_ENDPOINTS = {
  page: defineEndpoint('GET', `${BASE}/devices`),
  accounts: defineEndpoint('GET', `${DEVICE}/accounts`),
  ban: defineEndpoint('POST', `${DEVICE}/ban`),
  unban: defineEndpoint('POST', `${DEVICE}/unban`),
};

export const BAN_ENDPOINTS = {
  page: defineEndpoint('GET', `${BASE}/bans`),
  lift: defineEndpoint('POST', `${BASE}/bans/:id/lift`),
};
