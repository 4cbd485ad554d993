import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { checkMockedResponse, takeContractViolations } from '../../src/api-contract/check';
import { usePermissionsStatus } from '../../src/app/session/permissions-status';
import { resetDb } from '../../src/mocks/db';
import { startTestWorker, takeUnhandledCalls, worker } from '../../src/mocks/test-worker';
import { initI18n } from '../../src/shared/i18n/i18n';
import { applyDocumentLanguage } from '../../src/shared/i18n/set-language';
import { registerFeedback } from '../../src/shared/request/feedback';
import { resetLoading } from '../../src/shared/request/loading-tracker';
import { clearClientState } from '../../src/shared/session/logout';
import { usePreferencesStore } from '../../src/shared/stores/preferences-store';
import { useUiStore } from '../../src/shared/stores/ui-store';
import { forgetKeptDrafts } from '../../src/shared/unsaved-changes/unsaved-forms';
import { cleanup, configureDom } from '../support/dom';

/**
 * Every browser test file (the integration files all in one page): the MSW worker with the console's
 * handlers, and before each test a fresh seed and the state a newly opened console has.
 */
configureDom();

/**
 * A 401 for the current session with no console mounted to take the user to its login page: the request
 * layer's fallback would leave the whole test page for /login (and Vitest loses the page). Recorded instead,
 * and failed in afterEach.
 */
const loginsWithoutConsole: string[] = [];

beforeAll(async () => {
  registerFeedback({ toLogin: (notice) => loginsWithoutConsole.push(notice) });
  await startTestWorker();
  await initI18n('en');
});

beforeEach(async () => {
  takeUnhandledCalls();
  await takeContractViolations();
  // Every answer the mock gives a declared endpoint is checked against its contract (src/api-contract).
  worker.events.on('response:mocked', checkMockedResponse);
  resetDb();
  localStorage.clear();
  sessionStorage.clear();
  clearClientState();
  forgetKeptDrafts();
  usePreferencesStore.setState({ language: 'en', isRtl: false, miniNav: false });
  usePreferencesStore.setState({ theme: 'system', compact: false, menuWidth: 240 });
  useUiStore.setState({ pageTitle: '', tableLoading: false, routeLoading: false, loginNotice: '' });
  resetLoading();
  usePermissionsStatus.setState({ status: 'idle', error: '' });
  await initI18n('en');
  applyDocumentLanguage('en');
});

afterEach(async () => {
  cleanup();
  worker.resetHandlers();
  worker.events.removeAllListeners();
  expect(takeUnhandledCalls(), 'API calls no mock handler answered').toEqual([]);
  expect(await takeContractViolations(), 'calls or answers that break the API contract').toEqual([]);
  expect(loginsWithoutConsole.splice(0), 'a 401 sent to the login page with no console mounted').toEqual([]);
});
