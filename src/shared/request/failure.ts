import { AxiosError, type AxiosResponse } from 'axios';

/** The envelope every call answers with (design section 4). */
export interface Envelope<T = unknown> {
  code: number;
  message?: string;
  title?: string;
  status?: number;
  data: T;
}

const BINARY_CONTENT_TYPE = /octet-stream|spreadsheet|excel|zip|pdf|image\/|audio\/|video\//i;

/** Exports and files count as success whatever their body holds. */
export function isBinaryResponse(response: AxiosResponse): boolean {
  const type = String(response.headers?.['content-type'] ?? '');
  const responseType = response.config?.responseType;
  return (
    responseType === 'blob' ||
    responseType === 'arraybuffer' ||
    BINARY_CONTENT_TYPE.test(type) ||
    (typeof Blob !== 'undefined' && response.data instanceof Blob) ||
    response.data instanceof ArrayBuffer
  );
}

export function isSuccess(response: AxiosResponse): boolean {
  if (response.status !== 200) return false;
  if (isBinaryResponse(response)) return true;
  return (response.data as Envelope | undefined)?.code === 200;
}

function bodyOf(source: AxiosResponse | AxiosError): Partial<Envelope> | undefined {
  const response = source instanceof AxiosError ? source.response : source;
  const data = response?.data;
  return data && typeof data === 'object' && !(data instanceof Blob) ? (data as Partial<Envelope>) : undefined;
}

const failing = (status: number | undefined) => (status && status !== 200 ? status : undefined);

/**
 * The status a failure is judged by (spec section 8): the body's status, the request's status, the
 * response's status, then the transport error code. An answer whose HTTP status is 200 fails by its
 * body, so its non-200 body code stands in for the HTTP status; an answer with no envelope at all keeps
 * its HTTP status.
 */
export function failureStatus(source: AxiosResponse | AxiosError): number | string {
  const body = bodyOf(source);
  const response = source instanceof AxiosError ? source.response : source;
  const request = (source instanceof AxiosError ? source.request : source.request) as { status?: number } | undefined;
  const candidates: Array<number | string | undefined> = [
    body?.status,
    failing(request?.status),
    failing(response?.status),
    body && body.code !== 200 ? body.code : undefined,
    source instanceof AxiosError ? source.code : undefined,
    request?.status || response?.status,
  ];
  return candidates.find((value) => value !== undefined && value !== null && value !== '') ?? 'UNKNOWN';
}

/** The server's own words for a failure: title first, then message. */
export function failureText(source: AxiosResponse | AxiosError): string | undefined {
  const body = bodyOf(source);
  return body?.title || body?.message || undefined;
}

export function failureBody(source: AxiosResponse | AxiosError): unknown {
  return bodyOf(source);
}

export function isTimeout(error: unknown): boolean {
  return error instanceof AxiosError && (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT);
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof AxiosError && !error.response && error.code === AxiosError.ERR_NETWORK;
}
