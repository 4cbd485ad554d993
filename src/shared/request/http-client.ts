import axios, { AxiosError, CanceledError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { appConfig } from '../config/app-config';
import { t } from '../i18n/i18n';
import { clearClientState } from '../session/logout';
import { usePreferencesStore } from '../stores/preferences-store';
import { isLocked } from '../stores/idle-lock-store';
import { getToken } from '../stores/session-store';
import { compactPayload } from '../utils/compact-payload';
import { feedback } from './feedback';
import { failureBody, failureStatus, failureText, isNetworkError, isSuccess, isTimeout } from './failure';
import { loadingFinished, loadingStarted } from './loading-tracker';
import { RequestError } from './request-error';
import './request-options';

export const REQUEST_TIMEOUT_MS = 20000;
export const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';
/**
 * Browsers refuse to let a page set User-Agent, so the console's fixed client tag travels in this
 * header instead (the gateway's CORS settings must allow it).
 */
export const CLIENT_AGENT_HEADER = 'X-Client-Agent';
export const CLIENT_AGENT = 'admin-console-web';

const LOADING_COUNTED = Symbol('loadingCounted');
type TrackedConfig = InternalAxiosRequestConfig & { [LOADING_COUNTED]?: boolean };

export const httpClient = axios.create({
  baseURL: appConfig.apiBase,
  timeout: REQUEST_TIMEOUT_MS,
  // Form bodies use bracket-style arrays: ids[]=1&ids[]=2.
  formSerializer: { indexes: false },
});

const isPlainObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

httpClient.interceptors.request.use((config: TrackedConfig) => {
  // A locked console shows nothing new: its calls are not sent (TanStack Query pauses its own meanwhile).
  if (isLocked() && !config.whileLocked) throw new CanceledError('The console is locked', config);
  const language = usePreferencesStore.getState().language;
  // Spec section 5: empty, null and undefined fields are removed from every payload, here for all calls.
  if (isPlainObject(config.data)) config.data = compactPayload(config.data);
  if (isPlainObject(config.params)) config.params = compactPayload(config.params);
  // File uploads leave the type to the browser, which adds the multipart boundary.
  if (!(typeof FormData !== 'undefined' && config.data instanceof FormData)) {
    config.headers.set('Content-Type', config.form ? FORM_CONTENT_TYPE : JSON_CONTENT_TYPE);
  }
  config.headers.set('Accept', 'application/json, text/plain, */*');
  config.headers.set('deviceId', 'admin');
  // The lock ends the session it took the token from by naming that token itself.
  if (!config.headers.has('Authorization')) config.headers.set('Authorization', getToken() || '');
  config.headers.set('language', language);
  config.headers.set('client-language', language);
  config.headers.set(CLIENT_AGENT_HEADER, CLIENT_AGENT);
  if (!config.skipLoading) {
    config[LOADING_COUNTED] = true;
    loadingStarted();
  }
  return config;
});

function settle(config: TrackedConfig | undefined): void {
  if (config?.[LOADING_COUNTED]) {
    config[LOADING_COUNTED] = false;
    loadingFinished();
  }
}

function messageFor(source: AxiosResponse | AxiosError): string {
  if (isTimeout(source)) return t('errors:timeout');
  if (isNetworkError(source)) return t('errors:network');
  return failureText(source) ?? t('errors:generic');
}

/** Whether a call spoke for the session there is now: sent with its token, and there is one. */
function sentForCurrentSession(config: TrackedConfig | undefined): boolean {
  const sentWith = config?.headers?.get('Authorization');
  const current = getToken() || '';
  return current !== '' && (typeof sentWith !== 'string' || sentWith === current);
}

function fail(source: AxiosResponse | AxiosError, config: TrackedConfig | undefined): Promise<never> {
  settle(config);
  // A call its caller cancelled (a screen that went away) is nobody's error to show.
  if (axios.isCancel(source)) return Promise.reject(new RequestError('ERR_CANCELED', 'Canceled', source));
  const status = failureStatus(source);
  if (Number(status) === 401) {
    const text = t('errors:sessionExpired');
    // A call sent with an older token, or with none, answers for a session that is already gone (signed
    // out, or replaced by a newer sign-in): it must not sign out the session there is now, nor leave the
    // page for the login form when no session is open.
    if (!sentForCurrentSession(config)) return Promise.reject(new RequestError(401, text, source, failureBody(source)));
    clearClientState();
    // The login page shows the notice: a toast would vanish with the page that raised it.
    feedback.toLogin(text);
    return Promise.reject(new RequestError(401, text, source, failureBody(source)));
  }
  const text = messageFor(source);
  if (!config?.silent) feedback.error(text);
  return Promise.reject(new RequestError(status, text, source, failureBody(source)));
}

httpClient.interceptors.response.use(
  (response) => {
    if (!isSuccess(response)) return fail(response, response.config);
    settle(response.config);
    return response;
  },
  (error: AxiosError) => fail(error, error.config),
);
