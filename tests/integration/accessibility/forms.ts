import { db } from '../../../src/mocks/db';
import { TAGGING_COLLECTIONS, type TagRow } from '../../../src/features/tagging/mock/seed';

/**
 * What the gate opens beyond each screen's first state, declared as data (English accessible names, an
 * icon's name in front allowed): each screen's create form, or its edit form where it creates nothing,
 * or the dialog its action asks in, or the form that is the page itself, submitted empty (an edit form
 * that opens valid with a required field emptied first); and per route group one list with no rows and
 * one confirmation dialog.
 */

/** A button's accessible name: its text (an antd icon's name in front allowed), or a pattern of it. */
export type ButtonName = string | RegExp;

export interface FormOpening {
  /**
   * The buttons clicked in turn to open the form: the first on the screen with the name (a row's Edit,
   * where several), then each in the dialog the one before opened. None: the form is the page itself.
   */
  open?: ButtonName | ButtonName[];
  /** The address query the screen opens with, where only some rows offer the form (`?written=false`). */
  search?: string;
  /** The field, by its label, emptied before submitting: an edit form (or a settings page) opens valid. */
  clear?: string;
  /** The form's own submit button: "Save" in every FormDrawer, the OK text of a dialog. */
  submit?: string;
}

/**
 * Screens with a create or edit drawer or dialog, an action's dialog that asks for something, or a form
 * of their own, by path: one form a screen. Not here: the screens whose form is another's (the other
 * push channels and recommendation modes share the audited one's component); the single post editor
 * and the portable operation, whose submit stays disabled until the form is valid.
 */
export const FORMS: Record<string, FormOpening> = {
  '/activity-manage/activity-posts-manage': { open: 'Add posts to an event' },
  '/activity-manage/topic-rewards-manage': { open: 'New topic reward' },
  '/activity-support/promotion-bit': { open: 'New promotion' },
  '/beauty-manage/beauty-sticker': { open: 'New sticker' },
  '/beauty-manage/beauty-style': { open: 'New style' },
  '/content-classify/content-pool': { open: 'New content pool' },
  '/content-classify/main-classify': { open: 'New category' },
  '/content-classify/posting-guidance': { open: 'Edit guidance', search: '?written=false' },
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
  // The review queues' punishments: the task in front's Punish, the flagged account's Ban, a device's ban.
  '/content-review/work-order': { open: 'Punish', submit: 'Punish' },
  '/content-review/ai-male-user-detect': { open: 'Ban account', submit: 'Ban account' },
  '/content-review/device-manage': { open: 'Ban', submit: 'Ban' },
  '/creator-center-manage/creator-posts-operate-score': { open: 'Score', submit: 'Score' },
  '/creator-center-manage/creator-user-list': { open: 'Change level', submit: 'Change level' },
  '/creator-center-manage/creator-course-manager': { open: 'New creator course' },
  '/creator-center-manage/creator-task-config': { open: 'New task' },
  '/creator-center-manage/creator-domain-verification-criteria': {
    clear: 'Posts in the last 30 days, at or above',
    submit: 'Save',
  },
  '/help-manage/article-list': { open: 'Edit', clear: 'Display ID' },
  '/help-manage/classify': { open: 'New category' },
  '/help-manage/new-article': { submit: 'Create article' },
  '/hot-content-operate/community-config': { clear: 'Minutes between refreshes', submit: 'Save' },
  '/hot-content-operate/set-up': { open: 'New position' },
  '/hot-content-operate/operation-bit-pool': { open: 'Put in a position', submit: 'Put in a position' },
  '/hot-content-operate/sort-point-test': { submit: 'Calculate' },
  '/im-manage/userChatRecords': { submit: 'Search' },
  '/insights-article/article-list': { open: 'Edit', clear: 'Display ID' },
  '/insights-article/new-article': { submit: 'Create article' },
  '/insights-article/period-mode': { open: 'New recommendation' },
  '/marking-content-manage/label-work-order': { open: 'Assign to…', submit: 'Assign' },
  '/marking-content-manage/user-query': { submit: 'Search' },
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
  '/posts-manage/publish-new-post': { submit: 'Publish' },
  '/posts-manage/publish-videopost': { submit: 'Publish' },
  '/pregnancy-article/article-list': { open: 'Edit', clear: 'Display ID' },
  '/pregnancy-article/new-article': { submit: 'Create article' },
  '/push-manage/hot-content-push': { open: 'New push' },
  '/task-system/task-conditions': { open: 'New condition' },
  '/user-manage/set-white-list': { open: 'Add accounts' },
  // The silence drawer over a user's details drawer, for a user not silenced.
  '/user-manage/user-list': { open: ['Details', 'Silence'], search: '?login=fatima.h' },
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
  /** Where no filter can empty the list: the mock's rows taken away before the screen opens. */
  emptied?: () => void;
  /** Where a row's button asks before it acts (Modal.confirm, or a dialog asking for a reason first). */
  confirm: { path: string; open: ButtonName } | null;
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
    // The tag tree has no filters: a dictionary without topic tags yet (the quality labels kept).
    empty: '/content-labels/tweets-labels',
    emptied: () =>
      db.replaceAll(
        TAGGING_COLLECTIONS.tags,
        db.all<TagRow>(TAGGING_COLLECTIONS.tags).filter((tag) => tag.kind === 'quality'),
      ),
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
  // Charts and tables over a date range, with a row for every hour or day of it (zero where nothing
  // happened), so no range lists nothing; read-only, so nothing to confirm. A range the data does not go
  // back to shows no table but its field's error (the gate's screens audit the range field).
  'data-dashboard': { empty: null, confirm: null },
  'help-manage': {
    empty: '/help-manage/classify?name=no-such-category',
    confirm: { path: '/help-manage/classify', open: 'Delete' },
  },
  'hot-content-operate': {
    empty: '/hot-content-operate/set-up?number=99',
    confirm: { path: '/hot-content-operate/community-operation', open: 'Remove' },
  },
  // A known user's conversations in a time range without any; reading one asks for a reason first.
  'im-manage': {
    empty: '/im-manage/userChatRecords?userId=1000003&range=2001-01-01,2001-01-02',
    confirm: { path: '/im-manage/userChatRecords?userId=1000003', open: /^Read the conversation with / },
  },
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
