import { appUsersMock } from '../features/app-users/mock';
import { appVersionMock } from '../features/app-version/mock';
import { articlesMock } from '../features/articles/mock';
import { authMock } from '../features/auth/mock';
import { bannersMock } from '../features/banners/mock';
import { bansMock } from '../features/bans/mock';
import { beautyMock } from '../features/beauty/mock';
import { chatRecordsMock } from '../features/chat-records/mock';
import { commentsMock } from '../features/comments/mock';
import { contentClassifyMock } from '../features/content-classify/mock';
import { creatorTaskPostsMock } from '../features/creator-task-posts/mock';
import { creatorsMock } from '../features/creators/mock';
import { dashboardsMock } from '../features/dashboards/mock';
import { eventsMock } from '../features/events/mock';
import { healthFaqMock } from '../features/health-faq/mock';
import { hotContentMock } from '../features/hot-content/mock';
import { imageRiskMock } from '../features/image-risk/mock';
import { medalsMock } from '../features/medals/mock';
import { messagePromotionsMock } from '../features/message-promotions/mock';
import { ossMock } from '../features/oss/mock';
import { permissionsMock } from '../features/permissions/mock';
import { postsMock } from '../features/posts/mock';
import { privacyMock } from '../features/privacy/mock';
import { promotionsMock } from '../features/promotions/mock';
import { pushMock } from '../features/push/mock';
import { recommendationsMock } from '../features/recommendations/mock';
import { reviewMock } from '../features/review/mock';
import { symptomsMock } from '../features/symptoms/mock';
import { taggingMock } from '../features/tagging/mock';
import { taskConditionsMock } from '../features/task-conditions/mock';
import { topicsMock } from '../features/topics/mock';
import { wordsMock } from '../features/words/mock';
import { activitiesMock } from './activities-mock';
import { demoMock } from './demo-mock';
import type { FeatureMock } from './feature-mock';

/**
 * Every mock of the backend, the one list `handlers.ts`, `endpoint-grants.ts` and `seed.ts` read. A new
 * feature's mock exports its `FeatureMock` from its `mock/index.ts` and is added here.
 *
 * The order matters:
 * - the seed's: a seed runs when one of its collections is first read, and a later one's collections replace an earlier one's of
 *   the same name. Tagging seeds the review's collections too (`seedTagging(seedReview())`: a pass creates
 *   a tagging task); creators come after creator-task-posts (their creator-tasks rows are supersets of the
 *   audit's). Seeds that read another's rows (review: posts and comments; tagging: posts) call that seed
 *   themselves, and each reseeds its own faker;
 * - the upload's grants list the mocks' `uploads` in this order (the 403 message, openapi.json's x-grant);
 * - handlers and grant rows are looked up in this order (the first that matches).
 */
export const FEATURE_MOCKS: readonly FeatureMock[] = [
  authMock,
  permissionsMock,
  ossMock,
  appUsersMock,
  wordsMock,
  topicsMock,
  contentClassifyMock,
  appVersionMock,
  reviewMock,
  taggingMock,
  imageRiskMock,
  bansMock,
  chatRecordsMock,
  commentsMock,
  postsMock,
  dashboardsMock,
  hotContentMock,
  symptomsMock,
  healthFaqMock,
  messagePromotionsMock,
  bannersMock,
  activitiesMock,
  articlesMock,
  recommendationsMock,
  taskConditionsMock,
  medalsMock,
  promotionsMock,
  beautyMock,
  eventsMock,
  pushMock,
  creatorTaskPostsMock,
  creatorsMock,
  privacyMock,
  demoMock,
];
