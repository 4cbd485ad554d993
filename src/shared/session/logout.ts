import { useMenuStore, useNavigationStore } from '../stores/menu-store';
import { useSessionStore } from '../stores/session-store';
import { browserStorage } from '../stores/browser-storage';
import { useUiStore } from '../stores/ui-store';
import { STORAGE_KEYS } from '../stores/storage-keys';

const listeners = new Set<() => void>();

/** Lets app-level caches (the query client) forget the signed-out user's data. */
export function onLogout(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Forgets the signed-in admin: token, user info, menus, routes and navigation state, in memory and in
 * storage. The preferences (language, folded menu) stay, so the login page and a reload after it keep
 * speaking the admin's language; the remembered account name stays because remembering it across
 * sign-outs is its purpose.
 */
export function clearClientState(): void {
  useSessionStore.getState().clearSession();
  useMenuStore.getState().clearMenus();
  useNavigationStore.getState().clearNavigation();
  useUiStore.getState().setTableLoading(false);
  // Blocked or full storage must not stop a sign-out halfway (the 401 path runs this before its redirect).
  browserStorage('localStorage').removeItem(STORAGE_KEYS.session);
  // Through the store: its write of the emptied menus waits for an idle moment, and this drops it too.
  useMenuStore.persist.clearStorage();
  browserStorage('localStorage').removeItem(STORAGE_KEYS.idleLock);
  browserStorage('sessionStorage').removeItem(STORAGE_KEYS.navigation);
  listeners.forEach((listener) => listener());
}
