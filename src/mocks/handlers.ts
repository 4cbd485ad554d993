import { http } from 'msw';
import { appUserHandlers } from '../features/app-users/mock/handlers';
import { appVersionHandlers } from '../features/app-version/mock/handlers';
import { authHandlers } from '../features/auth/mock/handlers';
import { bansHandlers } from '../features/bans/mock/handlers';
import { chatRecordHandlers } from '../features/chat-records/mock/handlers';
import { ossHandlers } from '../features/oss/mock/handlers';
import { accountHandlers } from '../features/permissions/mock/account-handlers';
import { permissionHandlers } from '../features/permissions/mock/handlers';
import { menuHandlers } from '../features/permissions/mock/menu-handlers';
import { roleHandlers } from '../features/permissions/mock/role-handlers';
import { reviewHandlers } from '../features/review/mock/handlers';
import { taggingHandlers } from '../features/tagging/mock/handlers';
import { imageRiskHandlers } from '../features/image-risk/mock/handlers';
import { wordHandlers } from '../features/words/mock/handlers';
import { postHandlers } from '../features/posts/mock/handlers';
import { topicsHandlers } from '../features/topics/mock/handlers';
import { classifyHandlers } from '../features/content-classify/mock/handlers';
import { hotContentHandlers } from '../features/hot-content/mock/handlers';
import { symptomHandlers } from '../features/symptoms/mock/handlers';
import { faqHandlers } from '../features/health-faq/mock/handlers';
import { pushHandlers } from '../features/push/mock/handlers';
import { promotionHandlers } from '../features/message-promotions/mock/handlers';
import { bannerHandlers } from '../features/banners/mock/handlers';
import { activitiesHandlers } from './activities-mock';
import { articleHandlers } from '../features/articles/mock/handlers';
import { recommendationHandlers } from '../features/recommendations/mock/handlers';
import { creatorTaskPostHandlers } from '../features/creator-task-posts/mock/handlers';
import { creatorHandlers } from '../features/creators/mock/handlers';
import { commentHandlers } from '../features/comments/mock/handlers';
import { composeHandlers } from '../features/posts/mock/compose-handlers';
import { promotionBitHandlers } from '../features/promotions/mock/handlers';
import { beautyHandlers } from '../features/beauty/mock/handlers';
import { eventHandlers } from '../features/events/mock/handlers';
import { taskConditionHandlers } from '../features/task-conditions/mock/handlers';
import { medalHandlers } from '../features/medals/mock/handlers';
import { privacyHandlers } from '../features/privacy/mock/handlers';
import { DEMO_ENDPOINTS } from '../shared/demo/endpoints';
import { resetDb } from './db';
import { dashboardHandlers } from '../features/dashboards/mock/handlers';
import { permissionGuard } from './endpoint-grants';
import { route } from './endpoint-route';
import { ok } from './envelope';
import { keepingChanges } from './keep-changes';
import { createRouteIndex } from './route-index';

/** Only the mock backend has this call: the user menu's "reset demo data". */
const mockHandlers = [
  route(DEMO_ENDPOINTS.reset, () => {
    resetDb();
    return ok(null);
  }),
];

/**
 * The endpoints; each has its row in `endpoint-grants.ts`. Each keeps what it changed once it has
 * answered, or answers that the browser refused to keep it (`keep-changes.ts`).
 */
export const endpointHandlers = [
  ...authHandlers,
  ...permissionHandlers,
  ...accountHandlers,
  ...roleHandlers,
  ...menuHandlers,
  ...ossHandlers,
  ...appUserHandlers,
  ...wordHandlers,
  ...postHandlers,
  ...topicsHandlers,
  ...classifyHandlers,
  ...appVersionHandlers,
  ...reviewHandlers,
  ...chatRecordHandlers,
  ...taggingHandlers,
  ...imageRiskHandlers,
  ...bansHandlers,
  ...hotContentHandlers,
  ...symptomHandlers,
  ...faqHandlers,
  ...promotionHandlers,
  ...bannerHandlers,
  ...activitiesHandlers,
  ...articleHandlers,
  ...recommendationHandlers,
  ...creatorTaskPostHandlers,
  ...creatorHandlers,
  ...commentHandlers,
  ...composeHandlers,
  ...dashboardHandlers,
  ...promotionBitHandlers,
  ...beautyHandlers,
  ...eventHandlers,
  ...taskConditionHandlers,
  ...medalHandlers,
  ...pushHandlers,
  ...privacyHandlers,
  ...mockHandlers,
].map(keepingChanges);

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
