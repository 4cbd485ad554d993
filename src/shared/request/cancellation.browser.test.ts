import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { worker } from '../../mocks/test-worker';
import { useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { registerFeedback, type Feedback } from './feedback';
import { http } from './http';
import { deferred, rejectionOf } from '../../../tests/support/promises';
import { afterNextPaint, mockedAnswerTo } from '../../../tests/support/waits';

/**
 * A call its caller cancelled (an AbortController, a screen that went away) is nobody's error: nothing is
 * shown, the session stays, the loading flag is released, and the call rejects with ERR_CANCELED.
 */

const TOKEN = 't'.repeat(40);

let errorSpy: Mock<Feedback['error']>;
let toLoginSpy: Mock<Feedback['toLogin']>;
let unregister: () => void;

beforeEach(() => {
  errorSpy = vi.fn<Feedback['error']>();
  toLoginSpy = vi.fn<Feedback['toLogin']>();
  unregister = registerFeedback({ error: errorSpy, toLogin: toLoginSpy });
  useSessionStore.getState().setToken(TOKEN);
});

afterEach(() => {
  unregister();
});

/**
 * A server that answers `answer` only when the test lets it: `reached` settles once a call has reached it,
 * so the test cancels a call that is really in flight; `answer()` lets every call have its answer and
 * resolves once the first one has reached the page, as it would have had the call not been cancelled,
 * and a frame has been drawn since.
 */
function slowServer(answer: () => Response) {
  const reached = deferred();
  const released = deferred();
  worker.use(
    mswHttp.all('*/test/slow', async () => {
      reached.resolve();
      await released.promise;
      return answer();
    }),
  );
  const answerNow = async () => {
    const answered = mockedAnswerTo('/test/slow');
    released.resolve();
    await answered;
    await afterNextPaint();
  };
  return { reached: reached.promise, answer: answerNow };
}

const tableLoading = () => useUiStore.getState().tableLoading;
const ok = () => HttpResponse.json({ code: 200, message: 'OK', data: { fine: true } });

function expectNothingShown() {
  expect(errorSpy).not.toHaveBeenCalled();
  expect(toLoginSpy).not.toHaveBeenCalled();
  expect(useSessionStore.getState().token).toBe(TOKEN);
}

describe('a call its caller cancelled', () => {
  it('rejects with ERR_CANCELED and shows nothing when aborted in flight', async () => {
    const server = slowServer(ok);
    const controller = new AbortController();
    const call = http.get('/test/slow', { q: 1 }, { signal: controller.signal });
    await server.reached;
    expect(tableLoading()).toBe(true);

    controller.abort();
    const error = await rejectionOf(call);
    expect(error.code).toBe('ERR_CANCELED');
    await server.answer();
    expectNothingShown();
    expect(tableLoading()).toBe(false);
  });

  it('rejects the same way when the signal was aborted before the call was made', async () => {
    let served = 0;
    worker.use(
      mswHttp.all('*/test/slow', () => {
        served += 1;
        return ok();
      }),
    );
    const controller = new AbortController();
    controller.abort();

    const error = await rejectionOf(http.post('/test/slow', { a: 1 }, { signal: controller.signal }));
    expect(error.code).toBe('ERR_CANCELED');
    expectNothingShown();
    expect(tableLoading()).toBe(false);
    expect(served).toBe(0);
  });

  it('shows nothing for a cancelled call the server would have failed, even without silent', async () => {
    const server = slowServer(() => HttpResponse.json({ code: 500, message: 'Database on fire' }, { status: 500 }));
    const controller = new AbortController();
    const call = http.put('/test/slow', { a: 1 }, { signal: controller.signal });
    await server.reached;
    controller.abort();

    expect((await rejectionOf(call)).code).toBe('ERR_CANCELED');
    await server.answer();
    expectNothingShown();
  });

  it('keeps the session when a cancelled call would have answered 401', async () => {
    const server = slowServer(() => HttpResponse.json({ code: 401, message: 'Unauthorized' }, { status: 401 }));
    const controller = new AbortController();
    const call = http.delete('/test/slow', undefined, { signal: controller.signal });
    await server.reached;
    controller.abort();

    expect((await rejectionOf(call)).code).toBe('ERR_CANCELED');
    await server.answer();
    expectNothingShown();
  });

  it('releases only its own share of the loading flag', async () => {
    const server = slowServer(ok);
    const controller = new AbortController();
    const cancelled = http.get('/test/slow', undefined, { signal: controller.signal });
    const other = http.get<{ fine: boolean }>('/test/slow');
    await server.reached;

    controller.abort();
    expect((await rejectionOf(cancelled)).code).toBe('ERR_CANCELED');
    expect(tableLoading()).toBe(true);
    await server.answer();
    expect(await other).toEqual({ fine: true });
    expect(tableLoading()).toBe(false);
    expectNothingShown();
  });
});

describe('a screen that went away', () => {
  it('cancels the query of the last component that used it, silently', async () => {
    const server = slowServer(() => HttpResponse.json({ code: 500, message: 'Too late to matter' }, { status: 500 }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let call: Promise<unknown> | undefined;
    // What a screen's useQuery does: observe the query while mounted, hand the query's signal to the call.
    const observer = new QueryObserver(queryClient, {
      queryKey: ['screen-list'],
      queryFn: ({ signal }) => (call = http.get('/test/slow', undefined, { signal })),
    });
    const unsubscribe = observer.subscribe(() => {});
    await server.reached;

    // The screen unmounts: its only observer goes away while the call is in flight.
    unsubscribe();
    expect((await rejectionOf(call!)).code).toBe('ERR_CANCELED');
    await server.answer();
    expectNothingShown();
    expect(tableLoading()).toBe(false);
    // The query is put back as it was, not into an error state a later visit would show.
    expect(queryClient.getQueryState(['screen-list'])?.status).toBe('pending');
    expect(queryClient.getQueryState(['screen-list'])?.error).toBeNull();
    queryClient.clear();
  });
});
