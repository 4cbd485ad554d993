/**
 * Every feature's contract, by feature. Imported only by the contract's own modules (the OpenAPI document,
 * the browser tests' check of every mocked answer), never by the console: zod stays out of its bundles.
 * A feature whose endpoints are declared (`endpoints.ts`) adds its `contract.ts` here.
 */
import type { Contract } from '../shared/api/contract';
import { AUTH_CONTRACT } from '../features/auth/contract';
import { AMBASSADOR_CONTRACT } from '../features/ambassadors/contract';
import {
  APP_USER_CONTRACT,
  APP_USER_ROLE_CONTRACT,
  APPEAL_CONTRACT,
  SILENCE_CONTRACT,
  WHITELIST_CONTRACT,
} from '../features/app-users/contract';
import { CACHE_KEY_CONTRACT, NOTICE_CONTRACT, SWITCH_CONTRACT } from '../features/app-version/contract';
import { ARTICLE_CATEGORY_CONTRACT, ARTICLE_CONTRACT } from '../features/articles/contract';
import { BEAUTY_CONTRACT } from '../features/beauty/contract';
import { BAN_CONTRACT, DEVICE_CONTRACT } from '../features/bans/contract';
import { BANNER_CONTRACT } from '../features/banners/contract';
import { CHAT_RECORD_CONTRACT } from '../features/chat-records/contract';
import { COMMENT_CONTRACT } from '../features/comments/contract';
import { CLASSIFY_CONTRACT } from '../features/content-classify/contract';
import { TASK_POST_CONTRACT } from '../features/creator-task-posts/contract';
import { CREATOR_CONTRACT } from '../features/creators/contract';
import { DASHBOARD_CONTRACT } from '../features/dashboards/contract';
import { EVENT_CONTRACT, REWARD_CONTRACT } from '../features/events/contract';
import { FAQ_CONTRACT } from '../features/health-faq/contract';
import { HEALTH_ACTIVITY_CONTRACT } from '../features/health-activities/contract';
import { HOT_CONTRACT } from '../features/hot-content/contract';
import { IMAGE_RISK_CONTRACT } from '../features/image-risk/contract';
import { MEDAL_CONTRACT } from '../features/medals/contract';
import { MESSAGE_PROMOTION_CONTRACT } from '../features/message-promotions/contract';
import { ACCOUNT_CONTRACT, MENU_CONTRACT, ROLE_CONTRACT } from '../features/permissions/contract';
import { COMPOSE_CONTRACT, POST_CONTRACT } from '../features/posts/contract';
import { REVEAL_CONTRACT } from '../features/privacy/contract';
import { PROMOTION_CONTRACT } from '../features/promotions/contract';
import { CONTEST_CONTRACT } from '../features/prize-contests/contract';
import { PUSH_CONTRACT } from '../features/push/contract';
import { RECOMMENDATION_CONTRACT } from '../features/recommendations/contract';
import { REVIEW_CONTRACT } from '../features/review/contract';
import { STRATEGY_CONTRACT } from '../features/strategies/contract';
import { SYMPTOM_CONTRACT } from '../features/symptoms/contract';
import { TAGGING_CONTRACT } from '../features/tagging/contract';
import { CONDITION_CONTRACT } from '../features/task-conditions/contract';
import { TOPIC_CONTRACT } from '../features/topics/contract';
import { WORD_CONTRACT } from '../features/words/contract';
import { DEMO_CONTRACT } from '../shared/demo/contract';
import { OSS_CONTRACT } from '../shared/uploads/contract';

const CONTRACTS: Record<string, Record<string, Contract>> = {
  auth: AUTH_CONTRACT,
  words: WORD_CONTRACT,
  symptoms: SYMPTOM_CONTRACT,
  'health-faq': FAQ_CONTRACT,
  banners: BANNER_CONTRACT,
  'chat-records': CHAT_RECORD_CONTRACT,
  devices: DEVICE_CONTRACT,
  bans: BAN_CONTRACT,
  'update-notices': NOTICE_CONTRACT,
  'cache-keys': CACHE_KEY_CONTRACT,
  'version-switches': SWITCH_CONTRACT,
  'admin-accounts': ACCOUNT_CONTRACT,
  'admin-roles': ROLE_CONTRACT,
  menus: MENU_CONTRACT,
  'app-users': APP_USER_CONTRACT,
  silences: SILENCE_CONTRACT,
  whitelist: WHITELIST_CONTRACT,
  appeals: APPEAL_CONTRACT,
  'app-user-roles': APP_USER_ROLE_CONTRACT,
  push: PUSH_CONTRACT,
  promotions: PROMOTION_CONTRACT,
  oss: OSS_CONTRACT,
  'hot-content': HOT_CONTRACT,
  'message-promotions': MESSAGE_PROMOTION_CONTRACT,
  beauty: BEAUTY_CONTRACT,
  events: EVENT_CONTRACT,
  'topic-rewards': REWARD_CONTRACT,
  articles: ARTICLE_CONTRACT,
  'article-categories': ARTICLE_CATEGORY_CONTRACT,
  recommendations: RECOMMENDATION_CONTRACT,
  creators: CREATOR_CONTRACT,
  'creator-task-posts': TASK_POST_CONTRACT,
  review: REVIEW_CONTRACT,
  topics: TOPIC_CONTRACT,
  posts: POST_CONTRACT,
  compose: COMPOSE_CONTRACT,
  'content-classify': CLASSIFY_CONTRACT,
  'task-conditions': CONDITION_CONTRACT,
  medals: MEDAL_CONTRACT,
  dashboards: DASHBOARD_CONTRACT,
  privacy: REVEAL_CONTRACT,
  comments: COMMENT_CONTRACT,
  'image-risk': IMAGE_RISK_CONTRACT,
  tagging: TAGGING_CONTRACT,
  ambassadors: AMBASSADOR_CONTRACT,
  strategies: STRATEGY_CONTRACT,
  'prize-contests': CONTEST_CONTRACT,
  'health-activities': HEALTH_ACTIVITY_CONTRACT,
  demo: DEMO_CONTRACT,
};

export interface NamedContract extends Contract {
  /** `words.page`: the feature and the endpoint's name in its `endpoints.ts`. */
  operationId: string;
  feature: string;
}

export const ALL_CONTRACTS: readonly NamedContract[] = Object.entries(CONTRACTS).flatMap(([feature, group]) =>
  Object.entries(group).map(([name, contract]) => ({ ...contract, feature, operationId: `${feature}.${name}` })),
);
