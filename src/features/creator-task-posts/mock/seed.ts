import { fakerEN } from '@faker-js/faker';
import type { Row } from '../../../mocks/row';
import { APP_USER_COLLECTIONS, seedAppUsers, type AppUserRow } from '../../app-users/mock';
import { type PostRow, POSTS_COLLECTION, seedPosts } from '../../posts/mock';
import type { PostType } from '../../../shared/types/post-types';
import type { ReasonTexts, TaskPostStatus } from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const CREATOR_TASK_POST_COLLECTIONS = {
  /** The creator tasks the posts answer. */
  tasks: 'creator-tasks',
  posts: 'creator-task-posts',
  /** The creator centre's rejection reasons; operators edit them. */
  reasons: 'creator-task-rejection-reasons',
} as const;

export interface CreatorTaskRow extends Row {
  title: ReasonTexts;
  stars: number;
  postType: PostType;
  requiredPosts: number;
}

export interface RejectionReasonRow extends Row {
  text: ReasonTexts;
}

export interface CreatorTaskPostRow extends Row {
  taskId: number;
  creatorId: number;
  postId: number;
  postType: PostType;
  postContent: string;
  postImages: string[];
  submittedAt: string;
  status: TaskPostStatus;
  decidedBy: string | null;
  decidedAt: string | null;
  rejectionReasonId: number | null;
}

const SUBMISSION_COUNT = 1200;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

const SEEDED_REJECTION_REASONS: ReasonTexts[] = [
  {
    zh: '帖子内容与任务主题不符',
    en: 'The post does not match the task topic',
    ar: 'المنشور لا يتوافق مع موضوع المهمة',
  },
  {
    zh: '帖子字数未达到任务要求',
    en: 'The post is shorter than the task requires',
    ar: 'المنشور أقصر مما تتطلبه المهمة',
  },
  {
    zh: '图片不清晰或与内容无关',
    en: 'The pictures are blurred or unrelated to the text',
    ar: 'الصور غير واضحة أو لا علاقة لها بالنص',
  },
  {
    zh: '内容抄袭或搬运他人作品',
    en: 'The content is copied from someone else',
    ar: 'المحتوى منسوخ من شخص آخر',
  },
  {
    zh: '包含广告或引流信息',
    en: 'The post contains advertising or external links',
    ar: 'يحتوي المنشور على إعلانات أو روابط خارجية',
  },
  {
    zh: '包含未经证实的医疗建议',
    en: 'The post gives unverified medical advice',
    ar: 'يقدم المنشور نصائح طبية غير موثقة',
  },
];

const TASKS: Array<[ReasonTexts, number, PostType]> = [
  [{ zh: '分享你的孕期饮食', en: 'Share your pregnancy diet', ar: 'شاركي نظامك الغذائي أثناء الحمل' }, 2, 'graphics'],
  [{ zh: '记录孕晚期的一天', en: 'A day in your third trimester', ar: 'يوم في الثلث الأخير من الحمل' }, 3, 'graphics'],
  [{ zh: '新手妈妈的育儿技巧', en: 'Tips for new mothers', ar: 'نصائح للأمهات الجدد' }, 4, 'graphics'],
  [{ zh: '你更喜欢顺产还是剖腹产？', en: 'Natural birth or C-section?', ar: 'ولادة طبيعية أم قيصرية؟' }, 1, 'vote'],
  [{ zh: '产后恢复运动视频', en: 'Postpartum workout video', ar: 'فيديو تمارين ما بعد الولادة' }, 5, 'video'],
  [{ zh: '经期自我关怀', en: 'Self-care during your period', ar: 'العناية بالنفس أثناء الدورة' }, 2, 'graphics'],
  [{ zh: '备孕好物推荐', en: 'What helped you conceive', ar: 'ما الذي ساعدك على الحمل' }, 3, 'graphics'],
  [{ zh: '宝宝辅食制作', en: 'Making baby food at home', ar: 'تحضير طعام الطفل في المنزل' }, 4, 'video'],
  [{ zh: '孕期最想吃的食物', en: 'Your strongest pregnancy craving', ar: 'أكثر ما اشتهيته أثناء الحمل' }, 1, 'vote'],
  [{ zh: '我的分娩故事', en: 'My birth story', ar: 'قصة ولادتي' }, 5, 'graphics'],
];

/** What a creator writes when the posts seed has no post of the task's type by a creator. */
const CONTENT: Record<'zh' | 'en' | 'ar', string[]> = {
  en: [
    'My go-to breakfast in the second trimester: oats, dates and a glass of milk. Keeps the nausea away!',
    'Woke up at 5, walked 20 minutes, then a nap. Week 34 is all about rest.',
    'Three things nobody told me about the first month with a newborn.',
    'Here is the 10-minute routine my physio gave me after birth. Go slowly!',
    'Tracking my cycle for six months helped me notice patterns. Sharing what I learned.',
    'Steamed carrot and apple puree, our baby loved it at 6 months.',
    'Which did you choose and why? Tell me in the comments.',
  ],
  zh: [
    '孕中期我最爱的早餐：燕麦、红枣加一杯牛奶，孕吐少了很多！',
    '孕34周的一天：早上散步20分钟，中午一定要午睡。',
    '新手妈妈第一个月，没人告诉我的三件事。',
    '产后康复师教我的10分钟训练，大家慢慢来。',
    '坚持记录经期半年，终于找到了规律，分享给大家。',
    '胡萝卜苹果泥，宝宝六个月时特别爱吃。',
  ],
  ar: [
    'فطوري المفضل في الثلث الثاني: شوفان وتمر وكوب حليب. خفف الغثيان كثيرًا!',
    'يومي في الأسبوع الرابع والثلاثين: مشي عشرين دقيقة ثم قيلولة.',
    'ثلاثة أشياء لم يخبرني بها أحد عن الشهر الأول مع المولود.',
    'روتين العشر دقائق الذي أعطتني إياه أخصائية العلاج الطبيعي بعد الولادة.',
    'هريس الجزر والتفاح، أحبه طفلي في الشهر السادس.',
  ],
};

function picture(seed: number): string {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="hsl(${hue},60%,80%)"/><circle cx="160" cy="110" r="54" fill="hsl(${(hue + 40) % 360},55%,60%)"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

interface Seeded {
  tasks: CreatorTaskRow[];
  reasons: RejectionReasonRow[];
  posts: CreatorTaskPostRow[];
}

function generate(now: number, users: AppUserRow[], communityPosts: PostRow[]): Seeded {
  const f = fakerEN;
  f.seed(1310);
  const reasons = SEEDED_REJECTION_REASONS.map((text, index) => ({ id: index + 1, text }));
  const tasks = TASKS.map(([title, stars, postType], index) => ({
    id: index + 1,
    title,
    stars,
    postType,
    requiredPosts: stars,
  }));
  const creators = users.filter((user) => user.creatorLevel > 0);
  const creatorIds = new Set(creators.map((user) => user.id));
  // Each submission is one of a creator's posts of the task's type, never the same post twice.
  const byType = new Map<PostType, PostRow[]>();
  for (const post of communityPosts) {
    if (!creatorIds.has(post.authorId) || post.deletedAt) continue;
    byType.set(post.type, [...(byType.get(post.type) ?? []), post]);
  }
  for (const list of byType.values()) f.helpers.shuffle(list, { inplace: true });
  const posts: CreatorTaskPostRow[] = [];
  for (let index = 0; index < SUBMISSION_COUNT; index += 1) {
    const task = f.helpers.arrayElement(tasks);
    const post = byType.get(task.postType)?.pop();
    const creator = post ? creators.find((user) => user.id === post.authorId)! : f.helpers.arrayElement(creators);
    const language = (['en', 'zh', 'ar'] as const)[index % 3];
    // The newest first as the index grows; the latest day or so still waiting.
    const submittedAt =
      now - Math.floor((index / SUBMISSION_COUNT) * 60 * DAY) - f.number.int({ min: 1, max: 90 }) * MINUTE;
    const status: TaskPostStatus =
      now - submittedAt < 2 * DAY
        ? 'waiting'
        : f.helpers.weightedArrayElement([
            { value: 'waiting' as const, weight: 25 },
            { value: 'passed' as const, weight: 55 },
            { value: 'rejected' as const, weight: 20 },
          ]);
    const decided = status !== 'waiting';
    posts.push({
      id: index + 1,
      taskId: task.id,
      creatorId: creator.id,
      postId: post?.id ?? 9_000_001 + index,
      postType: task.postType,
      postContent: post?.content ?? f.helpers.arrayElement(CONTENT[language]),
      postImages:
        post?.images ??
        (task.postType === 'graphics'
          ? Array.from({ length: f.number.int({ min: 1, max: 3 }) }, (_, n) => picture(index * 3 + n))
          : []),
      submittedAt: iso(submittedAt),
      status,
      decidedBy: decided ? f.helpers.arrayElement(['admin', 'moderator']) : null,
      decidedAt: decided ? iso(submittedAt + f.number.int({ min: 1, max: 36 }) * HOUR) : null,
      rejectionReasonId: status === 'rejected' ? f.helpers.arrayElement(reasons).id : null,
    });
  }
  return { tasks, reasons, posts };
}

let generated: { now: number; seed: Seeded } | undefined;

/**
 * Ten creator tasks, the creator centre's six rejection reasons (zh, en, ar) and 1,200 task posts by the
 * seeded creators over the last 60 days (each one of the creator's posts from the posts collection): the last two days' all waiting, older ones mostly decided.
 */
export function seedCreatorTaskPosts(now = seedInstant()): Record<string, Row[]> {
  if (generated?.now !== now) {
    generated = {
      now,
      seed: generate(
        now,
        seedAppUsers(now)[APP_USER_COLLECTIONS.users] as AppUserRow[],
        seedPosts(now)[POSTS_COLLECTION] as PostRow[],
      ),
    };
  }
  const copy = structuredClone(generated.seed);
  return {
    [CREATOR_TASK_POST_COLLECTIONS.tasks]: copy.tasks,
    [CREATOR_TASK_POST_COLLECTIONS.reasons]: copy.reasons,
    [CREATOR_TASK_POST_COLLECTIONS.posts]: copy.posts,
  };
}
