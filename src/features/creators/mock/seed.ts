import { fakerEN } from '@faker-js/faker';
import type { Row } from '../../../mocks/row';
import { APP_USER_COLLECTIONS, seedAppUsers, type AppUserRow } from '../../app-users/mock';
import {
  CREATOR_TASK_POST_COLLECTIONS,
  type CreatorTaskRow,
  type ReasonTexts,
  seedCreatorTaskPosts,
} from '../../creator-task-posts/mock';
import { POSTS_COLLECTION, seedPosts, type PostRow } from '../../posts/mock';
import type { CreatorTask, LevelChange, VerificationCriteria } from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const CREATOR_COLLECTIONS = {
  /** Shared with the task-post audit (posts-manage/creator-task-posts-audit), which reads titles and stars. */
  tasks: CREATOR_TASK_POST_COLLECTIONS.tasks,
  /** Shared with the task-post audit, which rejects with them. */
  reasons: CREATOR_TASK_POST_COLLECTIONS.reasons,
  fields: 'creator-fields',
  /** One row per app user who joined the creator centre (id = the user's ID): field and points. */
  profiles: 'creator-profiles',
  levelChanges: 'creator-level-changes',
  /** One row per post scored from the creator centre (id = the post's ID). */
  scores: 'creator-post-scores',
  criteria: 'creator-verification-criteria',
} as const;

/**
 * A task as stored: the audit's row (title in zh/en/ar, stars, post type, required posts) with the rest
 * of the task. The audit's `title` is kept in step with `texts` on every save.
 */
export type TaskRow = CreatorTaskRow & Omit<CreatorTask, 'id'>;
export interface FieldRow extends Row {
  names: ReasonTexts;
  sort: number;
}
export interface ProfileRow extends Row {
  fieldId: number | null;
  points: number;
  joinedAt: string;
}
export type LevelChangeRow = LevelChange & Row;
export interface ScoreRow extends Row {
  score: number;
  scoredBy: string;
  scoredAt: string;
}
export type CriteriaRow = VerificationCriteria & Row;

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const SEEDED_FIELDS: ReasonTexts[] = [
  { zh: '孕期', en: 'Pregnancy', ar: 'الحمل' },
  { zh: '育儿', en: 'Parenting', ar: 'تربية الأطفال' },
  { zh: '营养饮食', en: 'Nutrition', ar: 'التغذية' },
  { zh: '运动健身', en: 'Fitness', ar: 'اللياقة البدنية' },
  { zh: '经期健康', en: 'Menstrual health', ar: 'صحة الدورة الشهرية' },
  { zh: '备孕', en: 'Fertility', ar: 'الخصوبة' },
  { zh: '心理健康', en: 'Mental wellbeing', ar: 'الصحة النفسية' },
  { zh: '婴儿护理', en: 'Baby care', ar: 'رعاية الرضع' },
];

/** Each seeded task's description, in the task's order, in en, zh and ar. */
const DESCRIPTIONS: ReasonTexts[] = [
  {
    en: 'Post what you eat in a day and why it works for you.',
    zh: '分享你一天的饮食，以及为什么适合你。',
    ar: 'انشري ما تأكلينه في يوم واحد ولماذا يناسبك.',
  },
  {
    en: 'Show a day of the third trimester, from morning to night.',
    zh: '记录孕晚期从早到晚的一天。',
    ar: 'أظهري يومًا من الثلث الأخير من الصباح إلى المساء.',
  },
  {
    en: 'Share three tips that helped you in the first weeks.',
    zh: '分享在最初几周帮助过你的三个技巧。',
    ar: 'شاركي ثلاث نصائح ساعدتك في الأسابيع الأولى.',
  },
  {
    en: 'Start a vote and tell your own story in the comments.',
    zh: '发起投票，并在评论里讲讲你的故事。',
    ar: 'ابدئي تصويتًا واحكي قصتك في التعليقات.',
  },
  {
    en: 'Film a safe postpartum workout of at least one minute.',
    zh: '拍一段至少一分钟的安全产后运动视频。',
    ar: 'صوري تمرينًا آمنًا بعد الولادة مدته دقيقة على الأقل.',
  },
  {
    en: 'How do you look after yourself during your period?',
    zh: '经期你是如何照顾自己的？',
    ar: 'كيف تعتنين بنفسك أثناء الدورة؟',
  },
  {
    en: 'Tell others what helped you while trying to conceive.',
    zh: '告诉大家备孕期间什么对你有帮助。',
    ar: 'أخبري الأخريات بما ساعدك أثناء محاولة الحمل.',
  },
  {
    en: 'Film how you make one of your baby’s first foods.',
    zh: '拍下你制作宝宝辅食的过程。',
    ar: 'صوري طريقة تحضير أحد أول أطعمة طفلك.',
  },
  {
    en: 'Start a vote on the cravings of the community.',
    zh: '发起投票，看看大家孕期最想吃什么。',
    ar: 'ابدئي تصويتًا عن أكثر ما تشتهيه الحوامل.',
  },
  {
    en: 'Tell your birth story with at least two pictures.',
    zh: '用至少两张图片讲述你的分娩故事。',
    ar: 'احكي قصة ولادتك مع صورتين على الأقل.',
  },
];

const ITEMS = ['Baby blanket', 'Stretch mark oil', 'Prenatal yoga mat'];

/** A 16:9 cover of 1280 × 720 (the cover rule), drawn as SVG (no files needed). */
function coverArt(seed: number, label: string): string {
  const hue = (seed * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"><rect width="1280" height="720" fill="hsl(${hue},55%,78%)"/><circle cx="1040" cy="180" r="220" fill="hsl(${(hue + 30) % 360},60%,66%)"/><text x="80" y="620" font-size="72" font-family="sans-serif" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface Seeded {
  tasks: TaskRow[];
  fields: FieldRow[];
  profiles: ProfileRow[];
  levelChanges: LevelChangeRow[];
  scores: ScoreRow[];
  criteria: CriteriaRow[];
}

function generate(now: number, users: AppUserRow[], auditTasks: CreatorTaskRow[], posts: PostRow[]): Seeded {
  const f = fakerEN;
  f.seed(1313);
  const fields = SEEDED_FIELDS.map((names, index) => ({ id: index + 1, names, sort: (index + 1) * 10 }));
  const tasks: TaskRow[] = auditTasks.map((task, index) => {
    const description = DESCRIPTIONS[index % DESCRIPTIONS.length];
    const item = index % 3 === 2;
    return {
      ...task,
      texts: {
        en: { title: task.title.en, description: description.en },
        zh: { title: task.title.zh, description: description.zh },
        ...(index % 4 === 3 ? {} : { ar: { title: task.title.ar, description: description.ar } }),
      },
      rewardType: item ? 'item' : 'points',
      rewardAmount: item ? 1 : task.stars * 200,
      rewardItem: item ? ITEMS[index % ITEMS.length] : null,
      cover: coverArt(index + 1, task.title.en),
      conditions: [],
      status: index % 5 === 4 ? 'unpublished' : 'published',
      updatedBy: index % 2 ? 'operator' : 'admin',
      updatedAt: iso(now - (40 - index * 3) * DAY),
    };
  });
  // Every creator (Lv1-Lv5) and every fifth non-creator, who joined the creator centre without a level yet.
  const members = users.filter((user, index) => user.creatorLevel > 0 || index % 5 === 0);
  const profiles: ProfileRow[] = members.map((user) => ({
    id: user.id,
    fieldId:
      user.creatorLevel === 0 && f.datatype.boolean({ probability: 0.4 })
        ? null
        : f.number.int({ min: 1, max: fields.length }),
    points: user.creatorLevel * f.number.int({ min: 300, max: 2_400 }) + f.number.int({ min: 0, max: 300 }),
    joinedAt: iso(Math.min(now, Date.parse(user.registeredAt) + f.number.int({ min: 1, max: 60 }) * DAY)),
  }));
  const levelChanges: LevelChangeRow[] = members
    .filter((user) => user.creatorLevel > 1)
    .slice(0, 24)
    .map((user, index) => ({
      id: index + 1,
      userId: user.id,
      from: (user.creatorLevel - 1) as LevelChange['from'],
      to: user.creatorLevel,
      reason: f.helpers.arrayElement([
        'Reached the follower target for the next level',
        'Consistent high-quality posts this quarter',
        'Completed every five-star task last month',
      ]),
      by: index % 2 ? 'operator' : 'admin',
      at: iso(now - f.number.int({ min: 3, max: 120 }) * DAY),
    }));
  const creatorIds = new Set(members.filter((user) => user.creatorLevel > 0).map((user) => user.id));
  const scores: ScoreRow[] = posts
    .filter((post) => creatorIds.has(post.authorId) && !post.deletedAt && Date.parse(post.postedAt) < now - 3 * DAY)
    .filter((_, index) => index % 4 === 0)
    .slice(-600)
    .map((post) => ({
      id: post.id,
      score: post.score,
      scoredBy: post.id % 2 ? 'operator' : 'admin',
      scoredAt: iso(Date.parse(post.postedAt) + f.number.int({ min: 2, max: 48 }) * 3_600_000),
    }));
  // Each field (domain) has its own numbers: a smaller field verifies creators with fewer followers.
  const criteria: CriteriaRow[] = fields.map((field, index) => ({
    id: field.id,
    fieldId: field.id,
    minFollowers: [5_000, 3_000, 2_000, 1_000][index % 4],
    minLikes: 100,
    minLikedPosts: 5,
    minPosts: 10,
    updatedBy: 'admin',
    updatedAt: iso(now - 20 * DAY),
  }));
  return { tasks, fields, profiles, levelChanges, scores, criteria };
}

let generated: Seeded | undefined;

/**
 * The creator centre: 8 fields, the 10 tasks of the task-post audit completed (descriptions, rewards,
 * covers, listing status; the audit's rows replaced by these supersets), the creators (every Lv1-Lv5 app
 * user and one non-creator in five) with field and points, level changes, 600 scores of creators' posts
 * from the posts collection, and the verification criteria. Spread after `seedCreatorTaskPosts`.
 */
export function seedCreators(now = seedInstant()): Record<string, Row[]> {
  generated ??= generate(
    now,
    seedAppUsers(now)[APP_USER_COLLECTIONS.users] as AppUserRow[],
    seedCreatorTaskPosts(now)[CREATOR_TASK_POST_COLLECTIONS.tasks] as CreatorTaskRow[],
    seedPosts(now)[POSTS_COLLECTION] as PostRow[],
  );
  const copy = structuredClone(generated);
  return {
    [CREATOR_COLLECTIONS.tasks]: copy.tasks,
    [CREATOR_COLLECTIONS.fields]: copy.fields,
    [CREATOR_COLLECTIONS.profiles]: copy.profiles,
    [CREATOR_COLLECTIONS.levelChanges]: copy.levelChanges,
    [CREATOR_COLLECTIONS.scores]: copy.scores,
    [CREATOR_COLLECTIONS.criteria]: copy.criteria,
  };
}
