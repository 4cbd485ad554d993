import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getResponse } from 'msw';
import { callMock, resetMock, startMock } from '../../../mocks/mock-calls';
import { nodeOnlyHandlers } from '../../../mocks/node/node-handlers';
import { CHAT_APP_CODE_MS } from './chat-app-codes';

const authorize = async (state: string) =>
  (await callMock<{ code: string }>('POST', '/mock/api/chat-app/authorize', { body: { state } })).data.code;

const exchange = (code: string, state: string, language = 'en') =>
  callMock<{ token: string }>('POST', '/admin/api/authenticate/chat-app', { body: { code, state }, language });

beforeAll(startMock);
beforeEach(() => resetMock());
afterEach(() => vi.useRealTimers());

describe("the mock's chat-app sign-in", () => {
  it('signs in as the operator with a code its authorize step issued for the state', async () => {
    const code = await authorize('state-1');
    const answer = await exchange(code, 'state-1');
    expect(answer.code).toBe(200);
    const account = await callMock<{ login: string }>('GET', '/admin/api/account', { token: answer.data.token });
    expect(account.data.login).toBe('operator');
  });

  it('takes each code once', async () => {
    const code = await authorize('state-1');
    expect((await exchange(code, 'state-1')).code).toBe(200);
    const again = await exchange(code, 'state-1');
    expect(again).toMatchObject({
      code: 400,
      message: 'The chat app sign-in could not be verified. Please try again.',
    });
  });

  it('refuses a code shown with another state, and spends it', async () => {
    const code = await authorize('state-1');
    expect((await exchange(code, 'state-2')).code).toBe(400);
    expect((await exchange(code, 'state-1')).code).toBe(400);
  });

  it('refuses a code it never issued, such as the fixed one that used to sign anyone in', async () => {
    const answer = await exchange('mock-chat-app-code-operator', 'state-1', 'fr');
    expect(answer.code).toBe(400);
    expect(answer.message).toBe(
      'La connexion par l’application de messagerie n’a pas pu être vérifiée. Veuillez réessayer.',
    );
    expect((await callMock('POST', '/mock/api/chat-app/authorize', { body: {} })).code).toBe(400);
  });

  it('refuses a code past its time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-03-02T08:00:00Z') });
    const code = await authorize('state-1');
    vi.setSystemTime(Date.now() + CHAT_APP_CODE_MS);
    expect((await exchange(code, 'state-1')).code).toBe(400);
  });

  it("is the same over the HTTP mock server, whose authorize page sends the code back with the console's state", async () => {
    const consoleOrigin = 'http://127.0.0.1:4173';
    const authorizePage = (query: string) =>
      getResponse(
        nodeOnlyHandlers([consoleOrigin]),
        new Request(`http://127.0.0.1:8090/mock/chat-app/authorize?${query}`),
      );
    const redirect = encodeURIComponent(`${consoleOrigin}/login`);
    const back = new URL((await authorizePage(`redirect_uri=${redirect}&state=state-1`))!.headers.get('Location')!);
    expect(back.origin + back.pathname).toBe(`${consoleOrigin}/login`);
    expect(back.searchParams.get('state')).toBe('state-1');
    expect((await exchange(back.searchParams.get('code')!, 'state-1')).code).toBe(200);
    expect((await authorizePage(`redirect_uri=${redirect}`))!.status).toBe(400);
  });
});
