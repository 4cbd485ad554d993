import { grant } from '../../../mocks/endpoint-grant';
import { ACCOUNT_ENDPOINTS, MENU_ENDPOINTS, ROLE_ENDPOINTS } from '../endpoints';

const ACCOUNT = '/permissions-manage/account';
const ROLE = '/permissions-manage/role';
const MENU = '/permissions-manage/menu';

/**
 * What the account, role and menu endpoints need: the screen to read, its action entry to write or export.
 * The account form lists the roles to choose from; the menu tree is the session's (auth's grants).
 */
export const PERMISSION_GRANTS = [
  grant(ACCOUNT_ENDPOINTS.page, [ACCOUNT], { exportNeeds: [`${ACCOUNT}:export`] }),
  grant(ACCOUNT_ENDPOINTS.create, [`${ACCOUNT}:create`]),
  grant(ACCOUNT_ENDPOINTS.update, [`${ACCOUNT}:edit`]),
  grant(ACCOUNT_ENDPOINTS.setActivated, [`${ACCOUNT}:edit`]),
  grant(ACCOUNT_ENDPOINTS.resetPassword, [`${ACCOUNT}:reset-password`]),
  grant(ACCOUNT_ENDPOINTS.remove, [`${ACCOUNT}:delete`]),
  grant(ROLE_ENDPOINTS.page, [ROLE, ACCOUNT]),
  grant(ROLE_ENDPOINTS.create, [`${ROLE}:create`]),
  grant(ROLE_ENDPOINTS.update, [`${ROLE}:edit`]),
  grant(ROLE_ENDPOINTS.remove, [`${ROLE}:delete`]),
  grant(MENU_ENDPOINTS.create, [`${MENU}:create`]),
  grant(MENU_ENDPOINTS.update, [`${MENU}:edit`]),
  grant(MENU_ENDPOINTS.move, [`${MENU}:edit`]),
  grant(MENU_ENDPOINTS.remove, [`${MENU}:delete`]),
];
