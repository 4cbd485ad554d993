/** Collection names shared by more than one feature's handlers. */
export const COLLECTIONS = {
  accounts: 'admin-accounts',
  roles: 'admin-roles',
  menus: 'admin-menus',
  sessions: 'admin-sessions',
  /** Written by the posts' mock, counted per topic by the topics' mock. */
  posts: 'posts',
  /** The phone number each app user registered with (null: signed up without one), by user id. */
  appUserPhones: 'privacy-app-user-phones',
} as const;
