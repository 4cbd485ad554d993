/** The permissions feature's public entry: exactly what screens, app/ and other features use of it. */
export { roleApi, roleKeys } from './api';
export { AccountScreen } from './components/account-screen';
export { MenuGrantTree } from './components/menu-grant-tree';
export { MenuScreen } from './components/menu-screen';
export { useFullMenuTree } from './components/use-permission-queries';
export { countGrants, indexMenuTree, normalizeMenuIds } from './role-grants';
export type { AdminRole, RoleInput } from './types';
