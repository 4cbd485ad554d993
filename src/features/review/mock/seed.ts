import { fakerEN } from '@faker-js/faker';
import type { Row } from '../../../mocks/row';
import { imageFor } from '../../../mocks/sample-images';
import { FIRST_USER_ID } from '../../app-users/mock';
import { COMMENTS_COLLECTION, seedComments, type CommentRow } from '../../comments/mock';
import { POSTS_COLLECTION, seedPosts, type PostRow } from '../../posts/mock';
import { afterMachineReview, reasonsFor } from '../rules';
import {
  REPORT_REASONS,
  type Decision,
  type MachineStatus,
  type DetectionSignal,
  type HistoryEntry,
  type MaleDetection,
  type Report,
  type ReviewTask,
  type TaskSource,
  type TaskType,
} from '../types';
import type { PostType } from '../../../shared/types/post-types';
import { PAGE_LANGUAGES, type PageLanguage } from '../../../shared/i18n/page-languages';
import { seedInstant } from '../../../mocks/seed-instant';

export const REVIEW_COLLECTIONS = {
  tasks: 'review-tasks',
  reports: 'review-reports',
  taggingTasks: 'review-tagging-tasks',
  history: 'review-history',
  /** What decisions changed on posts and comments, as it was (for an undo). */
  subjectsBefore: 'review-subjects-before',
} as const;

export type ReviewTaskRow = ReviewTask & Row;

/** One decision or undo on a task (its history). */
export type HistoryRow = HistoryEntry & Row;

/** One user's report on a reported item; a report task groups every report on its item. */
export type ReportRow = Report & Row;

/** A post waiting for its tags (the marking queues), created by a pass or by the machine for vote posts. */
export interface TaggingTaskRow extends Row {
  postId: number;
  language: PageLanguage;
  createdAt: string;
  origin: 'machine' | 'moderator';
}

const TASK_COUNT = 2400;
const USER_COUNT = 320;
const MINUTE = 60_000;

/** How many of each source's tasks the seed makes, of every hundred. */
const SOURCE_WEIGHTS: Array<[TaskSource, number]> = [
  ['post', 40],
  ['comment', 20],
  ['image', 18],
  ['warmth', 8],
  ['male-detect', 8],
  ['objection', 6],
];
const POST_TYPES_BY_WEIGHT: PostType[] = ['graphics', 'graphics', 'graphics', 'vote', 'video', 'article'];

/** What members write, by page language: the queues show each in its own direction. */
const TEXTS: Record<PageLanguage, string[]> = {
  en: [
    'Week 24 and the baby kicks every night, is that normal?',
    'DM me for cheap vitamins, best price guaranteed!!!',
    'My doctor says my iron is low, what do you eat for it?',
    'Anyone else feel so tired in the first trimester?',
    'Click this link to win a free stroller today',
    'You are a terrible mother if you do not breastfeed.',
    'Sharing my birth story, it was long but worth it.',
    'Follow my page for daily baby outfits and giveaways',
  ],
  zh: [
    '孕24周了，宝宝每天晚上都在踢，这正常吗？',
    '加微信买便宜的叶酸，保证正品！！！',
    '医生说我缺铁，大家平时吃什么补？',
    '有没有人孕早期也特别累？',
    '点击链接免费领取婴儿车',
    '分享我的顺产经历，很辛苦但是很值得。',
    '备孕三个月了，还没有好消息，有点焦虑。',
  ],
  ar: [
    'الأسبوع الرابع والعشرون والطفل يركل كل ليلة، هل هذا طبيعي؟',
    'راسلوني لشراء فيتامينات رخيصة بأفضل سعر!!!',
    'قال لي الطبيب إن الحديد منخفض، ماذا تأكلون لرفعه؟',
    'هل تشعر أي واحدة منكن بالتعب الشديد في الأشهر الأولى؟',
    'اضغطي على الرابط لتربحي عربة أطفال مجانية',
    'أشارككم قصة ولادتي، كانت طويلة لكنها تستحق.',
    'تابعوا صفحتي لملابس الأطفال اليومية والهدايا',
  ],
};
const MACHINE_LABELS = ['advertising 0.91', 'abuse 0.88', 'adult content 0.95', 'spam link 0.97', 'violence 0.82'];
const REPORT_DETAILS = [
  'This is an advert, please remove it.',
  'She insulted me in the comments.',
  'The photo is not appropriate for this community.',
  'This advice is dangerous for pregnant women.',
  'This post shows my private information.',
  '',
];
/** What the male-user detection saw on an account, by page language. */
const DETECTION_EVIDENCE: Record<Exclude<DetectionSignal, 'avatar'>, Record<PageLanguage, string[]>> = {
  profile: {
    en: [
      'Dad of two, gym and football every weekend',
      'Engineer. Husband. Coffee lover.',
      'Just a guy here for my wife',
    ],
    zh: ['两个孩子的爸爸，周末健身踢球', '程序员，已婚男，爱喝咖啡', '帮老婆看看孕期知识'],
    ar: ['أب لطفلين، أحب الرياضة وكرة القدم', 'مهندس وزوج ومحب للقهوة', 'أتابع هنا من أجل زوجتي'],
  },
  name: {
    en: ['BigMike88', 'ahmed_dad', 'John the builder'],
    zh: ['老王爱健身', '张先生', '奶爸小李'],
    ar: ['أبو أحمد', 'محمد_88', 'خالد الرياضي'],
  },
  posts: {
    en: [
      'My wife is due next month, what should I buy?',
      'Any single ladies here? DM me',
      'As a man I think you all overreact',
    ],
    zh: ['老婆下个月预产期，需要准备什么？', '有单身的妹子吗？私聊', '作为男人我觉得你们太夸张了'],
    ar: ['زوجتي ستلد الشهر القادم، ماذا أشتري؟', 'هل هنا بنات عازبات؟ راسلوني', 'كرجل أرى أنكن تبالغن'],
  },
};

/** Admin logins that hold or decided seeded tasks (permissions-seed's accounts). */
const MODERATORS = ['moderator', 'operator', 'admin'];

const iso = (ms: number) => new Date(ms).toISOString();

function pickSource(roll: number): TaskSource {
  let left = roll % 100;
  for (const [source, weight] of SOURCE_WEIGHTS) {
    if (left < weight) return source;
    left -= weight;
  }
  return 'post';
}

/** A man's face as the avatar the detection looked at. */
function avatarFor(index: number): string {
  const hue = (index * 31) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="hsl(${hue},30%,85%)"/><circle cx="80" cy="64" r="30" fill="hsl(30,40%,60%)"/><rect x="40" y="100" width="80" height="60" rx="30" fill="hsl(${hue},40%,40%)"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** The machine's case against one account: a score and the two to four signals that weighed most. */
function detectionFor(faker: typeof fakerEN, language: PageLanguage, avatar: string): MaleDetection {
  const signals = faker.helpers
    .arrayElements(['profile', 'avatar', 'name', 'posts'] as const, { min: 2, max: 4 })
    .map((signal) => ({
      signal,
      weight: faker.number.float({ min: 0.3, max: 0.98, fractionDigits: 2 }),
      evidence: signal === 'avatar' ? avatar : faker.helpers.arrayElement(DETECTION_EVIDENCE[signal][language]),
    }))
    .sort((a, b) => b.weight - a.weight);
  return { score: faker.number.float({ min: 0.55, max: 0.99, fractionDigits: 2 }), signals };
}

/**
 * The seeded posts and comments the tasks are about, so that a task's item is the one the posts and
 * comments screens list (its ID, its text, its author): each handed out once, by page language, by the
 * post's type (a post audit), by its state (live, deleted, on the warmth list) as the task's decision left
 * it, in seeded order.
 */
type PostState = 'live' | 'deleted' | 'warm';
const stateOf = (post: PostRow): PostState => (post.deletedAt ? 'deleted' : post.warmthSince ? 'warm' : 'live');

/**
 * The state a task's post is in after the seeded decision (`subjectEffectOf`): removed by a delete, back
 * after an upheld objection, removed while an objection waits, on the warmth list after a passed nomination.
 */
function postStateFor(source: TaskSource, decision: Decision | null): PostState {
  if (source === 'objection') return decision === 'pass' ? 'live' : 'deleted';
  if (source === 'warmth') return decision === 'pass' ? 'warm' : 'live';
  return decision === 'delete' ? 'deleted' : 'live';
}

function subjectsFrom(posts: PostRow[], comments: CommentRow[]) {
  const pools = new Map<string, PostRow[]>();
  const add = <T>(map: Map<string, T[]>, key: string, row: T) => {
    const pool = map.get(key);
    if (pool) pool.push(row);
    else map.set(key, [row]);
  };
  const postLanguage = new Map<number, string>();
  for (const post of posts) {
    postLanguage.set(post.id, post.language);
    if (post.spam === 'flagged') continue;
    const state = stateOf(post);
    add(pools, `${post.language}:${state}:${post.type}`, post);
    add(pools, `${post.language}:${state}:*`, post);
  }
  const commentPools = new Map<string, CommentRow[]>();
  for (const comment of comments) add(commentPools, postLanguage.get(comment.postId) ?? '', comment);
  const next = new Map<string, number>();
  function take<T>(pool: T[] | undefined, key: string): T | undefined {
    if (!pool?.length) return undefined;
    const at = next.get(key) ?? 0;
    next.set(key, at + 1);
    return pool[at % pool.length];
  }
  return {
    post: (language: PageLanguage, type: PostType | null, state: PostState) => {
      const key = `${language}:${state}:${type ?? '*'}`;
      return take(pools.get(key), key);
    },
    comment: (language: PageLanguage) => take(commentPools.get(language), `comment:${language}`),
    /** A live post with pictures, for a picture task (a cursor of its own, so the post tasks keep theirs). */
    pictured: (language: PageLanguage) => {
      const key = `${language}:live:graphics`;
      return take(pools.get(key), `picture:${key}`);
    },
  };
}

/**
 * Thousands of review tasks across sources and page languages, most waiting, some decided and a few held
 * by a moderator; report tasks group several users' reports; vote posts the machine passed go to tagging
 * without a review task (spec 4). Deterministic: a seeded faker and times relative to `now`.
 */
export function seedReview(now = seedInstant()) {
  // First: the posts' seed reseeds the faker it shares with this one.
  const subjects = subjectsFrom(
    seedPosts(now)[POSTS_COLLECTION] as PostRow[],
    seedComments(now)[COMMENTS_COLLECTION] as CommentRow[],
  );
  const faker = fakerEN;
  faker.seed(909);
  const tasks: ReviewTaskRow[] = [];
  const reports: ReportRow[] = [];
  const taggingTasks: TaggingTaskRow[] = [];
  const history: HistoryRow[] = [];

  for (let index = 0; index < TASK_COUNT; index++) {
    const source = pickSource(faker.number.int(999));
    const language = PAGE_LANGUAGES[index % PAGE_LANGUAGES.length];
    const postType = source === 'post' ? faker.helpers.arrayElement(POST_TYPES_BY_WEIGHT) : null;
    const type: TaskType = (source === 'post' || source === 'comment') && index % 3 === 0 ? 'report' : 'audit';
    // The male-user detection is a model of its own (its score is on the task), not a content review.
    const machineStatus: MachineStatus =
      type === 'report' || source === 'male-detect'
        ? 'notReviewed'
        : faker.helpers.weightedArrayElement([
            { value: 'machinePassed' as const, weight: 5 },
            { value: 'autoBlocked' as const, weight: 3 },
            { value: 'notReviewed' as const, weight: 2 },
          ]);
    const createdAt = now - (TASK_COUNT - index) * 7 * MINUTE;
    const subjectId = 500_000 + index;

    if (postType && type === 'audit' && !afterMachineReview(postType, machineStatus).review) {
      // A seeded vote post the machine passed: it skips review, straight to tagging.
      const votePost = subjects.post(language, postType, 'live');
      taggingTasks.push({
        id: taggingTasks.length + 1,
        postId: votePost?.id ?? subjectId,
        language,
        createdAt: iso(createdAt),
        origin: 'machine',
      });
      continue;
    }

    const decided = index < TASK_COUNT * 0.35;
    const drawn =
      type === 'report'
        ? faker.helpers.arrayElement(['ignore', 'delete'] as const)
        : source === 'male-detect'
          ? 'dismiss'
          : faker.helpers.arrayElement(['pass', 'delete'] as const);
    // The comments' and posts' seeds remove no comment and no picture, so those seeded decisions keep them.
    const keepsItem = source === 'comment' || source === 'image';
    const decision = keepsItem && drawn === 'delete' ? (type === 'report' ? 'ignore' : 'pass') : drawn;
    const authorId = FIRST_USER_ID + faker.number.int(USER_COUNT - 1);
    const avatar = avatarFor(index);
    const detection = source === 'male-detect' ? detectionFor(faker, language, avatar) : null;
    const heldBy = !decided && index % 97 === 5 ? MODERATORS[index % 2] : null;
    const written = detection
      ? (detection.signals.find((signal) => signal.signal === 'profile')?.evidence ??
        faker.helpers.arrayElement(DETECTION_EVIDENCE.profile[language]))
      : faker.helpers.arrayElement(TEXTS[language]);
    // A post, a warmth nomination or an objection is about a seeded post, a comment task a seeded comment.
    const post =
      source === 'post' || source === 'warmth' || source === 'objection'
        ? subjects.post(language, source === 'post' ? postType : null, postStateFor(source, decided ? decision : null))
        : undefined;
    const comment = source === 'comment' ? subjects.comment(language) : undefined;
    // A picture task is about one picture of a seeded post: the task's subject is the picture's own ID.
    const pictured = source === 'image' ? subjects.pictured(language) : undefined;
    const item = post ?? comment;
    const removesPost = decided && source === 'post' && decision === 'delete';
    const task: ReviewTaskRow = {
      id: index + 1,
      type,
      source,
      // A flagged account is its own subject; its profile is what it wrote.
      subjectId: source === 'male-detect' ? authorId : (item?.id ?? subjectId),
      ...(comment ? { postId: comment.postId } : {}),
      ...(pictured ? { postId: pictured.id } : {}),
      postType,
      authorId: (item ?? pictured)?.authorId ?? authorId,
      content: (item ?? pictured)?.content ?? written,
      // An image task is one flagged picture; a task on a post shows the post's own pictures.
      images: detection
        ? [avatar]
        : post
          ? post.images
          : pictured
            ? [pictured.images[index % pictured.images.length]]
            : source === 'image'
              ? [imageFor(index)]
              : [],
      language,
      machineStatus,
      machineLabel: machineStatus === 'autoBlocked' ? faker.helpers.arrayElement(MACHINE_LABELS) : '',
      status: decided ? (decision === 'pass' || decision === 'dismiss' ? 'manualPassed' : 'processed') : 'notProcessed',
      createdAt: iso(createdAt),
      claimedBy: heldBy,
      claimedUntil: heldBy ? iso(now + 4 * MINUTE) : null,
      outcome: decided
        ? {
            decision,
            punishKind: null,
            reason: '',
            // A post removed by its decision names the moderator who removed it, as Deleted Posts does.
            operator: (removesPost && post?.deletedBy) || MODERATORS[index % MODERATORS.length],
            decidedAt: iso(createdAt + 30 * MINUTE),
          }
        : null,
      detection,
    };
    tasks.push(task);
    if (task.outcome) {
      // The seeded removals say why, as a moderator's would.
      const reasonCode =
        task.outcome.decision !== 'delete'
          ? null
          : removesPost && post?.deleteReason
            ? post.deleteReason.reasonCode
            : source === 'warmth'
              ? 'notWarm'
              : reasonsFor([source])[index % 2];
      if (reasonCode) task.outcome = { ...task.outcome, reasonCode, note: '' };
      history.push({
        id: history.length + 1,
        taskId: task.id,
        action: task.outcome.decision,
        operator: task.outcome.operator,
        at: task.outcome.decidedAt,
        reasonCode,
        note: '',
        punishKind: null,
        batchOf: null,
      });
    }

    if (type === 'report') {
      const count = 1 + faker.number.int(3);
      for (let n = 0; n < count; n++) {
        reports.push({
          id: reports.length + 1,
          taskId: task.id,
          reporterId: FIRST_USER_ID + faker.number.int(USER_COUNT - 1),
          reportedAt: iso(createdAt - (count - n) * 11 * MINUTE),
          reason: faker.helpers.arrayElement(REPORT_REASONS),
          details: faker.helpers.arrayElement(REPORT_DETAILS),
        });
      }
    }
  }

  return {
    [REVIEW_COLLECTIONS.tasks]: tasks,
    [REVIEW_COLLECTIONS.reports]: reports,
    [REVIEW_COLLECTIONS.taggingTasks]: taggingTasks,
    [REVIEW_COLLECTIONS.history]: history,
    [REVIEW_COLLECTIONS.subjectsBefore]: [],
  };
}
