/** Collection names shared by more than one feature's handlers. */
export const COLLECTIONS = {
  accounts: 'admin-accounts',
  roles: 'admin-roles',
  menus: 'admin-menus',
  sessions: 'admin-sessions',
} as const;
