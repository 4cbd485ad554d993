import { HttpHandler } from 'msw';
import { t } from '../shared/i18n/i18n';
import { StorageRefused } from './change-storage';
import { discardChanges, keepChanges, sharedWithOtherTabs, takeChangesOfOtherTabs } from './db';
import { failure } from './envelope';
import { announceChanges } from './live-changes';
import { oneAtATime } from './one-at-a-time';

/** HTTP 507 Insufficient Storage: the server could not keep what the request changed. */
const INSUFFICIENT_STORAGE = 507;

/** A message in the caller's language (the request layer sends it in the `language` header), as a server would word it. */
function said(request: Request, key: string): string {
  const language = request.headers.get('language');
  return t(`errors:${key}`, language ? { lng: language } : undefined);
}

const storageRefused = (request: Request) =>
  failure(INSUFFICIENT_STORAGE, said(request, 'mockStorageRefused'), { httpStatus: INSUFFICIENT_STORAGE });

/**
 * An endpoint that threw: a body that is not JSON is the caller's mistake (400), anything else the mock's
 * (500, logged here); either way in the envelope, never the error's stack, and with nothing kept.
 */
function failed(request: Request, error: unknown) {
  discardChanges();
  if (error instanceof SyntaxError) return failure(400, said(request, 'mockBadJson'), { httpStatus: 400 });
  console.error('[mock] an endpoint failed:', error);
  return failure(500, said(request, 'mockFailed'), { httpStatus: 500 });
}

/**
 * The endpoint, answered in its turn (one request at a time, across the demo's tabs: `one-at-a-time.ts`)
 * over what every tab has kept, with what it changed kept once it has answered. When the browser refuses
 * to keep it, the database has already put the change back, and the caller gets the refusal instead of
 * the endpoint's success, so what the console shows is what is kept.
 */
export function keepingChanges(endpoint: HttpHandler): HttpHandler {
  return new HttpHandler(endpoint.info.method, endpoint.info.path, ({ request, requestId }) =>
    oneAtATime(() => answered(endpoint, request, requestId), { acrossTabs: sharedWithOtherTabs() }),
  );
}

async function answered(endpoint: HttpHandler, request: Request, requestId: string) {
  await takeChangesOfOtherTabs();
  let result: Awaited<ReturnType<HttpHandler['run']>>;
  try {
    result = await endpoint.run({ request, requestId });
  } catch (error) {
    return failed(request, error);
  }
  let changed: string[];
  try {
    changed = await keepChanges();
  } catch (error) {
    if (!(error instanceof StorageRefused)) throw error;
    console.warn('[mock] the browser refused to keep the change:', error.cause);
    return storageRefused(request);
  }
  announceChanges(changed);
  return result?.response;
}
