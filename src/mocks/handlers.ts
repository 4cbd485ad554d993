import { http } from 'msw';
import { permissionGuard } from './endpoint-grants';
import { FEATURE_MOCKS } from './features';
import { keepingChanges } from './keep-changes';
import { createRouteIndex } from './route-index';

/**
 * The endpoints, every registered mock's (`features.ts`), in its order; each has its row in
 * `endpoint-grants.ts`. Each keeps what it changed once it has answered, or answers that the browser
 * refused to keep it (`keep-changes.ts`).
 */
export const endpointHandlers = FEATURE_MOCKS.flatMap((feature) => feature.handlers).map(keepingChanges);

const findEndpoint = createRouteIndex(
  endpointHandlers.map((handler) => ({ method: handler.info.method, path: String(handler.info.path), handler })),
);

/**
 * Hands each call to its endpoint, found through the route index (route-index.ts says why). On every path:
 * the uploaded files the mock serves (/mock-oss/) are not under /services/.
 */
const endpoints = http.all('*', async ({ request, requestId }) => {
  const found = findEndpoint(request);
  if (!found) return undefined;
  const result = await found.route.handler.run({ request, requestId });
  return result?.response;
});

/**
 * The one handler set: the browser's service worker and the tests both use it. The permission guard comes
 * first: it refuses what the caller's roles do not grant and lets the rest through to the endpoints. It
 * takes its turn too, reading the sessions another tab has kept (a token issued or ended there) and keeping
 * the session it touched. A test's `worker.use(...)` goes before both.
 */
export const handlers = [keepingChanges(permissionGuard), endpoints];
