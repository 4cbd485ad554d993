import { HttpHandler } from 'msw';
import { t } from '../shared/i18n/i18n';
import { StorageRefused } from './change-storage';
import { commitChanges } from './db';
import { failure } from './envelope';

/** HTTP 507 Insufficient Storage: the server could not keep what the request changed. */
const INSUFFICIENT_STORAGE = 507;

/** The refusal, in the caller's language (the request layer sends it in the `language` header), as a server would word it. */
function storageRefused(request: Request) {
  const language = request.headers.get('language');
  const message = t('errors:mockStorageRefused', language ? { lng: language } : undefined);
  return failure(INSUFFICIENT_STORAGE, message, { httpStatus: INSUFFICIENT_STORAGE });
}

/**
 * The endpoint, with what it changed kept once it has answered. When the browser refuses to keep it, the
 * database has already put the change back, and the caller gets the refusal instead of the endpoint's
 * success, so what the console shows is what is kept.
 */
export function keepingChanges(endpoint: HttpHandler): HttpHandler {
  return new HttpHandler(endpoint.info.method, endpoint.info.path, async ({ request, requestId }) => {
    const result = await endpoint.run({ request, requestId });
    try {
      commitChanges();
    } catch (error) {
      if (!(error instanceof StorageRefused)) throw error;
      console.warn('[mock] the browser refused to keep the change:', error.cause);
      return storageRefused(request);
    }
    return result?.response;
  });
}
