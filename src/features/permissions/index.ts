/** The permissions feature's public entry: exactly what screens, app/ and other features use of it. */
export { accountApi, accountKeys, roleApi, roleKeys } from './api';
export { MenuFields, TYPE_KEYS } from './components/menu-fields';
export { MenuGrantTree } from './components/menu-grant-tree';
export { useFullMenuTree, useMenuTree, useRefreshMenuTree, useRoleOptions } from './components/use-permission-queries';
export { menuApi } from './menu-api';
export {
  allowedTypes,
  filterMenuTree,
  fromFormValues,
  idsAboveMatches,
  orderSiblings,
  parentIds,
  sortAfter,
  toFormValues,
} from './menu-rules';
export type { MenuFormValues, MoveDirection } from './menu-rules';
export { countGrants, indexMenuTree, normalizeMenuIds } from './role-grants';
export { ACCOUNT_RULES } from './types';
export type { AccountInput, AdminAccount, AdminRole, RoleInput } from './types';
