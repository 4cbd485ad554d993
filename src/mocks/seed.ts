import { seedAppUsers } from '../features/app-users/mock/seed';
import { APP_COLLECTIONS, seedCacheKeys, seedNotices, seedSwitches } from '../features/app-version/mock/seed';
import { OSS_FILES } from '../features/oss/mock/handlers';
import { seedFiles } from '../features/oss/mock/seed';
import { seedAccounts, seedMenus, seedRoles } from '../features/permissions/mock/permissions-seed';
import { seedReview } from '../features/review/mock/seed';
import { seedTagging } from '../features/tagging/mock/seed';
import { seedImageRisk } from '../features/image-risk/mock/seed';
import { seedBans } from '../features/bans/mock/seed';
import { seedChatRecords } from '../features/chat-records/mock/seed';
import { seedWords } from '../features/words/mock/seed';
import { seedHotContent } from '../features/hot-content/mock/seed';
import { seedSymptoms } from '../features/symptoms/mock/seed';
import { seedHealthFaq } from '../features/health-faq/mock/seed';
import { seedMessagePromotions } from '../features/message-promotions/mock/seed';
import { seedBanners } from '../features/banners/mock/seed';
import { seedActivities } from './activities-mock';
import { seedArticles } from '../features/articles/mock/seed';
import { seedRecommendations } from '../features/recommendations/mock/seed';
import { seedCreatorTaskPosts } from '../features/creator-task-posts/mock/seed';
import { seedCreators } from '../features/creators/mock/seed';
import { seedComments } from '../features/comments/mock/seed';
import { seedPosts } from '../features/posts/mock/seed';
import { seedTopics } from '../features/topics/mock/seed';
import { seedClassify } from '../features/content-classify/mock/seed';
import { seedPromotionBits } from '../features/promotions/mock/seed';
import { seedBeauty } from '../features/beauty/mock/seed';
import { seedEvents } from '../features/events/mock/seed';
import { seedTaskConditions } from '../features/task-conditions/mock/seed';
import { seedMedals } from '../features/medals/mock/seed';
import { seedPushes } from '../features/push/mock/seed';
import { seedPrivacy } from '../features/privacy/mock/seed';
import { COLLECTIONS } from './collections';
import type { Collections } from './db';

/** Every feature's seed data. Deterministic: the same rows every time (fixed data or a seeded faker). */
export function buildSeed(): Collections {
  return {
    [COLLECTIONS.accounts]: seedAccounts(),
    [COLLECTIONS.roles]: seedRoles(),
    [COLLECTIONS.menus]: seedMenus(),
    [COLLECTIONS.sessions]: [],
    [OSS_FILES]: seedFiles(location.origin),
    ...seedAppUsers(),
    ...seedWords(),
    ...seedTopics(),
    ...seedClassify(),
    [APP_COLLECTIONS.notices]: seedNotices(),
    [APP_COLLECTIONS.cacheKeys]: seedCacheKeys(),
    [APP_COLLECTIONS.switches]: seedSwitches(),
    ...seedTagging(seedReview()),
    ...seedImageRisk(),
    ...seedBans(),
    ...seedChatRecords(),
    ...seedCreatorTaskPosts(),
    ...seedCreators(), // after seedCreatorTaskPosts: its creator-tasks rows are supersets of the audit's
    ...seedComments(),
    ...seedPosts(),
    ...seedHotContent(),
    ...seedSymptoms(),
    ...seedHealthFaq(),
    ...seedMessagePromotions(),
    ...seedBanners(),
    ...seedActivities(),
    ...seedArticles(),
    ...seedRecommendations(),
    ...seedPromotionBits(),
    ...seedBeauty(),
    ...seedEvents(),
    ...seedTaskConditions(),
    ...seedMedals(),
    ...seedPushes(),
    ...seedPrivacy(),
  } as Collections;
}
