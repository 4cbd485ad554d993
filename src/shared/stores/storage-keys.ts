/** Every key the console writes to browser storage, so logout can clear exactly these. */
export const STORAGE_KEYS = {
  /** The spec's "app token key": token and signed-in user info (localStorage). */
  session: 'admin-app-token',
  /** Language and the mini-navigation flag (localStorage). */
  preferences: 'admin-preferences',
  /** The permitted menu tree and the user's routes (localStorage). */
  menus: 'admin-menus',
  /** Open and selected menu keys (sessionStorage). */
  navigation: 'admin-navigation',
  /** Remembered account name for the login form (localStorage); survives logout on purpose. */
  rememberedAccount: 'admin-remembered-account',
} as const;
