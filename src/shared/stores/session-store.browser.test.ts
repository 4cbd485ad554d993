import { describe, expect, it, vi } from 'vitest';
import { HOME_ENTRY } from '../menu/build-routes';
import { clearClientState, onLogout } from '../session/logout';
import { useMenuStore, useNavigationStore } from './menu-store';
import { usePreferencesStore } from './preferences-store';
import { getToken, isStorableToken, TOKEN_MIN_LENGTH, useSessionStore } from './session-store';
import { STORAGE_KEYS } from './storage-keys';
import { DEFAULT_USER_INFO } from './user-info';
import { useUiStore } from './ui-store';

const TOKEN_32 = 'abcdefghijklmnopqrstuvwxyz012345';
const TOKEN_31 = TOKEN_32.slice(0, 31);

/** Every [storage, key] whose value mentions the text. */
function whereStored(text: string): string[] {
  const found: string[] = [];
  for (const [label, storage] of [
    ['localStorage', localStorage],
    ['sessionStorage', sessionStorage],
  ] as const) {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && (storage.getItem(key) ?? '').includes(text)) found.push(`${label}:${key}`);
    }
  }
  return found;
}

describe('session store: token', () => {
  it('asks for at least 32 characters', () => {
    expect(TOKEN_MIN_LENGTH).toBe(32);
    expect(TOKEN_32).toHaveLength(32);
    expect(TOKEN_31).toHaveLength(31);
    expect(isStorableToken(TOKEN_32)).toBe(true);
    expect(isStorableToken(TOKEN_31)).toBe(false);
    expect(isStorableToken(undefined)).toBe(false);
    expect(isStorableToken(Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('refuses a 31-character token and stores nothing', () => {
    expect(useSessionStore.getState().setToken(TOKEN_31)).toBe(false);
    expect(getToken()).toBe('');
    expect(whereStored(TOKEN_31)).toEqual([]);
  });

  it('refuses an empty token', () => {
    expect(useSessionStore.getState().setToken('')).toBe(false);
    expect(getToken()).toBe('');
  });

  it('accepts a 32-character token and stores it under admin-app-token in localStorage only', () => {
    expect(STORAGE_KEYS.session).toBe('admin-app-token');
    expect(useSessionStore.getState().setToken(TOKEN_32)).toBe(true);
    expect(getToken()).toBe(TOKEN_32);
    expect(whereStored(TOKEN_32)).toEqual(['localStorage:admin-app-token']);
    const saved = JSON.parse(localStorage.getItem('admin-app-token') ?? 'null') as { state: { token: string } };
    expect(saved.state.token).toBe(TOKEN_32);
  });

  it('accepts longer tokens', () => {
    const long = `${TOKEN_32}${TOKEN_32}`;
    expect(useSessionStore.getState().setToken(long)).toBe(true);
    expect(getToken()).toBe(long);
  });

  it('keeps the stored token when a too-short one is offered afterwards', () => {
    useSessionStore.getState().setToken(TOKEN_32);
    expect(useSessionStore.getState().setToken(TOKEN_31)).toBe(false);
    expect(getToken()).toBe(TOKEN_32);
    expect(whereStored(TOKEN_32)).toEqual(['localStorage:admin-app-token']);
  });

  it('reads the token back from localStorage after a reload', async () => {
    useSessionStore.getState().setToken(TOKEN_32);
    useSessionStore.setState({ token: '' }, false);
    // setState above persisted '' again; put the saved state back as a previous page would have left it.
    localStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify({ state: { token: TOKEN_32, userInfo: DEFAULT_USER_INFO }, version: 0 }),
    );
    await useSessionStore.persist.rehydrate();
    expect(getToken()).toBe(TOKEN_32);
  });
});

describe('clearClientState', () => {
  function signIn() {
    useSessionStore.getState().setToken(TOKEN_32);
    useSessionStore.getState().setUserInfo({ id: 7, login: 'alice', authorities: ['ROLE_ADMIN'] });
    useMenuStore.getState().setFullTree([HOME_ENTRY]);
    useMenuStore.getState().setPermitted({
      menus: [HOME_ENTRY],
      routes: [{ path: '/', menuId: 'home', name: HOME_ENTRY.name, parents: [] }],
      actions: ['/posts-manage/new-post/delete'],
    });
    useNavigationStore.getState().setOpenKeys(['/posts-manage']);
    useNavigationStore.getState().setSelectedKeys(['/posts-manage/new-post']);
    usePreferencesStore.getState().setLanguage('ar');
    usePreferencesStore.getState().setMiniNav(true);
    useUiStore.getState().setTableLoading(true);
    localStorage.setItem(STORAGE_KEYS.rememberedAccount, 'alice');
    // The menus reach storage at an idle moment, or when the page is left, as here.
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
  }

  it('starts from a signed-in state in every storage', () => {
    signIn();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toContain(TOKEN_32);
    expect(localStorage.getItem(STORAGE_KEYS.menus)).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.preferences)).not.toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.navigation)).toContain('/posts-manage');
  });

  it('empties token, user info, menus and navigation keys, and removes their storage', () => {
    signIn();
    clearClientState();

    expect(getToken()).toBe('');
    expect(useSessionStore.getState().userInfo).toEqual(DEFAULT_USER_INFO);
    expect(useMenuStore.getState()).toMatchObject({ fullTree: null, menus: [], routes: [], actions: [] });
    expect(useNavigationStore.getState()).toMatchObject({ openKeys: [], selectedKeys: [] });
    expect(useUiStore.getState().tableLoading).toBe(false);

    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.menus)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.navigation)).toBeNull();
    expect(whereStored(TOKEN_32)).toEqual([]);
  });

  it('keeps the remembered account name', () => {
    signIn();
    clearClientState();
    expect(localStorage.getItem(STORAGE_KEYS.rememberedAccount)).toBe('alice');
  });

  it('keeps the interface language, also for the next page load', () => {
    signIn();
    clearClientState();
    expect(usePreferencesStore.getState().language).toBe('ar');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.preferences)!).state).toMatchObject({ language: 'ar' });
  });

  it('tells the logout listeners, and stops telling one that unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = onLogout(listener);
    clearClientState();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    clearClientState();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
