import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDb } from '../../src/mocks/db';
import { server } from '../../src/mocks/node';
import { initI18n } from '../../src/shared/i18n/i18n';
import { applyDocumentLanguage } from '../../src/shared/i18n/set-language';
import { resetLoading } from '../../src/shared/request/loading-tracker';
import { usePreferencesStore } from '../../src/shared/stores/preferences-store';
import { useUiStore } from '../../src/shared/stores/ui-store';
import { clearClientState } from '../../src/shared/session/logout';
import { usePermissionsStatus } from '../../src/app/session/permissions-status';

// Screens load lazily, and the first load of a module in a test run includes its transform.
// Role queries normally skip inaccessible elements by calling getComputedStyle on every ancestor,
// which jsdom makes very slow under antd's injected styles; tests scope their queries instead.
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

// jsdom lacks what antd measures with.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
window.scrollTo = () => {};
// antd reads computed styles for scrollbars; jsdom's getComputedStyle rejects pseudo-elements.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n('en');
});

beforeEach(async () => {
  resetDb();
  localStorage.clear();
  sessionStorage.clear();
  clearClientState();
  usePreferencesStore.setState({ language: 'en', isRtl: false, miniNav: false });
  useUiStore.setState({ pageTitle: '', tableLoading: false, routeLoading: false, loginNotice: '' });
  resetLoading();
  usePermissionsStatus.setState({ status: 'idle', error: '' });
  await initI18n('en');
  applyDocumentLanguage('en');
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
});

afterAll(() => server.close());
