import type { AxiosRequestConfig } from 'axios';
import { isBinaryResponse, type Envelope } from './failure';
import { httpClient } from './http-client';

/**
 * Typed calls for features: each resolves with the envelope's `data` (or, for a binary answer, the body
 * as it came: a Blob for `download`, an ArrayBuffer for `responseType: 'arraybuffer'`) and rejects with
 * a RequestError.
 */
async function call<T>(config: AxiosRequestConfig): Promise<T> {
  const response = await httpClient.request<Envelope<T> | Blob | ArrayBuffer>(config);
  // The same test that let it through without an envelope (failure.ts): it has no `data` to unwrap.
  if (isBinaryResponse(response)) return response.data as T;
  return (response.data as Envelope<T>).data;
}

/**
 * What a feature's call may pass on: the signal that cancels it (TanStack Query's, for lists), and
 * `silent` for a call nobody asked for yet (a list readied in the background).
 */
export type CallOptions = Pick<AxiosRequestConfig, 'signal' | 'silent'>;

export const http = {
  get: <T>(url: string, params?: object, options?: AxiosRequestConfig) =>
    call<T>({ ...options, method: 'GET', url, params }),
  post: <T>(url: string, data?: unknown, options?: AxiosRequestConfig) =>
    call<T>({ ...options, method: 'POST', url, data }),
  put: <T>(url: string, data?: unknown, options?: AxiosRequestConfig) =>
    call<T>({ ...options, method: 'PUT', url, data }),
  delete: <T>(url: string, params?: object, options?: AxiosRequestConfig) =>
    call<T>({ ...options, method: 'DELETE', url, params }),
  /** Downloads a binary answer (an export) as a Blob. */
  download: (url: string, params?: object, options?: AxiosRequestConfig) =>
    call<Blob>({ ...options, method: 'GET', url, params, responseType: 'blob' }),
};
