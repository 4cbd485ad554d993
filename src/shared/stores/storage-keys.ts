/** Every key the console writes to browser storage, so logout can clear exactly these. */
export const STORAGE_KEYS = {
  /** The spec's "app token key": token and signed-in user info (localStorage). */
  session: 'admin-app-token',
  /** Language, the mini-navigation flag, the theme and the density (localStorage). */
  preferences: 'admin-preferences',
  /** The permitted menu tree and the user's routes (localStorage). */
  menus: 'admin-menus',
  /** The open tabs, in order, and where each was last (sessionStorage). */
  tabs: 'admin-tabs',
  /** Open and selected menu keys (sessionStorage). */
  navigation: 'admin-navigation',
  /** Whether the session is locked (localStorage): shared by every tab, kept through a reload; logout clears it. */
  idleLock: 'admin-idle-lock',
  /** Each login's idle-lock time and watermark choice (localStorage); survives logout like the preferences. */
  lockPreferences: 'admin-lock-preferences',
  /** Remembered account name for the login form (localStorage); survives logout on purpose. */
  rememberedAccount: 'admin-remembered-account',
} as const;
