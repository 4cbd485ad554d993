import { defineEndpoint } from '../../shared/api/endpoint';

const ADMIN = '/services/admin/api';
const ACCOUNTS = `${ADMIN}/admin/users`;
const ROLES = `${ADMIN}/admin/roles`;
/** Menu entries; the tree itself is the session's listToTree (`AUTH_ENDPOINTS.menuTree`). */
const MENUS = `${ADMIN}/auth`;

/** The console's admin accounts (permissions-manage/account). */
export const ACCOUNT_ENDPOINTS = {
  page: defineEndpoint('GET', ACCOUNTS),
  create: defineEndpoint('POST', ACCOUNTS),
  update: defineEndpoint('PUT', `${ACCOUNTS}/:id`),
  setActivated: defineEndpoint('PUT', `${ACCOUNTS}/:id/activated`),
  resetPassword: defineEndpoint('POST', `${ACCOUNTS}/:id/reset-password`),
  remove: defineEndpoint('DELETE', `${ACCOUNTS}/:id`),
};

/** The console's roles (permissions-manage/role). */
export const ROLE_ENDPOINTS = {
  page: defineEndpoint('GET', ROLES),
  create: defineEndpoint('POST', ROLES),
  update: defineEndpoint('PUT', `${ROLES}/:id`),
  remove: defineEndpoint('DELETE', `${ROLES}/:id`),
};

/** The menu editor's writes (permissions-manage/menu). */
export const MENU_ENDPOINTS = {
  create: defineEndpoint('POST', MENUS),
  update: defineEndpoint('PUT', `${MENUS}/:id`),
  move: defineEndpoint('PUT', `${MENUS}/:id/move`),
  remove: defineEndpoint('DELETE', `${MENUS}/:id`),
};
