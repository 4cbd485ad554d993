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
import { AUTH_GRANTS } from '../features/auth/mock/grants';
import { APP_USER_GRANTS } from '../features/app-users/mock/grants';
import { APP_VERSION_GRANTS } from '../features/app-version/mock/grants';
import { BAN_GRANTS } from '../features/bans/mock/grants';
import { PERMISSION_GRANTS } from '../features/permissions/mock/grants';
import { TOPIC_GRANTS } from '../features/topics/mock/grants';
import { CLASSIFY_GRANTS } from '../features/content-classify/mock/grants';
import { POST_GRANTS } from '../features/posts/mock/grants';
import { chatRecordGrants } from '../features/chat-records/mock/grants';
import { REVIEW_GRANTS } from '../features/review/mock/grants';
import { IMAGE_RISK_GRANTS } from '../features/image-risk/mock/grants';
import { HOT_CONTENT_GRANTS } from '../features/hot-content/mock/grants';
import { SYMPTOM_GRANTS } from '../features/symptoms/mock/grants';
import { FAQ_GRANTS } from '../features/health-faq/mock/grants';
import { PROMOTION_GRANTS } from '../features/message-promotions/mock/grants';
import { BANNER_GRANTS, BANNER_UPLOADS } from '../features/banners/mock/grants';
import { PROMOTION_BIT_GRANTS, PROMOTION_BIT_UPLOADS } from '../features/promotions/mock/grants';
import { BEAUTY_GRANTS, BEAUTY_UPLOADS } from '../features/beauty/mock/grants';
import { EVENT_GRANTS } from '../features/events/mock/grants';
import { ACTIVITIES_GRANTS } from './activities-mock';
import { ARTICLE_GRANTS } from '../features/articles/mock/grants';
import { RECOMMENDATION_GRANTS, RECOMMENDATION_UPLOADS } from '../features/recommendations/mock/grants';
import { TAGGING_GRANTS } from '../features/tagging/mock/grants';
import { CREATOR_TASK_POST_GRANTS } from '../features/creator-task-posts/mock/grants';
import { CREATOR_GRANTS, CREATOR_UPLOADS } from '../features/creators/mock/grants';
import { COMMENT_GRANTS } from '../features/comments/mock/grants';
import { COMPOSE_GRANTS, COMPOSE_UPLOADS } from '../features/posts/mock/compose-grants';
import { DASHBOARD_GRANTS } from '../features/dashboards/mock/grants';
import { MEDAL_GRANTS, MEDAL_UPLOADS, TASK_CONDITION_GRANTS } from '../features/medals/mock/grants';
import { WORD_GRANTS } from '../features/words/mock/grants';
import { EXPORT_PARAM } from '../shared/components/list-page/list-query';
import { accountOf, grantedUris } from './auth-guard';
import { grant, type EndpointGrant, type Grants } from './endpoint-grant';
import { DEMO_ENDPOINTS } from '../shared/demo/endpoints';
import { OSS_ENDPOINTS } from '../shared/uploads/endpoints';
import { PUSH_GRANTS, PUSH_UPLOADS } from '../features/push/mock/grants';
import { PRIVACY_GRANTS } from '../features/privacy/mock/grants';
import { mockVoice } from './mock-voice';
import { DEFAULT_LANGUAGE, HTML_LANG, type Language } from '../shared/i18n/languages';
import { failure, unauthorized } from './envelope';
import { createRouteIndex } from './route-index';

/** The demo's administration: its reset, and the HTTP server's request journal. */
export const RESET_DEMO = '/permissions-manage/account:reset-demo';
const UPLOAD = '/version-manage/uploadImgFile';
/** Uploading a file: the files screen's action, or any screen action whose form takes an image. */
export const UPLOAD_GRANTS = [
  `${UPLOAD}:upload`,
  ...COMPOSE_UPLOADS,
  ...BANNER_UPLOADS,
  ...RECOMMENDATION_UPLOADS,
  ...MEDAL_UPLOADS,
  ...PROMOTION_BIT_UPLOADS,
  ...BEAUTY_UPLOADS,
  ...PUSH_UPLOADS,
  ...CREATOR_UPLOADS,
];

export const ENDPOINT_GRANTS: readonly EndpointGrant[] = [
  ...BAN_GRANTS,
  ...TOPIC_GRANTS,
  ...CLASSIFY_GRANTS,
  ...POST_GRANTS,
  ...chatRecordGrants,
  ...WORD_GRANTS,
  ...PRIVACY_GRANTS,
  // Sign-in and the session
  ...AUTH_GRANTS,
  // The demo reset forgets everyone's changes: an admin's action.
  grant(DEMO_ENDPOINTS.reset, [RESET_DEMO]),
  // Admin accounts, roles and menus
  ...PERMISSION_GRANTS,

  // Object storage
  grant(OSS_ENDPOINTS.page, [UPLOAD]),
  grant(OSS_ENDPOINTS.upload, UPLOAD_GRANTS),
  { method: 'GET', path: '*/mock-oss/:id/:name', needs: 'nothing' },

  // App users, silences, the whitelist, appeals and app user roles
  ...APP_USER_GRANTS,

  ...REVIEW_GRANTS,

  ...IMAGE_RISK_GRANTS,
  ...HOT_CONTENT_GRANTS,
  ...SYMPTOM_GRANTS,
  ...FAQ_GRANTS,
  ...PROMOTION_GRANTS,
  ...BANNER_GRANTS,
  ...PROMOTION_BIT_GRANTS,
  ...BEAUTY_GRANTS,
  ...EVENT_GRANTS,
  ...ACTIVITIES_GRANTS,
  ...ARTICLE_GRANTS,
  ...RECOMMENDATION_GRANTS,
  ...TAGGING_GRANTS,
  ...CREATOR_TASK_POST_GRANTS,
  ...CREATOR_GRANTS,
  ...COMMENT_GRANTS,
  ...COMPOSE_GRANTS,
  ...DASHBOARD_GRANTS,
  ...TASK_CONDITION_GRANTS,
  ...MEDAL_GRANTS,
  ...PUSH_GRANTS,
  ...APP_VERSION_GRANTS,
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
