import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import enErrors from '../../locales/en/errors.json';
import { worker } from '../../mocks/test-worker';
import { initI18n } from '../i18n/i18n';
import type { MenuEntry } from '../menu/menu-types';
import { clearClientState, onLogout } from '../session/logout';
import { useMenuStore, useNavigationStore } from '../stores/menu-store';
import { usePreferencesStore } from '../stores/preferences-store';
import { useSessionStore } from '../stores/session-store';
import { STORAGE_KEYS } from '../stores/storage-keys';
import { useUiStore } from '../stores/ui-store';
import { DEFAULT_USER_INFO } from '../stores/user-info';
import { failureStatus, failureText, isBinaryResponse, isNetworkError, isSuccess, isTimeout } from './failure';
import { registerFeedback, type Feedback } from './feedback';
import { http } from './http';
import {
  CLIENT_AGENT,
  CLIENT_AGENT_HEADER,
  FORM_CONTENT_TYPE,
  httpClient,
  JSON_CONTENT_TYPE,
  REQUEST_TIMEOUT_MS,
} from './http-client';
import { deferred, rejectionOf } from '../../../tests/support/promises';
import { isRequestError } from './request-error';

// ---------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------

const SESSION_EXPIRED_ZH = '登陆失效，请重新登陆！';

function ok<T>(data: T, init?: ResponseInit) {
  return HttpResponse.json({ code: 200, message: 'OK', data }, init);
}

const tableLoading = () => useUiStore.getState().tableLoading;

/** Every value tableLoading takes from now on, in order. */
function recordLoading() {
  const values: boolean[] = [];
  const stop = useUiStore.subscribe((state, previous) => {
    if (state.tableLoading !== previous.tableLoading) values.push(state.tableLoading);
  });
  return { values, stop };
}

/** Reads the bytes of a binary answer, whichever realm's Blob or ArrayBuffer it came as. */
async function bytesOf(body: unknown): Promise<number[]> {
  if (body instanceof ArrayBuffer) return [...new Uint8Array(body)];
  return [...new Uint8Array(await (body as Blob).arrayBuffer())];
}

let errorSpy: Mock<Feedback['error']>;
let toLoginSpy: Mock<Feedback['toLogin']>;
let unregister: () => void;

beforeEach(() => {
  errorSpy = vi.fn<Feedback['error']>();
  toLoginSpy = vi.fn<Feedback['toLogin']>();
  unregister = registerFeedback({ error: errorSpy, toLogin: toLoginSpy });
});

afterEach(() => {
  unregister();
});

// ---------------------------------------------------------------------------------------------------
// Success and unwrapping
// ---------------------------------------------------------------------------------------------------

describe('successful calls', () => {
  it('resolves http.get with the envelope data when HTTP and body code are both 200', async () => {
    worker.use(mswHttp.get('*/test/ok', () => ok({ id: 7, names: ['a', 'b'] })));

    await expect(http.get('/test/ok')).resolves.toEqual({ id: 7, names: ['a', 'b'] });
    expect(errorSpy).not.toHaveBeenCalled();
    expect(toLoginSpy).not.toHaveBeenCalled();
  });

  it('resolves with falsy data as it is (null, 0, empty string)', async () => {
    worker.use(
      mswHttp.get('*/test/null', () => ok(null)),
      mswHttp.get('*/test/zero', () => ok(0)),
      mswHttp.get('*/test/empty', () => ok('')),
    );

    await expect(http.get('/test/null')).resolves.toBeNull();
    await expect(http.get('/test/zero')).resolves.toBe(0);
    await expect(http.get('/test/empty')).resolves.toBe('');
  });

  it('sends each verb with its params or body and unwraps data', async () => {
    const seen: Array<[string, string, string]> = [];
    worker.use(
      mswHttp.all('*/test/verbs', async ({ request }) => {
        const url = new URL(request.url);
        seen.push([request.method, url.search, await request.text()]);
        return ok(request.method.toLowerCase());
      }),
    );

    await expect(http.get('/test/verbs', { current: 2, size: 10 })).resolves.toBe('get');
    await expect(http.post('/test/verbs', { a: 1 })).resolves.toBe('post');
    await expect(http.put('/test/verbs', { b: [1, 2] })).resolves.toBe('put');
    await expect(http.delete('/test/verbs', { id: 5 })).resolves.toBe('delete');

    expect(seen).toEqual([
      ['GET', '?current=2&size=10', ''],
      ['POST', '', '{"a":1}'],
      ['PUT', '', '{"b":[1,2]}'],
      ['DELETE', '?id=5', ''],
    ]);
  });

  it('lets the raw client resolve with the whole axios response', async () => {
    worker.use(mswHttp.get('*/test/ok', () => ok('raw')));

    const response = await httpClient.get('/test/ok');
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ code: 200, message: 'OK', data: 'raw' });
  });
});

// ---------------------------------------------------------------------------------------------------
// Business failures (HTTP 200, body code not 200)
// ---------------------------------------------------------------------------------------------------

describe('HTTP 200 with a failing body code', () => {
  it('rejects with the body code and the body title (title wins over message)', async () => {
    const body = { code: 1001, title: 'Title wins', message: 'message loses', data: null };
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.json(body)));

    const error = await rejectionOf(http.get('/test/ok'));
    expect(isRequestError(error)).toBe(true);
    expect(error.name).toBe('RequestError');
    expect(error.code).toBe(1001);
    expect(error.message).toBe('Title wins');
    expect(error.body).toEqual(body);
    // The original is what failed: here the (HTTP 200) axios response itself.
    expect((error.original as AxiosResponse).status).toBe(200);
    expect((error.original as AxiosResponse).data).toEqual(body);

    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errorSpy).toHaveBeenCalledWith('Title wins', undefined);
    expect(toLoginSpy).not.toHaveBeenCalled();
  });

  it('falls back to the body message when there is no title', async () => {
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.json({ code: 400, message: 'Name is taken' })));

    const error = await rejectionOf(http.get('/test/ok'));
    expect(error.code).toBe(400);
    expect(error.message).toBe('Name is taken');
    expect(errorSpy).toHaveBeenCalledExactlyOnceWith('Name is taken', undefined);
  });

  it('uses the message when the title is an empty string', async () => {
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.json({ code: 409, title: '', message: 'From message' })));

    const error = await rejectionOf(http.get('/test/ok'));
    expect(error.message).toBe('From message');
  });

  it("falls back to 'Error' when the body has neither title nor message", async () => {
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.json({ code: 500, data: null })));

    const error = await rejectionOf(http.get('/test/ok'));
    expect(error.code).toBe(500);
    expect(error.message).toBe('Error');
    expect(error.message).toBe(enErrors.generic);
    expect(errorSpy).toHaveBeenCalledExactlyOnceWith('Error', undefined);
  });

  it('treats a 200 answer without an envelope as a failure (status from the request)', async () => {
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.text('plain text, no envelope')));

    const error = await rejectionOf(http.get('/test/ok'));
    expect(error.code).toBe(200);
    expect(error.message).toBe('Error');
    expect(error.body).toBeUndefined();
    expect(errorSpy).toHaveBeenCalledExactlyOnceWith('Error', undefined);
  });

  it('does not leave the session: no logout on an ordinary failure', async () => {
    useSessionStore.getState().setToken('t'.repeat(40));
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.json({ code: 403, message: 'Forbidden' })));

    await rejectionOf(http.get('/test/ok'));
    expect(useSessionStore.getState().token).toBe('t'.repeat(40));
    expect(toLoginSpy).not.toHaveBeenCalled();
  });
});

// ---------------------------------------------------------------------------------------------------
// Session expiry (401)
// ---------------------------------------------------------------------------------------------------

describe('401: session expired', () => {
  const MENU: MenuEntry = { id: 1, name: { en: 'Home' }, uri: 'home', type: 2, sort: 10000 };

  function signIn() {
    expect(useSessionStore.getState().setToken('s'.repeat(40))).toBe(true);
    useSessionStore.getState().setUserInfo({ id: 9, login: 'admin', authorities: ['ROLE_ADMIN'] });
    useMenuStore.getState().setFullTree([MENU]);
    useMenuStore.getState().setPermitted({
      menus: [MENU],
      routes: [{ path: '/home', menuId: 1, name: { en: 'Home' }, parents: [] }],
      actions: ['post:delete'],
    });
    useNavigationStore.getState().setOpenKeys(['content']);
    localStorage.setItem(STORAGE_KEYS.rememberedAccount, 'admin');
    // Persisted, so there is something in storage to clear (the menus when the page is left, or at idle).
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(localStorage.getItem(STORAGE_KEYS.session)).toContain('s'.repeat(40));
    expect(localStorage.getItem(STORAGE_KEYS.menus)).toContain('post:delete');
  }

  /** A call that has reached the server, whose 401 arrives when `answer()` is called. */
  async function callAnsweringLater401() {
    const reached = deferred();
    const answered = deferred();
    worker.use(
      mswHttp.get('*/test/old-session', async () => {
        reached.resolve();
        await answered.promise;
        return HttpResponse.json({ code: 401, message: 'Unauthorized' }, { status: 401 });
      }),
    );
    const call = rejectionOf(http.get('/test/old-session'));
    await reached.promise;
    return { call, answer: answered.resolve };
  }

  /** The notice goes to the login page (which shows it), not to a toast that would vanish with the page. */
  function expectSentToLogin(notice: string) {
    expect(toLoginSpy).toHaveBeenCalledExactlyOnceWith(notice);
    expect(errorSpy).not.toHaveBeenCalled();
  }

  function expectSignedOut() {
    const session = useSessionStore.getState();
    expect(session.token).toBe('');
    expect(session.userInfo).toEqual(DEFAULT_USER_INFO);
    const menus = useMenuStore.getState();
    expect(menus.menus).toEqual([]);
    expect(menus.routes).toEqual([]);
    expect(menus.actions).toEqual([]);
    expect(menus.fullTree).toBeNull();
    expect(useNavigationStore.getState().openKeys).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.menus)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.navigation)).toBeNull();
    // Remembering the account across sign-outs is its purpose.
    expect(localStorage.getItem(STORAGE_KEYS.rememberedAccount)).toBe('admin');
    expect(tableLoading()).toBe(false);
  }

  it('handles code 401 in the body of an HTTP 200 answer', async () => {
    signIn();
    const loggedOut = vi.fn();
    const stop = onLogout(loggedOut);
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.json({ code: 401, message: 'Token expired' })));

    const error = await rejectionOf(http.get('/test/ok'));
    stop();

    expect(error.code).toBe(401);
    expect(error.message).toBe(enErrors.sessionExpired);
    expect(error.body).toEqual({ code: 401, message: 'Token expired' });
    expectSentToLogin(enErrors.sessionExpired);
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expectSignedOut();
  });

  it('does not sign out a newer session when a call sent with an older token answers 401', async () => {
    signIn();
    const { call, answer } = await callAnsweringLater401();
    // Signed out and in again (another account, another token) while the call was in flight.
    expect(useSessionStore.getState().setToken('n'.repeat(40))).toBe(true);
    answer();

    expect((await call).code).toBe(401);
    expect(useSessionStore.getState().token).toBe('n'.repeat(40));
    expect(useMenuStore.getState().actions).toEqual(['post:delete']);
    expect(toLoginSpy).not.toHaveBeenCalled();
    expect(errorSpy).not.toHaveBeenCalled();
    expect(tableLoading()).toBe(false);
  });

  it('leaves the login page alone when a call of a signed-out session answers 401 afterwards', async () => {
    signIn();
    const { call, answer } = await callAnsweringLater401();
    clearClientState();
    answer();

    expect((await call).code).toBe(401);
    expect(toLoginSpy).not.toHaveBeenCalled();
  });

  it('stays where it is when a call sent with no session at all answers 401', async () => {
    // A call left over from a screen after sign-out (a claim let go of once its answer came) has no token.
    const { call, answer } = await callAnsweringLater401();
    answer();

    expect((await call).code).toBe(401);
    expect(toLoginSpy).not.toHaveBeenCalled();
    expect(errorSpy).not.toHaveBeenCalled();
    expect(tableLoading()).toBe(false);
  });

  it('handles HTTP status 401 (with the gateway body)', async () => {
    signIn();
    worker.use(
      mswHttp.get('*/test/ok', () =>
        HttpResponse.json({ code: 401, status: 401, message: 'Unauthorized' }, { status: 401 }),
      ),
    );

    const error = await rejectionOf(http.get('/test/ok'));

    expect(error.code).toBe(401);
    expect(error.message).toBe(enErrors.sessionExpired);
    expect((error.original as AxiosError).response?.status).toBe(401);
    expectSentToLogin(enErrors.sessionExpired);
    expectSignedOut();
  });

  it('handles HTTP status 401 with no body at all', async () => {
    signIn();
    worker.use(mswHttp.get('*/test/ok', () => new HttpResponse(null, { status: 401 })));

    const error = await rejectionOf(http.get('/test/ok'));

    expect(error.code).toBe(401);
    expect(error.message).toBe(enErrors.sessionExpired);
    expectSentToLogin(enErrors.sessionExpired);
    expectSignedOut();
  });

  it('handles a body status of 401 on another HTTP status', async () => {
    signIn();
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.json({ code: 9, status: 401 }, { status: 403 })));

    const error = await rejectionOf(http.get('/test/ok'));
    expect(error.code).toBe(401);
    expectSentToLogin(enErrors.sessionExpired);
    expectSignedOut();
  });

  it('recognises a 401 sent as a string and rejects with the number 401', async () => {
    signIn();
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.json({ code: 500, status: '401' })));

    const error = await rejectionOf(http.get('/test/ok'));
    expect(error.code).toBe(401);
    expectSentToLogin(enErrors.sessionExpired);
    expectSignedOut();
  });

  it('signs out and sends the notice to login even when the call is silent', async () => {
    signIn();
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.json({ code: 401 })));

    const error = await rejectionOf(http.get('/test/ok', undefined, { silent: true }));
    expect(error.code).toBe(401);
    expectSentToLogin(enErrors.sessionExpired);
    expectSignedOut();
  });

  it("shows exactly '登陆失效，请重新登陆！' in Chinese", async () => {
    signIn();
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.json({ code: 401 })));
    await initI18n('zh');
    try {
      const error = await rejectionOf(http.get('/test/ok'));
      expect(error.message).toBe(SESSION_EXPIRED_ZH);
      expectSentToLogin(SESSION_EXPIRED_ZH);
    } finally {
      await initI18n('en');
    }
    // And back in English.
    toLoginSpy.mockClear();
    signIn();
    const error = await rejectionOf(http.get('/test/ok'));
    expect(error.message).toBe(enErrors.sessionExpired);
    expectSentToLogin(enErrors.sessionExpired);
  });
});

// ---------------------------------------------------------------------------------------------------
// HTTP errors and status resolution
// ---------------------------------------------------------------------------------------------------

describe('HTTP error statuses', () => {
  it('rejects a 500 with a body: code and message from the body', async () => {
    const body = { code: 500, message: 'Internal failure', data: null };
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.json(body, { status: 500 })));

    const error = await rejectionOf(http.get('/test/ok'));
    expect(error.code).toBe(500);
    expect(error.message).toBe('Internal failure');
    expect(error.body).toEqual(body);
    expect(error.original).toBeInstanceOf(AxiosError);
    expect((error.original as AxiosError).response?.status).toBe(500);
    expect(errorSpy).toHaveBeenCalledExactlyOnceWith('Internal failure', undefined);
    expect(toLoginSpy).not.toHaveBeenCalled();
  });

  it('prefers the body title on an HTTP error too', async () => {
    worker.use(
      mswHttp.get('*/test/ok', () =>
        HttpResponse.json({ code: 400, title: 'Bad input', message: 'x' }, { status: 400 }),
      ),
    );

    const error = await rejectionOf(http.get('/test/ok'));
    expect(error.code).toBe(400);
    expect(error.message).toBe('Bad input');
  });
});

describe('status resolution order', () => {
  it('takes the body status over the body code and the HTTP status', async () => {
    worker.use(
      mswHttp.get('*/test/http-error', () =>
        HttpResponse.json({ code: 500, status: 418, message: 'm' }, { status: 500 }),
      ),
      mswHttp.get('*/test/http-ok', () => HttpResponse.json({ code: 1001, status: 409, message: 'm' })),
    );

    expect((await rejectionOf(http.get('/test/http-error'))).code).toBe(418);
    expect((await rejectionOf(http.get('/test/http-ok'))).code).toBe(409);
  });

  it('takes the HTTP status over the body code when the body has no status', async () => {
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.json({ code: 1002, message: 'm' }, { status: 400 })));

    const error = await rejectionOf(http.get('/test/ok'));
    expect(error.code).toBe(400);
    expect(error.message).toBe('m');
  });

  it('signs out on an HTTP 401 whose body carries another code', async () => {
    expect(useSessionStore.getState().setToken('s'.repeat(40))).toBe(true);
    worker.use(
      mswHttp.get('*/test/ok', () => HttpResponse.json({ code: 1001, message: 'Token revoked' }, { status: 401 })),
    );

    expect((await rejectionOf(http.get('/test/ok'))).code).toBe(401);
    expect(useSessionStore.getState().token).toBe('');
    expect(toLoginSpy).toHaveBeenCalledExactlyOnceWith(enErrors.sessionExpired);
  });

  it('keeps a failing body code of an HTTP 200 answer, with its message', async () => {
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.json({ code: 1002, message: 'Quota used up' })));

    const error = await rejectionOf(http.get('/test/ok'));
    expect(error.code).toBe(1002);
    expect(error.message).toBe('Quota used up');
    expect(errorSpy).toHaveBeenCalledExactlyOnceWith('Quota used up', undefined);
  });

  it('skips a body code of 200 and uses the HTTP status', async () => {
    worker.use(
      mswHttp.get('*/test/ok', () => HttpResponse.json({ code: 200, message: 'Maintenance' }, { status: 503 })),
    );

    const error = await rejectionOf(http.get('/test/ok'));
    expect(error.code).toBe(503);
    expect(error.message).toBe('Maintenance');
  });

  it('uses the HTTP status when there is no body', async () => {
    worker.use(mswHttp.get('*/test/ok', () => new HttpResponse(null, { status: 502 })));

    const error = await rejectionOf(http.get('/test/ok'));
    expect(error.code).toBe(502);
    expect(error.message).toBe('Error');
    expect(error.body).toBeUndefined();
    expect(errorSpy).toHaveBeenCalledExactlyOnceWith('Error', undefined);
  });

  it('uses the HTTP status when the body is not an object', async () => {
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.text('Bad gateway', { status: 504 })));

    const error = await rejectionOf(http.get('/test/ok'));
    expect(error.code).toBe(504);
    expect(error.message).toBe('Error');
  });

  it('uses the axios error code when there is no response', async () => {
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.error()));

    const error = await rejectionOf(http.get('/test/ok'));
    expect(error.code).toBe(AxiosError.ERR_NETWORK);
    expect((error.original as AxiosError).response).toBeUndefined();
  });

  // The same order on hand-built failures, for the candidates a mocked transport cannot tell apart.
  it('orders body status, request status, response status, body code, error code, then UNKNOWN', () => {
    const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
    const response = (status: number, data: unknown): AxiosResponse => ({
      status,
      statusText: '',
      headers: {},
      config,
      data,
    });
    const axiosError = (request: unknown, res?: AxiosResponse, code = 'ERR_BAD_RESPONSE') =>
      new AxiosError('failed', code, config, request, res);

    expect(failureStatus(axiosError({ status: 500 }, response(500, { code: 7, status: 418 })))).toBe(418);
    expect(failureStatus(axiosError({ status: 500 }, response(500, { code: 7 })))).toBe(500);
    expect(failureStatus(axiosError({ status: 0 }, response(401, { code: 7 })))).toBe(401);
    expect(failureStatus(axiosError({ status: 502 }, response(500, { code: 200 })))).toBe(502);
    expect(failureStatus(axiosError({ status: 0 }, response(500, undefined)))).toBe(500);
    expect(failureStatus(axiosError(undefined, response(503, 'text')))).toBe(503);
    expect(failureStatus(axiosError({ status: 0 }, undefined, 'ECONNRESET'))).toBe('ECONNRESET');
    expect(failureStatus(new AxiosError('no code at all'))).toBe('UNKNOWN');
    // An answered call that failed its envelope check (no AxiosError).
    expect(failureStatus({ ...response(200, { code: 5 }), request: { status: 200 } })).toBe(5);
    expect(failureStatus({ ...response(200, 'no envelope'), request: { status: 200 } })).toBe(200);
  });

  it('reads the failure text title first, then message, else nothing', () => {
    const base = { status: 200, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } };
    expect(failureText({ ...base, data: { code: 1, title: 'T', message: 'M' } } as AxiosResponse)).toBe('T');
    expect(failureText({ ...base, data: { code: 1, message: 'M' } } as AxiosResponse)).toBe('M');
    expect(failureText({ ...base, data: { code: 1 } } as AxiosResponse)).toBeUndefined();
    expect(failureText({ ...base, data: new Blob(['{"title":"T"}']) } as AxiosResponse)).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------------
// Transport failures: timeout and network
// ---------------------------------------------------------------------------------------------------

describe('timeout', () => {
  it('uses a 20-second timeout by default (spec sections 7 and 9)', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20000);
    expect(httpClient.defaults.timeout).toBe(20000);

    worker.use(mswHttp.get('*/test/ok', () => ok(1)));
    const response = await httpClient.get('/test/ok');
    expect(response.config.timeout).toBe(20000);
  });

  // The browser's own XMLHttpRequest times out against the service worker's late answer (ECONNABORTED);
  // the fetch adapter reports the same as ETIMEDOUT.

  it('rejects with the timeout text and ECONNABORTED when the server is too slow', async () => {
    worker.use(
      mswHttp.get('*/test/slow', async () => {
        await delay(500);
        return ok('too late');
      }),
    );

    const error = await rejectionOf(http.get('/test/slow', undefined, { timeout: 50 }));
    expect(error.code).toBe(AxiosError.ECONNABORTED);
    expect(error.message).toBe(enErrors.timeout);
    expect(error.original).toBeInstanceOf(AxiosError);
    expect(isTimeout(error.original)).toBe(true);
    expect(error.body).toBeUndefined();
    expect(errorSpy).toHaveBeenCalledExactlyOnceWith(enErrors.timeout, undefined);
    expect(tableLoading()).toBe(false);
  });

  it('treats ETIMEDOUT (fetch adapter, clarified timeouts) as a timeout too', async () => {
    worker.use(
      mswHttp.get('*/test/slow', async () => {
        await delay(500);
        return ok('too late');
      }),
    );

    const error = await rejectionOf(http.get('/test/slow', undefined, { timeout: 50, adapter: 'fetch' }));
    expect(error.code).toBe(AxiosError.ETIMEDOUT);
    expect(error.message).toBe(enErrors.timeout);
    expect(errorSpy).toHaveBeenCalledExactlyOnceWith(enErrors.timeout, undefined);
  });

  it('does not time out a call that answers within the per-call timeout', async () => {
    worker.use(
      mswHttp.get('*/test/slow', async () => {
        await delay(20);
        return ok('in time');
      }),
    );

    await expect(http.get('/test/slow', undefined, { timeout: 2000 })).resolves.toBe('in time');
  });
});

describe('network error', () => {
  it('rejects with the network text when the server cannot be reached', async () => {
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.error()));

    const error = await rejectionOf(http.get('/test/ok'));
    expect(error.code).toBe('ERR_NETWORK');
    expect(error.message).toBe(enErrors.network);
    expect(isNetworkError(error.original)).toBe(true);
    expect(isTimeout(error.original)).toBe(false);
    expect(error.body).toBeUndefined();
    expect(errorSpy).toHaveBeenCalledExactlyOnceWith(enErrors.network, undefined);
    expect(toLoginSpy).not.toHaveBeenCalled();
  });

  it('classifies only response-less ERR_NETWORK errors as network errors', () => {
    const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
    const response = { status: 500, statusText: '', headers: {}, config, data: undefined } as AxiosResponse;
    expect(isNetworkError(new AxiosError('x', AxiosError.ERR_NETWORK, config))).toBe(true);
    expect(isNetworkError(new AxiosError('x', AxiosError.ERR_NETWORK, config, {}, response))).toBe(false);
    expect(isNetworkError(new AxiosError('x', AxiosError.ERR_BAD_RESPONSE, config))).toBe(false);
    expect(isNetworkError(new Error('Network Error'))).toBe(false);
    expect(isTimeout(new AxiosError('x', AxiosError.ETIMEDOUT))).toBe(true);
    expect(isTimeout(new AxiosError('x', AxiosError.ECONNABORTED))).toBe(true);
    expect(isTimeout(new AxiosError('x', AxiosError.ERR_NETWORK))).toBe(false);
    expect(isTimeout({ code: 'ECONNABORTED' })).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------
// Binary answers
// ---------------------------------------------------------------------------------------------------

describe('binary answers', () => {
  // The bytes of a binary answer: a zip signature, and for ArrayBuffer answers bytes that are not UTF-8.
  const BYTES = [0x50, 0x4b, 0x03, 0x04, 0x00, 0x7f];
  const ANY_BYTES = [0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x80];
  const binary = (contentType: string, init?: ResponseInit, bytes = BYTES) =>
    new HttpResponse(new Uint8Array(bytes), {
      ...init,
      headers: { 'content-type': contentType, 'content-disposition': 'attachment; filename="export.xlsx"' },
    });

  it('resolves http.download with a Blob although there is no envelope', async () => {
    worker.use(mswHttp.get('*/test/export', () => binary('application/octet-stream')));

    const blob = await http.download('/test/export', { from: '2024-01-01' });
    expect(blob).toBeInstanceOf(Blob);
    expect(await bytesOf(blob)).toEqual(BYTES);
    expect(errorSpy).not.toHaveBeenCalled();
    expect(tableLoading()).toBe(false);
  });

  it('resolves http.download with a Blob whatever the content type', async () => {
    worker.use(
      mswHttp.get('*/test/export', () => HttpResponse.text('a,b\n1,2', { headers: { 'content-type': 'text/csv' } })),
    );

    const blob = await http.download('/test/export');
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('a,b\n1,2');
  });

  it('still rejects a download that fails with an HTTP error', async () => {
    worker.use(mswHttp.get('*/test/export', () => HttpResponse.json({ code: 500, message: 'x' }, { status: 500 })));

    const error = await rejectionOf(http.download('/test/export'));
    expect(error.code).toBe(500);
    // The body came as a Blob, which is not read for a message.
    expect(error.message).toBe('Error');
    expect(errorSpy).toHaveBeenCalledExactlyOnceWith('Error', undefined);
  });

  it('resolves with an ArrayBuffer when one is asked for', async () => {
    worker.use(mswHttp.get('*/test/export', () => binary('application/octet-stream', undefined, ANY_BYTES)));

    const body = await http.get<ArrayBuffer>('/test/export', undefined, { responseType: 'arraybuffer' });
    expect(body).toBeInstanceOf(ArrayBuffer);
    expect(await bytesOf(body)).toEqual(ANY_BYTES);
  });

  it.each([
    'application/octet-stream',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.ms-excel',
    'application/zip',
    'application/pdf',
    'image/png',
    'audio/mpeg',
    'video/mp4',
  ])('counts a %s answer as a success without an envelope', async (contentType) => {
    worker.use(mswHttp.get('*/test/file', () => binary(contentType, undefined, ANY_BYTES)));

    const response = await httpClient.get('/test/file', { responseType: 'arraybuffer' });
    expect(response.status).toBe(200);
    expect(await bytesOf(response.data)).toEqual(ANY_BYTES);

    // Even with the default (JSON) response type the call is not a failure.
    const body = await http.get<string>('/test/file');
    expect(typeof body).toBe('string');
    expect(body.length).toBeGreaterThan(0);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('does not count a non-binary answer without an envelope as a success', async () => {
    worker.use(
      mswHttp.get('*/test/file', () => HttpResponse.text('hello', { headers: { 'content-type': 'text/plain' } })),
    );

    const error = await rejectionOf(http.get('/test/file'));
    expect(error.code).toBe(200);
    expect(error.message).toBe('Error');
  });

  it('classifies binary responses by response type, content type or body', () => {
    const config = (responseType?: 'blob' | 'arraybuffer' | 'json') =>
      ({ headers: new AxiosHeaders(), responseType }) as InternalAxiosRequestConfig;
    const response = (
      data: unknown,
      contentType = 'application/json',
      responseType?: 'blob' | 'arraybuffer' | 'json',
    ) =>
      ({
        status: 200,
        statusText: '',
        headers: { 'content-type': contentType },
        config: config(responseType),
        data,
      }) as AxiosResponse;

    expect(isBinaryResponse(response({ code: 500 }, 'application/json', 'blob'))).toBe(true);
    expect(isBinaryResponse(response({ code: 500 }, 'application/json', 'arraybuffer'))).toBe(true);
    expect(isBinaryResponse(response('x', 'application/PDF'))).toBe(true);
    expect(isBinaryResponse(response(new Blob(['x'])))).toBe(true);
    expect(isBinaryResponse(response(new ArrayBuffer(2)))).toBe(true);
    expect(isBinaryResponse(response({ code: 200 }))).toBe(false);
    expect(isBinaryResponse(response('x', 'text/html'))).toBe(false);
    expect(isBinaryResponse({ ...response('x'), headers: {} } as AxiosResponse)).toBe(false);

    expect(isSuccess(response({ code: 200, data: 1 }))).toBe(true);
    expect(isSuccess(response({ code: 201, data: 1 }))).toBe(false);
    expect(isSuccess({ ...response({ code: 200, data: 1 }), status: 201 })).toBe(false);
    expect(isSuccess({ ...response(new ArrayBuffer(1), 'application/zip'), status: 500 })).toBe(false);
    expect(isSuccess(response('bytes', 'application/zip'))).toBe(true);
    expect(isSuccess(response(undefined))).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------
// Suppressed errors
// ---------------------------------------------------------------------------------------------------

describe('silent calls', () => {
  it('reject without showing the error', async () => {
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.json({ code: 1001, message: 'Handled by caller' })));

    const error = await rejectionOf(http.get('/test/ok', undefined, { silent: true }));
    expect(error.code).toBe(1001);
    expect(error.message).toBe('Handled by caller');
    expect(errorSpy).not.toHaveBeenCalled();
    expect(toLoginSpy).not.toHaveBeenCalled();
    expect(tableLoading()).toBe(false);
  });

  it('reject without showing the error on HTTP and network failures', async () => {
    worker.use(
      mswHttp.get('*/test/500', () => HttpResponse.json({ code: 500, message: 'boom' }, { status: 500 })),
      mswHttp.get('*/test/down', () => HttpResponse.error()),
    );

    expect((await rejectionOf(http.get('/test/500', undefined, { silent: true }))).message).toBe('boom');
    expect((await rejectionOf(http.get('/test/down', undefined, { silent: true }))).message).toBe(enErrors.network);
    expect(errorSpy).not.toHaveBeenCalled();
  });
});

// ---------------------------------------------------------------------------------------------------
// Table-loading flag
// ---------------------------------------------------------------------------------------------------

describe('table-loading flag', () => {
  it('is on while a call is in flight and off after it succeeds', async () => {
    const arrived = deferred();
    const release = deferred();
    worker.use(
      mswHttp.get('*/test/ok', async () => {
        arrived.resolve();
        await release.promise;
        return ok('done');
      }),
    );
    const loading = recordLoading();

    const call = http.get('/test/ok');
    await arrived.promise;
    expect(tableLoading()).toBe(true);

    release.resolve();
    await expect(call).resolves.toBe('done');
    expect(tableLoading()).toBe(false);
    loading.stop();
    expect(loading.values).toEqual([true, false]);
  });

  it('is on while a call is in flight and off after it fails', async () => {
    const arrived = deferred();
    const release = deferred();
    worker.use(
      mswHttp.get('*/test/ok', async () => {
        arrived.resolve();
        await release.promise;
        return HttpResponse.json({ code: 500, message: 'x' }, { status: 500 });
      }),
    );
    const loading = recordLoading();

    const call = rejectionOf(http.get('/test/ok'));
    await arrived.promise;
    expect(tableLoading()).toBe(true);

    release.resolve();
    await call;
    expect(tableLoading()).toBe(false);
    loading.stop();
    expect(loading.values).toEqual([true, false]);
  });

  it('turns off after a business failure, a network error and a 401', async () => {
    worker.use(
      mswHttp.get('*/test/business', () => HttpResponse.json({ code: 1001 })),
      mswHttp.get('*/test/down', () => HttpResponse.error()),
      mswHttp.get('*/test/expired', () => new HttpResponse(null, { status: 401 })),
    );

    for (const path of ['/test/business', '/test/down', '/test/expired']) {
      const loading = recordLoading();
      await rejectionOf(http.get(path));
      loading.stop();
      expect(loading.values, path).toEqual([true, false]);
    }
  });

  it('stays on until the slower of two concurrent calls finishes', async () => {
    const fastArrived = deferred();
    const slowArrived = deferred();
    const releaseFast = deferred();
    const releaseSlow = deferred();
    worker.use(
      mswHttp.get('*/test/fast', async () => {
        fastArrived.resolve();
        await releaseFast.promise;
        return ok('fast');
      }),
      mswHttp.get('*/test/slow', async () => {
        slowArrived.resolve();
        await releaseSlow.promise;
        return ok('slow');
      }),
    );
    const loading = recordLoading();

    const fast = http.get('/test/fast');
    const slow = http.get('/test/slow');
    await Promise.all([fastArrived.promise, slowArrived.promise]);
    expect(tableLoading()).toBe(true);

    releaseFast.resolve();
    await expect(fast).resolves.toBe('fast');
    expect(tableLoading()).toBe(true);

    releaseSlow.resolve();
    await expect(slow).resolves.toBe('slow');
    expect(tableLoading()).toBe(false);
    loading.stop();
    expect(loading.values).toEqual([true, false]);
  });

  it('stays on when the faster of two concurrent calls fails', async () => {
    const slowArrived = deferred();
    const releaseSlow = deferred();
    worker.use(
      mswHttp.get('*/test/fails', () => HttpResponse.json({ code: 500, message: 'x' }, { status: 500 })),
      mswHttp.get('*/test/slow', async () => {
        slowArrived.resolve();
        await releaseSlow.promise;
        return ok('slow');
      }),
    );

    const slow = http.get('/test/slow');
    await slowArrived.promise;
    await rejectionOf(http.get('/test/fails'));
    expect(tableLoading()).toBe(true);

    releaseSlow.resolve();
    await slow;
    expect(tableLoading()).toBe(false);
  });

  it('never turns on for a skipLoading call, whether it succeeds or fails', async () => {
    const arrived = deferred();
    const release = deferred();
    worker.use(
      mswHttp.get('*/test/ok', async () => {
        arrived.resolve();
        await release.promise;
        return ok('quiet');
      }),
      mswHttp.get('*/test/fails', () => HttpResponse.json({ code: 500 }, { status: 500 })),
    );
    const loading = recordLoading();

    const call = http.get('/test/ok', undefined, { skipLoading: true });
    await arrived.promise;
    expect(tableLoading()).toBe(false);
    release.resolve();
    await expect(call).resolves.toBe('quiet');
    await rejectionOf(http.get('/test/fails', undefined, { skipLoading: true }));

    loading.stop();
    expect(loading.values).toEqual([]);
    expect(tableLoading()).toBe(false);
  });

  it('does not let a skipLoading call turn off the flag of another call in flight', async () => {
    const arrived = deferred();
    const release = deferred();
    worker.use(
      mswHttp.get('*/test/slow', async () => {
        arrived.resolve();
        await release.promise;
        return ok('slow');
      }),
      mswHttp.get('*/test/quick', () => ok('quick')),
      mswHttp.get('*/test/fails', () => HttpResponse.json({ code: 500 }, { status: 500 })),
    );

    const slow = http.get('/test/slow');
    await arrived.promise;
    await http.get('/test/quick', undefined, { skipLoading: true });
    await rejectionOf(http.get('/test/fails', undefined, { skipLoading: true }));
    expect(tableLoading()).toBe(true);

    release.resolve();
    await slow;
    expect(tableLoading()).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------
// Headers and body encoding
// ---------------------------------------------------------------------------------------------------

describe('request headers', () => {
  function captureHeaders() {
    const captured: Headers[] = [];
    worker.use(
      mswHttp.all('*/test/headers', ({ request }) => {
        captured.push(request.headers);
        return ok(null);
      }),
    );
    return captured;
  }

  it('sends the fixed headers, an empty Authorization and the current language', async () => {
    const captured = captureHeaders();

    await http.post('/test/headers', { a: 1 });
    const headers = captured[0];
    expect(headers.get('Content-Type')).toBe('application/json;charset=UTF-8');
    expect(headers.get('Content-Type')).toBe(JSON_CONTENT_TYPE);
    expect(headers.get('Accept')).toBe('application/json, text/plain, */*');
    expect(headers.get('deviceId')).toBe('admin');
    expect(headers.has('Authorization')).toBe(true);
    expect(headers.get('Authorization')).toBe('');
    expect(headers.get('language')).toBe('en');
    expect(headers.get('client-language')).toBe('en');
    expect(headers.get('X-Client-Agent')).toBe('admin-console-web');
    expect(CLIENT_AGENT_HEADER).toBe('X-Client-Agent');
    expect(CLIENT_AGENT).toBe('admin-console-web');
  });

  it('sends the stored token and the store language once they change', async () => {
    const captured = captureHeaders();
    const token = 'x'.repeat(40);
    expect(useSessionStore.getState().setToken(token)).toBe(true);
    usePreferencesStore.getState().setLanguage('ar');

    await http.put('/test/headers', { a: 1 });
    await http.get('/test/headers');

    for (const headers of captured) {
      expect(headers.get('Authorization')).toBe(token);
      expect(headers.get('Authorization')).toBe(useSessionStore.getState().token);
      expect(headers.get('language')).toBe('ar');
      expect(headers.get('client-language')).toBe('ar');
      expect(headers.get('language')).toBe(usePreferencesStore.getState().language);
      expect(headers.get('deviceId')).toBe('admin');
      expect(headers.get('X-Client-Agent')).toBe('admin-console-web');
    }
    expect(captured[0].get('Content-Type')).toBe(JSON_CONTENT_TYPE);
  });

  it('reads the token and language afresh for every call', async () => {
    const captured = captureHeaders();

    useSessionStore.getState().setToken('a'.repeat(32));
    usePreferencesStore.getState().setLanguage('fr');
    await http.get('/test/headers');
    useSessionStore.getState().clearSession();
    usePreferencesStore.getState().setLanguage('ind');
    await http.get('/test/headers');

    expect(captured.map((headers) => headers.get('Authorization'))).toEqual(['a'.repeat(32), '']);
    expect(captured.map((headers) => headers.get('language'))).toEqual(['fr', 'ind']);
    expect(captured.map((headers) => headers.get('client-language'))).toEqual(['fr', 'ind']);
  });

  it('does not send a refused (too short) token', async () => {
    const captured = captureHeaders();
    expect(useSessionStore.getState().setToken('short')).toBe(false);

    await http.get('/test/headers');
    expect(captured[0].get('Authorization')).toBe('');
  });
});

describe('body encoding', () => {
  function captureBody() {
    const captured: Array<{ contentType: string | null; text: string }> = [];
    worker.use(
      mswHttp.post('*/test/form', async ({ request }) => {
        captured.push({ contentType: request.headers.get('Content-Type'), text: await request.text() });
        return ok('received');
      }),
    );
    return captured;
  }

  it('form-encodes with bracket-style arrays when asked', async () => {
    const captured = captureBody();

    await expect(http.post('/test/form', { ids: [1, 2], name: 'a b' }, { form: true })).resolves.toBe('received');
    expect(captured[0].contentType).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(captured[0].contentType).toBe(FORM_CONTENT_TYPE);
    expect(decodeURIComponent(captured[0].text)).toBe('ids[]=1&ids[]=2&name=a+b');
  });

  it('sends JSON otherwise', async () => {
    const captured = captureBody();

    await http.post('/test/form', { ids: [1, 2], name: 'a b' });
    expect(captured[0].contentType).toBe(JSON_CONTENT_TYPE);
    expect(JSON.parse(captured[0].text)).toEqual({ ids: [1, 2], name: 'a b' });
  });

  it('drops empty, null and undefined fields from every JSON or form body (spec section 5)', async () => {
    const captured = captureBody();

    await http.post('/test/form', {
      name: 'Editors',
      description: '',
      note: null,
      icon: undefined,
      sort: 0,
      on: false,
    });
    await http.post('/test/form', { name: 'a', remark: '' }, { form: true });
    expect(JSON.parse(captured[0].text)).toEqual({ name: 'Editors', sort: 0, on: false });
    expect(decodeURIComponent(captured[1].text)).toBe('name=a');
  });

  it('drops empty query parameters too', async () => {
    const seen: string[] = [];
    worker.use(
      mswHttp.get('*/test/query', ({ request }) => {
        seen.push(new URL(request.url).search);
        return ok(null);
      }),
    );

    await http.get('/test/query', { login: '', status: null, current: 1 });
    expect(seen).toEqual(['?current=1']);
  });

  it('leaves FormData uploads to multipart with their boundary', async () => {
    const captured = captureBody();
    const body = new FormData();
    body.append('name', 'cover.png');

    await http.post('/test/form', body, { skipLoading: true });
    expect(captured[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(captured[0].text).toContain('name="name"');
    expect(captured[0].text).toContain('cover.png');
  });
});

// ---------------------------------------------------------------------------------------------------
// Feedback registration
// ---------------------------------------------------------------------------------------------------

describe('feedback registration', () => {
  it('goes back to the console once the registered channel is removed', async () => {
    worker.use(mswHttp.get('*/test/ok', () => HttpResponse.json({ code: 1001, message: 'To the console' })));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      unregister();
      await rejectionOf(http.get('/test/ok'));
      expect(errorSpy).not.toHaveBeenCalled();
      expect(consoleError).toHaveBeenCalledWith('To the console');
    } finally {
      consoleError.mockRestore();
    }
  });

  it('puts back what was registered before, whichever registration ends first', async () => {
    worker.use(mswHttp.get('*/test/failing', () => HttpResponse.json({ code: 1001, message: 'Who hears this' })));
    const first = vi.fn<Feedback['error']>();
    const second = vi.fn<Feedback['error']>();
    const removeFirst = registerFeedback({ error: first });
    const removeSecond = registerFeedback({ error: second });
    try {
      await rejectionOf(http.get('/test/failing'));
      expect(second).toHaveBeenCalledTimes(1);
      removeFirst();
      await rejectionOf(http.get('/test/failing'));
      expect(second).toHaveBeenCalledTimes(2);
      removeSecond();
      await rejectionOf(http.get('/test/failing'));
      expect(first).not.toHaveBeenCalled();
      // Back to the test's own registration, from beforeEach.
      expect(errorSpy).toHaveBeenCalledWith('Who hears this', undefined);
    } finally {
      removeFirst();
      removeSecond();
    }
  });

  it('leaves the channels it did not register to the registrations below it', async () => {
    worker.use(
      mswHttp.get('*/test/failing', () => HttpResponse.json({ code: 1001, message: 'Back to the test' })),
      mswHttp.get('*/test/expired', () => HttpResponse.json({ code: 401 })),
    );
    const otherError = vi.fn<Feedback['error']>();
    const removeOther = registerFeedback({ error: otherError });
    // toLogin, registered in beforeEach and not by this one, is the test's own (no navigation).
    expect(useSessionStore.getState().setToken('s'.repeat(40))).toBe(true);
    await rejectionOf(http.get('/test/expired'));
    expect(toLoginSpy).toHaveBeenCalledExactlyOnceWith(enErrors.sessionExpired);

    removeOther();
    await rejectionOf(http.get('/test/failing'));
    expect(otherError).not.toHaveBeenCalled();
    expect(errorSpy).toHaveBeenCalledWith('Back to the test', undefined);
  });
});
