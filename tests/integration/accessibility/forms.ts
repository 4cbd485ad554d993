/**
 * What the gate opens beyond each screen's first state, declared as data (English accessible names, an
 * icon's name in front allowed): each screen's create form, or its edit form where it creates nothing,
 * submitted empty; and per route group one list filtered to no rows and one confirmation dialog.
 */

export interface FormOpening {
  /** The button that opens the form; where several have the name (a row's Edit), the first. */
  open: string;
  /** The form's own submit button: "Save" in every FormDrawer, the OK text of a dialog. */
  submit?: string;
}

/**
 * Screens with a create or edit drawer or dialog, by path. Not here: the article lists and posting
 * guidance, whose only form edits a row and is valid as it opens (their create forms are pages).
 */
export const FORMS: Record<string, FormOpening> = {
  '/activity-manage/activity-posts-manage': { open: 'Add posts to an event' },
  '/activity-manage/topic-rewards-manage': { open: 'New topic reward' },
  '/activity-support/promotion-bit': { open: 'New promotion' },
  '/beauty-manage/beauty-sticker': { open: 'New sticker' },
  '/beauty-manage/beauty-style': { open: 'New style' },
  '/content-classify/content-pool': { open: 'New content pool' },
  '/content-classify/main-classify': { open: 'New category' },
  '/content-labels/tweets-labels': { open: 'New level-1 tag' },
  '/content-recommend/menstruation': { open: 'New recommendation' },
  '/content-recommend/prize-con-test': { open: 'New contest' },
  '/content-recommend/health-activity': { open: 'New activity' },
  '/content-recommend/symptoms-manager': { open: 'New symptom' },
  '/content-recommend/health-activity-new': { open: 'New activity' },
  '/content-recommend/zone-ambassador': { open: 'Appoint ambassador' },
  '/content-recommend/health-faq': { open: 'New question' },
  '/content-recommend/recommended-strategies': { open: 'New strategy' },
  '/content-recommend/message-promotion': { open: 'New promotion' },
  '/content-recommend/creator-center-banner': { open: 'New banner' },
  '/content-review/app-user-role': { open: 'New role' },
  '/creator-center-manage/creator-posts-operate-score': { open: 'Score', submit: 'Score' },
  '/creator-center-manage/creator-user-list': { open: 'Change level', submit: 'Change level' },
  '/creator-center-manage/creator-course-manager': { open: 'New creator course' },
  '/creator-center-manage/creator-task-config': { open: 'New task' },
  '/help-manage/classify': { open: 'New category' },
  '/hot-content-operate/set-up': { open: 'New position' },
  '/insights-article/period-mode': { open: 'New recommendation' },
  '/medal-manage/medal-config': { open: 'New medal' },
  '/medal-manage/head-frame-config': { open: 'New avatar frame' },
  '/medal-manage/easter-eggs-config': { open: 'New easter egg' },
  '/medal-manage/mall-config': { open: 'New mall item' },
  '/permissions-manage/account': { open: 'New account' },
  '/permissions-manage/role': { open: 'New role' },
  '/permissions-manage/menu': { open: 'New top-level entry' },
  '/posts-manage/topic-manage': { open: 'New topic' },
  '/posts-manage/comment-manage': { open: 'Reply' },
  '/posts-manage/recommended-topic-management': { open: 'Add recommended topic' },
  '/push-manage/hot-content-push': { open: 'New push' },
  '/task-system/task-conditions': { open: 'New condition' },
  '/user-manage/set-white-list': { open: 'Add accounts' },
  '/user-manage/role-manage': { open: 'New role' },
  '/user-manage/user-prohibitions': { open: 'Silence users' },
  '/user-manage/sensitive-word-manage': { open: 'Add words' },
  '/version-manage/local-cache': { open: 'New cache key' },
  '/version-manage/version-control': { open: 'New version switch' },
  '/version-manage/ios': { open: 'New update notice' },
};

/**
 * The states of a route group audited once for the whole domain; null, with the reason, where the
 * domain has no such state.
 */
interface DomainStates {
  /** A list screen with a filter in its URL that matches no row. */
  empty: string | null;
  /** Where a row's button asks before it acts (Modal.confirm). */
  confirm: { path: string; open: string } | null;
}

/** Every route group with screens. */
export const DOMAIN_STATES: Record<string, DomainStates> = {
  'activity-manage': {
    empty: '/activity-manage/topic-rewards-manage?topic=no-such-topic',
    confirm: { path: '/activity-manage/topic-rewards-manage', open: 'Delete' },
  },
  'activity-support': {
    empty: '/activity-support/promotion-bit?name=no-such-promotion',
    confirm: { path: '/activity-support/promotion-bit', open: 'Delete' },
  },
  'beauty-manage': {
    empty: '/beauty-manage/beauty-sticker?name=no-such-sticker',
    confirm: { path: '/beauty-manage/beauty-sticker', open: 'Delist' },
  },
  'content-classify': {
    empty: '/content-classify/main-classify?name=no-such-category',
    confirm: { path: '/content-classify/main-classify', open: 'Delete' },
  },
  'content-labels': {
    // The tag tree has no filters.
    empty: null,
    confirm: { path: '/content-labels/tweets-labels', open: 'Delete' },
  },
  'content-recommend': {
    empty: '/content-recommend/prize-con-test?title=no-such-contest',
    confirm: { path: '/content-recommend/prize-con-test', open: 'Delete' },
  },
  'content-review': {
    empty: '/content-review/app-user-role?name=no-such-role',
    confirm: { path: '/content-review/ban-manage', open: 'Lift' },
  },
  'creator-center-manage': {
    empty: '/creator-center-manage/creator-course-manager?title=no-such-course',
    confirm: { path: '/creator-center-manage/creator-task-config', open: 'Delete' },
  },
  // Charts and day tables over a date range: nothing to filter away, nothing to confirm.
  'data-dashboard': { empty: null, confirm: null },
  'help-manage': {
    empty: '/help-manage/classify?name=no-such-category',
    confirm: { path: '/help-manage/classify', open: 'Delete' },
  },
  'hot-content-operate': {
    empty: '/hot-content-operate/set-up?number=99',
    confirm: { path: '/hot-content-operate/community-operation', open: 'Remove' },
  },
  // Read-only records: nothing to confirm. Its list shows a user's conversations once a known user is
  // searched (an unknown one is refused, not listed empty); not covered yet.
  'im-manage': { empty: null, confirm: null },
  'image-risk-control': {
    empty: '/image-risk-control/blacklist-image?fingerprint=no-such-fingerprint',
    confirm: { path: '/image-risk-control/blacklist-image', open: 'Remove' },
  },
  'insights-article': {
    empty: '/insights-article/article-list?title=no-such-article',
    confirm: { path: '/insights-article/article-list', open: 'Delete' },
  },
  'marking-content-manage': {
    empty: '/marking-content-manage/marking-work-order?postId=999999999',
    confirm: { path: '/marking-content-manage/marking-work-order', open: 'Re-open' },
  },
  'medal-manage': {
    empty: '/medal-manage/medal-config?name=no-such-medal',
    confirm: { path: '/medal-manage/medal-config', open: 'Delete' },
  },
  'permissions-manage': {
    empty: '/permissions-manage/role?name=no-such-role',
    confirm: { path: '/permissions-manage/role', open: 'Delete' },
  },
  'posts-manage': {
    empty: '/posts-manage/comment-manage?content=no-such-comment',
    confirm: { path: '/posts-manage/comment-manage', open: 'Delete' },
  },
  'pregnancy-article': {
    empty: '/pregnancy-article/article-list?title=no-such-article',
    confirm: { path: '/pregnancy-article/article-list', open: 'Delist' },
  },
  'push-manage': {
    empty: '/push-manage/hot-content-push?title=no-such-push',
    confirm: { path: '/push-manage/hot-content-push', open: 'Delete' },
  },
  'task-system': {
    empty: '/task-system/task-conditions?name=no-such-condition',
    confirm: { path: '/task-system/task-conditions', open: 'Delete' },
  },
  'user-manage': {
    empty: '/user-manage/sensitive-word-manage?word=no-such-word',
    confirm: { path: '/user-manage/sensitive-word-manage', open: 'Delete' },
  },
  'version-manage': {
    empty: '/version-manage/local-cache?key=no-such-key',
    confirm: { path: '/version-manage/local-cache', open: 'Delete' },
  },
};
