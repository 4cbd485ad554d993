import { defineEndpoint } from '../../shared/api/endpoint';

/** Signing in and out, and the signed-in admin (design section 4). */
export const AUTH_ENDPOINTS = {
  login: defineEndpoint('POST', '/services/admin/api/authenticate'),
  loginWithChatApp: defineEndpoint('POST', '/services/admin/api/authenticate/chat-app'),
  /** Only the built-in mock has this: its stand-in for the chat app's authorize step. */
  simulatedChatAppAuthorize: defineEndpoint('POST', '/services/mock/api/chat-app/authorize'),
  account: defineEndpoint('GET', '/services/admin/api/account'),
  logout: defineEndpoint('POST', '/services/admin/api/logout'),
  /** The signed-in admin's granted menu entries, flat. */
  adminAuths: defineEndpoint('GET', '/services/admin/api/admin/user/getAdminUserAuth'),
  /** The whole menu tree, every entry whatever the admin holds (the menu editor reads it too). */
  menuTree: defineEndpoint('POST', '/services/admin/api/auth/listToTree'),
};
