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

/** Promise rejections nobody handled while the test ran: each one is a failure users never hear of. */
export function watchUnhandledRejections(): unknown[] {
  const reasons: unknown[] = [];
  const onRejection = (event: PromiseRejectionEvent) => {
    event.preventDefault();
    reasons.push(event.reason);
  };
  window.addEventListener('unhandledrejection', onRejection);
  onTestFinished(() => window.removeEventListener('unhandledrejection', onRejection));
  return reasons;
}
