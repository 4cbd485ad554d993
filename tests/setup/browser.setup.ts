import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { usePermissionsStatus } from '../../src/app/session/permissions-status';
import { resetDb } from '../../src/mocks/db';
import { worker } from '../../src/mocks/test-worker';
import { initI18n } from '../../src/shared/i18n/i18n';
import { applyDocumentLanguage } from '../../src/shared/i18n/set-language';
import { resetLoading } from '../../src/shared/request/loading-tracker';
import { clearClientState } from '../../src/shared/session/logout';
import { usePreferencesStore } from '../../src/shared/stores/preferences-store';
import { useUiStore } from '../../src/shared/stores/ui-store';
import { forgetKeptDrafts } from '../../src/shared/unsaved-changes/unsaved-forms';

// How long findBy/waitFor wait for what a user would wait for: a list's one retry after a server error
// comes a second later (src/app/providers/query-client.ts).
configure({ asyncUtilTimeout: 5_000 });

/** API calls no handler answered during the current test: each one fails it. */
const unhandled: string[] = [];

beforeAll(async () => {
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      // The test page's own origin serves Vite's modules and assets; every API call goes to /services/.
      if (url.origin === location.origin && !url.pathname.startsWith('/services/')) return;
      unhandled.push(`${request.method} ${url.pathname}${url.search}`);
      print.error();
    },
  });
  await initI18n('en');
});

beforeEach(async () => {
  // A real browser finishes antd's animations and effects after the event that started them, as it
  // does for users; Testing Library still wraps its own render and events in act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  unhandled.length = 0;
  resetDb();
  localStorage.clear();
  sessionStorage.clear();
  clearClientState();
  forgetKeptDrafts();
  usePreferencesStore.setState({ language: 'en', isRtl: false, miniNav: false });
  useUiStore.setState({ pageTitle: '', tableLoading: false, routeLoading: false, loginNotice: '' });
  resetLoading();
  usePermissionsStatus.setState({ status: 'idle', error: '' });
  await initI18n('en');
  applyDocumentLanguage('en');
});

afterEach(() => {
  cleanup();
  worker.resetHandlers();
  worker.events.removeAllListeners();
  expect(unhandled, 'API calls no mock handler answered').toEqual([]);
});
