import { defineEndpoint } from '../../shared/api/endpoint';

const BASE = '/services/community/api';
const USER = `${BASE}/app-users/:id`;

/** The app's members (user-manage/user-list; role-manage lists those without a role). */
export const APP_USER_ENDPOINTS = {
  page: defineEndpoint('GET', `${BASE}/app-users`),
  /** Which of these user IDs or logins do not exist (the ID-list inputs' check). */
  unknownIds: defineEndpoint('POST', `${BASE}/app-users/check`),
  detail: defineEndpoint('GET', USER),
  punish: defineEndpoint('POST', `${USER}/punish`),
  setRole: defineEndpoint('PUT', `${USER}/role`),
};

/** Silences (user-manage/user-prohibitions). */
export const SILENCE_ENDPOINTS = {
  page: defineEndpoint('GET', `${BASE}/silences`),
  create: defineEndpoint('POST', `${BASE}/silences`),
  lift: defineEndpoint('PUT', `${BASE}/silences/:id/lift`),
};

/** The whitelist (user-manage/set-white-list). */
export const WHITELIST_ENDPOINTS = {
  page: defineEndpoint('GET', `${BASE}/whitelist`),
  add: defineEndpoint('POST', `${BASE}/whitelist`),
  remove: defineEndpoint('POST', `${BASE}/whitelist/remove`),
};

/** Appeals against punishments (user-manage/grievance-handling). */
export const APPEAL_ENDPOINTS = {
  page: defineEndpoint('GET', `${BASE}/appeals`),
  accept: defineEndpoint('PUT', `${BASE}/appeals/:id/accept`),
  reject: defineEndpoint('PUT', `${BASE}/appeals/:id/reject`),
};

/** App user roles (user-manage/role-manage, content-review/app-user-role). */
export const APP_USER_ROLE_ENDPOINTS = {
  page: defineEndpoint('GET', `${BASE}/app-user-roles`),
  create: defineEndpoint('POST', `${BASE}/app-user-roles`),
  update: defineEndpoint('PUT', `${BASE}/app-user-roles/:id`),
};
