import { http, HttpResponse } from 'msw';
import { queryClient } from '../../src/app/providers/query-client';
import type { SessionRow } from '../../src/mocks/auth-guard';
import { COLLECTIONS } from '../../src/mocks/collections';
import { commitChanges, configureDb, db } from '../../src/mocks/db';
import { buildSeed } from '../../src/mocks/seed';
import { configureTestDb, worker } from '../../src/mocks/test-worker';
import { forgetStorageRefusals } from '../../src/shared/stores/browser-storage';
import { useSessionStore } from '../../src/shared/stores/session-store';
import { existingSession, renderApp, screen, signInThroughForm } from './render-app';

const NOTICE = "This browser is not keeping the console's data";

/** A storage with no room left: a write that would take more space than the key already has is refused. */
function fillTheStorage() {
  const setItem = Storage.prototype.setItem;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
    if (value.length > (this.getItem(key)?.length ?? 0))
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem.call(this, key, value);
  });
}

/** Storage turned off for the site: even reading `localStorage` throws, as in a browser that blocks it. */
function blockTheStorage(): () => void {
  const descriptors = (['localStorage', 'sessionStorage'] as const).map(
    (area) => [area, Object.getOwnPropertyDescriptor(window, area)!] as const,
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  for (const [area] of descriptors) {
    Object.defineProperty(window, area, {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  }
  return () => descriptors.forEach(([area, descriptor]) => Object.defineProperty(window, area, descriptor));
}

afterEach(() => {
  vi.restoreAllMocks();
  configureTestDb();
  forgetStorageRefusals();
});

describe('a browser that will not keep the console’s data', () => {
  it('still signs in when its storage is full, and says the session will not outlive the page', async () => {
    // The demo keeps its data in this browser, where many earlier sign-ins left their sessions.
    configureDb({ seed: buildSeed, storage: localStorage });
    for (let i = 0; i < 60; i += 1)
      db.insert<SessionRow>(COLLECTIONS.sessions, { token: `${i}`.padStart(48, 'e'), accountId: 1 });
    commitChanges();
    fillTheStorage();

    const { user } = renderApp('/login');
    await signInThroughForm(user, 'admin');
    expect(await screen.findByRole('heading', { name: 'Hello, Amira Haddad' })).toBeInTheDocument();
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    // The mock made its room by ending its oldest sessions; the console holds its token in memory.
    expect(db.all(COLLECTIONS.sessions).length).toBeLessThanOrEqual(20);
    expect(useSessionStore.getState().token.length).toBeGreaterThanOrEqual(32);
  });

  it('signs out on a 401 and shows the login page when storage is turned off', async () => {
    await existingSession('admin');
    renderApp('/permissions-manage/account');
    await screen.findByRole('table');
    const restore = blockTheStorage();
    try {
      worker.use(
        http.get('*/services/admin/api/admin/users', () =>
          HttpResponse.json({ code: 401, status: 401, message: 'Unauthorized' }, { status: 401 }),
        ),
      );
      void queryClient.invalidateQueries();
      expect(await screen.findByText('Your login has expired. Please log in again.')).toBeInTheDocument();
      expect(window.location.pathname).toBe('/login');
      expect(useSessionStore.getState().token).toBe('');
    } finally {
      restore();
    }
  });
});
