import { expect, onTestFinished } from 'vitest';
import { RequestError } from '../../src/shared/request/request-error';

/** A promise settled from outside: a mock answer held back until the test lets it go. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Settles a call and hands back what it rejected with; fails the test if it resolved. */
export async function rejectionOf(call: Promise<unknown>): Promise<RequestError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(RequestError);
    return error as RequestError;
  }
  throw new Error('expected the call to reject, but it resolved');
}

/** What unhandledRejectionsReported leaves unhandled on purpose: its own, not one of the test's. */
const REPORT_MARKER = Symbol('unhandled rejections reported so far');

/** Promise rejections nobody handled while the test ran: each one is a failure users never hear of. */
export function watchUnhandledRejections(): unknown[] {
  const reasons: unknown[] = [];
  const onRejection = (event: PromiseRejectionEvent) => {
    if (event.reason === REPORT_MARKER) return;
    event.preventDefault();
    reasons.push(event.reason);
  };
  window.addEventListener('unhandledrejection', onRejection);
  onTestFinished(() => window.removeEventListener('unhandledrejection', onRejection));
  return reasons;
}

/**
 * Resolves once the page has reported every promise rejection nobody handled until now. The browser
 * reports them a task after they happen, in the order they happened: this leaves one of its own
 * unhandled and waits for its report, which comes after the others'.
 */
export function unhandledRejectionsReported(): Promise<void> {
  return new Promise((resolve) => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (event.reason !== REPORT_MARKER) return;
      event.preventDefault();
      window.removeEventListener('unhandledrejection', onRejection);
      resolve();
    };
    window.addEventListener('unhandledrejection', onRejection);
    void Promise.reject(REPORT_MARKER);
  });
}
