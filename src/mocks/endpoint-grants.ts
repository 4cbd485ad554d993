/**
 * What each mock endpoint needs, in one table: the menu entries (type 2 screens, type 3 actions) any of
 * which lets a caller use it, as a real server would check them. `permissionGuard` (the first handler in
 * `handlers.ts`) looks the request up here and answers 403 when none of the caller's roles grants it;
 * otherwise it falls through to the endpoint's own handler. Every handler has exactly one row
 * (`endpoint-grants.test.ts` checks it).
 *
 * - `needs: 'nothing'`: anyone (sign-in, logout, uploaded files served to <img>).
 * - `needs: 'session'`: any signed-in admin (their own account, the permission and menu loading).
 * - `needs: [uri, ...]`: a signed-in admin whose roles hold at least one of these entries. Reading a
 *   screen's data needs the screen; each write needs its action entry; an endpoint several screens use
 *   accepts any of their entries.
 * - `needs: (call) => [uri, ...]`: the same, when the entry depends on the call (the word list in the
 *   path, the notice's platform).
 * - `exportNeeds`: what a list call carrying `export=true` (the kit's Excel export) needs instead: the
 *   screen's `:export` action entry.
 */
import { http, type PathParams } from 'msw';
import { EXPORT_PARAM } from '../shared/components/list-page/list-query';
import { OSS_ENDPOINTS } from '../shared/uploads/endpoints';
import { DEFAULT_LANGUAGE, HTML_LANG, type Language } from '../shared/i18n/languages';
import { accountOf, grantedUris } from './auth-guard';
import { grant, type EndpointGrant, type Grants } from './endpoint-grant';
import { failure, unauthorized } from './envelope';
import { FEATURE_MOCKS } from './features';
import { mockVoice } from './mock-voice';
import { createRouteIndex } from './route-index';

export { RESET_DEMO } from './demo-mock';

/** Uploading a file: the files screen's action, or any screen action whose form takes an image (each mock's `uploads`). */
export const UPLOAD_GRANTS = FEATURE_MOCKS.flatMap((feature) => feature.uploads ?? []);

/** Every registered mock's rows (`features.ts`), and the upload's, which they all share. */
export const ENDPOINT_GRANTS: readonly EndpointGrant[] = [
  ...FEATURE_MOCKS.flatMap((feature) => feature.grants),
  grant(OSS_ENDPOINTS.upload, UPLOAD_GRANTS),
];

const findGrant = createRouteIndex(ENDPOINT_GRANTS);

/** The table's row for a request, with the path's parameters. */
function grantFor(request: Request): { row: EndpointGrant; params: PathParams } | undefined {
  const found = findGrant(request);
  return found && { row: found.route, params: found.params };
}

const errors = mockVoice('errors');

/**
 * The refusal a server gives a signed-in admin whose roles lack the entry, in the caller's language: the
 * entries any one of which would have let the call through.
 */
async function forbidden(request: Request, grants: readonly string[]) {
  const language = request.headers.get('language') ?? DEFAULT_LANGUAGE;
  const tag = HTML_LANG[language as Language] ?? language;
  const needed = new Intl.ListFormat(tag, { type: 'disjunction' }).format(
    grants.length ? grants : [new URL(request.url).pathname],
  );
  return failure(403, await errors.say(request, 'mockForbidden', { needed }), { httpStatus: 403 });
}

/**
 * The one place the mock checks permissions: the first handler. It answers 401 or 403, or returns
 * nothing so the endpoint's own handler answers.
 */
export const permissionGuard = http.all('*/services/*', async ({ request }) => {
  const found = grantFor(request);
  // No row: no handler either, so the call stays unhandled (and fails a test).
  if (!found) return undefined;
  const { row, params } = found;
  if (row.needs === 'nothing') return undefined;
  const account = accountOf(request);
  if (!account) return unauthorized();
  if (row.needs === 'session') return undefined;
  const url = new URL(request.url);
  const needs: Grants = row.exportNeeds && url.searchParams.get(EXPORT_PARAM) === 'true' ? row.exportNeeds : row.needs;
  const grants = typeof needs === 'function' ? await needs({ params, url, request: request.clone() }) : needs;
  const held = grantedUris(account);
  return grants.some((grant) => held.has(grant)) ? undefined : forbidden(request, grants);
});
