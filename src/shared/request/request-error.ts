/** What every failed call rejects with: the status it failed with, a readable message, the cause. */
export class RequestError extends Error {
  readonly code: number | string;
  readonly original: unknown;
  /** The failed envelope's body, when the server sent one (field errors live here). */
  readonly body: unknown;

  constructor(code: number | string, message: string, original: unknown, body?: unknown) {
    super(message);
    this.name = 'RequestError';
    this.code = code;
    this.original = original;
    this.body = body;
  }
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}
