import { vi } from 'vitest';
import { configureDb, db } from '../../src/mocks/db';
import { buildSeed } from '../../src/mocks/seed';
import { configureTestDb } from '../../src/mocks/test-worker';
import { useMenuStore, useNavigationStore } from '../../src/shared/stores/menu-store';
import { usePreferencesStore } from '../../src/shared/stores/preferences-store';
import { STORAGE_KEYS } from '../../src/shared/stores/storage-keys';
import { existingSession, renderApp, screen } from './render-app';

/** The page being left: what waits for an idle moment to be stored (the menus) is stored now. */
const leavePage = () => window.dispatchEvent(new PageTransitionEvent('pagehide'));

/** What a reload finds: the value as edited into storage, read back into the store. */
async function reloadWith(store: { persist: { rehydrate: () => Promise<void> | void } }, write: () => void) {
  leavePage();
  write();
  await store.persist.rehydrate();
}

const warned = (spy: { mock: { calls: unknown[][] } }, text: string) =>
  spy.mock.calls.some((call) => call.map(String).join(' ').includes(text));

afterEach(() => vi.restoreAllMocks());

describe('stored state is validated on read', () => {
  it('an unknown language in the preferences falls back to English, and the login page shows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await reloadWith(usePreferencesStore, () =>
      localStorage.setItem(
        STORAGE_KEYS.preferences,
        JSON.stringify({ state: { language: 'klingon', miniNav: 'yes' }, version: 0 }),
      ),
    );
    expect(usePreferencesStore.getState()).toMatchObject({ language: 'en', isRtl: false, miniNav: false });
    expect(warned(warn, 'klingon')).toBe(true);
    renderApp('/login');
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  });

  it('a cached menu tree with a name that is not text is dropped and loaded again; the shell shows', async () => {
    await existingSession('admin');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    leavePage();
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.menus)!) as { state: { fullTree: { name: unknown }[] } };
    saved.state.fullTree[0].name = { en: 42, zh: { text: 'x' } };
    await reloadWith(useMenuStore, () => localStorage.setItem(STORAGE_KEYS.menus, JSON.stringify(saved)));

    renderApp('/');
    expect(await screen.findByRole('heading', { name: /Hello/ })).toBeInTheDocument();
    expect(await screen.findByRole('menu', { name: 'Main navigation' })).toBeInTheDocument();
    expect(warned(warn, 'cached menu tree is damaged')).toBe(true);
    expect(useMenuStore.getState().fullTree!.every((entry) => typeof entry.name.en === 'string')).toBe(true);
  });

  it('menus that are not lists fall back to none, with a warning; the shell loads them again', async () => {
    await existingSession('admin');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await reloadWith(useMenuStore, () =>
      localStorage.setItem(
        STORAGE_KEYS.menus,
        JSON.stringify({ state: { fullTree: 'oops', menus: { a: 1 }, routes: 3 }, version: 0 }),
      ),
    );
    expect(useMenuStore.getState()).toMatchObject({ fullTree: null, menus: [], routes: [], actions: [] });
    expect(warned(warn, 'stored menus are damaged')).toBe(true);

    await reloadWith(useNavigationStore, () =>
      sessionStorage.setItem(
        STORAGE_KEYS.navigation,
        JSON.stringify({ state: { openKeys: 'x', selectedKeys: [1] }, version: 0 }),
      ),
    );
    expect(useNavigationStore.getState()).toMatchObject({ openKeys: [], selectedKeys: [] });
    expect(warned(warn, 'navigation keys are damaged')).toBe(true);

    renderApp('/');
    expect(await screen.findByRole('heading', { name: /Hello/ })).toBeInTheDocument();
    expect(await screen.findByRole('menu', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('a mock database of the wrong shape is replaced by the seed, with a warning; sign-in works', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const bad of [
        { version: 5, changes: { adminUsers: 'not a list' } },
        { version: 5, changes: [] },
        { version: 5, changes: { adminUsers: { rows: [{ name: 'no id' }], removed: [] } } },
        { version: 5, changes: { adminUsers: { rows: [], removed: ['1'] } } },
      ]) {
        warn.mockClear();
        localStorage.setItem('admin-mock-db', JSON.stringify(bad));
        configureDb({ seed: buildSeed, storage: localStorage });
        expect(warned(warn, 'demo data kept in the browser is damaged')).toBe(true);
        const seed = buildSeed();
        for (const name of Object.keys(seed)) expect(db.all(name).length).toBe(seed[name].length);
      }
    } finally {
      // Back to the tests' database: never kept.
      configureTestDb();
    }
    await existingSession('admin');
    renderApp('/');
    expect(await screen.findByRole('heading', { name: /Hello/ })).toBeInTheDocument();
  });
});
