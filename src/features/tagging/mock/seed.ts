import { fakerEN } from '@faker-js/faker';
import type { Row } from '../../../mocks/row';
import { POSTS_COLLECTION, seedPosts, type PostRow } from '../../posts/mock';
import { REVIEW_COLLECTIONS, type ReviewTaskRow, type TaggingTaskRow } from '../../review/mock';
import { PAGE_LANGUAGES, type PageLanguage } from '../../../shared/i18n/page-languages';
import type { Tag, TagChoice, TagNames } from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const TAGGING_COLLECTIONS = {
  tags: 'tagging-tags',
  /** Per tagging task (same id, with its post id): assignment, claim and the tags chosen. */
  marks: 'tagging-marks',
  /** One line per event on a task (tagged, re-opened, assigned, unassigned); nothing is ever removed. */
  history: 'tagging-history',
} as const;

export type TagRow = Tag & Row;

export interface MarkRow extends Row, TagChoice {
  postId: number;
  assignee: string | null;
  claimedBy: string | null;
  claimedUntil: string | null;
  taggedBy: string | null;
  taggedAt: string | null;
  reopenedBy: string | null;
  reopenedAt: string | null;
}

type Topic = 'pregnancy' | 'period' | 'conceive' | 'nutrition' | 'mental' | 'baby' | 'fitness' | 'community';

interface Level1Seed {
  topic: Topic;
  names: TagNames;
  enabled?: boolean;
  children: Array<TagNames & { enabled?: boolean }>;
}

/** The topics of a pregnancy and women's health community, in the interface languages. */
const DICTIONARY: Level1Seed[] = [
  {
    topic: 'pregnancy',
    names: { zh: '孕期', en: 'Pregnancy', ar: 'الحمل', fr: 'Grossesse', ind: 'Kehamilan' },
    children: [
      { zh: '孕期症状', en: 'Pregnancy symptoms', ar: 'أعراض الحمل', fr: 'Symptômes de grossesse' },
      { zh: '产检', en: 'Prenatal check-ups', ar: 'فحوصات ما قبل الولادة' },
      { zh: '胎儿发育', en: 'Fetal development', ar: 'نمو الجنين' },
      { zh: '分娩', en: 'Labour and birth', ar: 'الولادة', fr: 'Accouchement' },
    ],
  },
  {
    topic: 'period',
    names: { zh: '经期', en: 'Period', ar: 'الدورة الشهرية', fr: 'Règles', ind: 'Menstruasi' },
    children: [
      { zh: '周期记录', en: 'Cycle tracking', ar: 'تتبع الدورة' },
      { zh: '痛经', en: 'Period pain', ar: 'آلام الدورة' },
      { zh: '月经不调', en: 'Irregular periods', ar: 'عدم انتظام الدورة' },
    ],
  },
  {
    topic: 'conceive',
    names: { zh: '备孕', en: 'Trying to conceive', ar: 'التخطيط للحمل', fr: 'Projet de grossesse' },
    children: [
      { zh: '排卵', en: 'Ovulation', ar: 'الإباضة', fr: 'Ovulation' },
      { zh: '生育检查', en: 'Fertility tests', ar: 'فحوصات الخصوبة' },
    ],
  },
  {
    topic: 'nutrition',
    names: { zh: '营养', en: 'Nutrition', ar: 'التغذية', fr: 'Nutrition', ind: 'Nutrisi' },
    children: [
      { zh: '孕期饮食', en: 'Pregnancy diet', ar: 'غذاء الحامل' },
      { zh: '营养补充剂', en: 'Supplements', ar: 'المكملات الغذائية', fr: 'Compléments' },
      { zh: '食谱', en: 'Recipes', ar: 'وصفات', fr: 'Recettes' },
    ],
  },
  {
    topic: 'mental',
    names: { zh: '心理健康', en: 'Mental health', ar: 'الصحة النفسية', fr: 'Santé mentale' },
    children: [
      { zh: '焦虑', en: 'Anxiety', ar: 'القلق', fr: 'Anxiété' },
      { zh: '产后抑郁', en: 'Postpartum depression', ar: 'اكتئاب ما بعد الولادة' },
      { zh: '睡眠', en: 'Sleep', ar: 'النوم', fr: 'Sommeil' },
    ],
  },
  {
    topic: 'baby',
    names: { zh: '育儿', en: 'Baby care', ar: 'رعاية الطفل', fr: 'Soins du bébé' },
    children: [
      { zh: '母乳喂养', en: 'Breastfeeding', ar: 'الرضاعة الطبيعية', fr: 'Allaitement' },
      { zh: '新生儿睡眠', en: 'Newborn sleep', ar: 'نوم المولود' },
      { zh: '疫苗接种', en: 'Vaccinations', ar: 'التطعيمات', enabled: false },
    ],
  },
  {
    topic: 'fitness',
    names: { zh: '运动健身', en: 'Fitness', ar: 'اللياقة البدنية' },
    children: [
      { zh: '孕期瑜伽', en: 'Prenatal yoga', ar: 'يوغا الحمل' },
      { zh: '产后恢复', en: 'Postpartum recovery', ar: 'التعافي بعد الولادة' },
    ],
  },
  {
    topic: 'community',
    names: { zh: '社区闲聊', en: 'Community chat', ar: 'دردشة المجتمع' },
    enabled: false,
    children: [{ zh: '日常分享', en: 'Daily life', ar: 'الحياة اليومية' }],
  },
];

const QUALITY: Array<TagNames & { enabled?: boolean }> = [
  { zh: '优质', en: 'High quality', ar: 'جودة عالية', fr: 'Excellente qualité' },
  { zh: '良好', en: 'Good', ar: 'جيد', fr: 'Bonne' },
  { zh: '普通', en: 'Ordinary', ar: 'عادي', fr: 'Ordinaire' },
  { zh: '低质', en: 'Low quality', ar: 'جودة منخفضة' },
  { zh: '疑似广告', en: 'Possible advert', ar: 'إعلان محتمل', enabled: false },
];

/** What members write about each topic, by language. */
const POSTS: Record<Exclude<Topic, 'community'>, Record<PageLanguage, string[]>> = {
  pregnancy: {
    en: [
      'Week 20 scan today and we saw the baby yawn! Anyone else cry at their anatomy scan?',
      'Heartburn every night since week 28. What actually helped you?',
      'My feet are so swollen by the evening, is this normal in the third trimester?',
    ],
    zh: [
      '今天做了大排畸，看到宝宝打哈欠了！',
      '孕28周以后每天晚上都烧心，大家怎么缓解的？',
      '孕晚期脚肿得厉害，正常吗？',
    ],
    ar: [
      'فحص الأسبوع العشرين اليوم ورأينا الطفل يتثاءب!',
      'حرقة المعدة كل ليلة منذ الأسبوع 28، ما الذي ساعدكن فعلاً؟',
      'قدماي منتفختان جداً في المساء، هل هذا طبيعي في الثلث الأخير؟',
    ],
  },
  period: {
    en: [
      'My cycle went from 28 to 35 days this year. Should I see a doctor?',
      'Heat pad and ginger tea, my period pain routine.',
    ],
    zh: ['今年周期从28天变成了35天，需要去看医生吗？', '暖宝宝加姜茶，我的痛经缓解方法。'],
    ar: [
      'تغيرت دورتي من 28 إلى 35 يوماً هذا العام، هل أزور الطبيبة؟',
      'وسادة دافئة وشاي الزنجبيل، هكذا أخفف آلام الدورة.',
    ],
  },
  conceive: {
    en: [
      'Month 6 of trying. Ovulation strips say positive but still nothing.',
      'What fertility tests did your doctor order first?',
    ],
    zh: ['备孕第六个月了，排卵试纸强阳还是没怀上。', '大家备孕第一次检查都查了哪些项目？'],
    ar: ['الشهر السادس من المحاولة، شرائط الإباضة إيجابية ولا شيء بعد.', 'ما فحوصات الخصوبة التي طلبتها طبيبتك أولاً؟'],
  },
  nutrition: {
    en: [
      'Easy iron-rich dinner: lentil soup with spinach. Recipe in the comments.',
      'Which folic acid brand are you taking?',
    ],
    zh: ['简单补铁晚餐：菠菜扁豆汤，做法在评论区。', '大家吃的是哪个牌子的叶酸？'],
    ar: ['عشاء سهل غني بالحديد: شوربة العدس بالسبانخ، الوصفة في التعليقات.', 'ما نوع حمض الفوليك الذي تتناولينه؟'],
  },
  mental: {
    en: [
      'Two months postpartum and I still feel empty. Did anyone get help for this?',
      'Cannot sleep before my scan tomorrow, so anxious.',
    ],
    zh: ['产后两个月了，还是觉得很空虚，有人寻求过帮助吗？', '明天产检，紧张得睡不着。'],
    ar: [
      'مر شهران على الولادة وما زلت أشعر بالفراغ، هل طلبت إحداكن المساعدة؟',
      'لا أستطيع النوم قبل فحص الغد، أنا قلقة جداً.',
    ],
  },
  baby: {
    en: ['Cluster feeding all evening, is my supply enough?', 'How do you get a 3 week old to sleep in the crib?'],
    zh: ['宝宝晚上一直频繁吃奶，是奶不够吗？', '三周的宝宝怎么才能放下睡？'],
    ar: ['طفلي يرضع باستمرار طوال المساء، هل حليبي كافٍ؟', 'كيف أجعل طفلاً عمره ثلاثة أسابيع ينام في سريره؟'],
  },
  fitness: {
    en: ['Prenatal yoga at 30 weeks, my back pain is so much better.', 'When did you start running again after birth?'],
    zh: ['孕30周坚持练瑜伽，腰疼好多了。', '产后多久开始恢复跑步的？'],
    ar: ['يوغا الحمل في الأسبوع الثلاثين خففت ألم ظهري كثيراً.', 'متى عدتِ إلى الجري بعد الولادة؟'],
  },
};
const TOPICS = Object.keys(POSTS) as Array<keyof typeof POSTS>;
/** Admin logins that tagged seeded posts. */
const TAGGERS = ['moderator', 'admin'];
/** Older posts, tagged before the review queue's time (most) or still waiting. */
const HISTORY_COUNT = 1800;
const MINUTE = 60_000;
const SEED_TIME = '2026-01-01T00:00:00.000Z';

const iso = (ms: number) => new Date(ms).toISOString();

export function seedTags(): TagRow[] {
  const tags: TagRow[] = [];
  const add = (tag: Omit<TagRow, 'id' | 'updatedBy' | 'updatedAt'>) =>
    tags.push({ ...tag, id: tags.length + 1, updatedBy: 'admin', updatedAt: SEED_TIME } as TagRow);
  DICTIONARY.forEach((level1, index) => {
    add({
      kind: 'level1',
      parentId: null,
      names: level1.names,
      enabled: level1.enabled ?? true,
      sort: (index + 1) * 10,
    });
    const parentId = tags.length;
    level1.children.forEach(({ enabled, ...names }, childIndex) =>
      add({ kind: 'level2', parentId, names, enabled: enabled ?? true, sort: (childIndex + 1) * 10 }),
    );
  });
  QUALITY.forEach(({ enabled, ...names }, index) =>
    add({ kind: 'quality', parentId: null, names, enabled: enabled ?? true, sort: (index + 1) * 10 }),
  );
  return tags;
}

/** A plausible choice for a post about `topic`: its level-1 tag, one or two enabled level-2 tags, a quality. */
function choiceFor(tags: TagRow[], topic: Topic, roll: number): TagChoice {
  const level1 = tags.find(
    (tag) => tag.kind === 'level1' && tag.names.en === DICTIONARY.find((d) => d.topic === topic)!.names.en,
  )!;
  const children = tags.filter((tag) => tag.parentId === level1.id && tag.enabled);
  const level2Ids = [children[roll % children.length].id];
  if (roll % 3 === 0 && children.length > 1) level2Ids.push(children[(roll + 1) % children.length].id);
  const qualities = tags.filter((tag) => tag.kind === 'quality' && tag.enabled);
  return { level1Id: level1.id, level2Ids, qualityId: qualities[roll % qualities.length].id };
}

/** The topic a post is about, for plausible seeded tags: by its text where known, else any. */
function topicOf(content: string, roll: number): Topic {
  for (const topic of TOPICS)
    for (const language of PAGE_LANGUAGES)
      if (POSTS[topic][language].some((text) => content.includes(text))) return topic;
  return TOPICS[roll % TOPICS.length];
}

/** A task's mark before anyone assigned, opened or tagged it. */
export const untouchedMark = (postId: number, id: number): MarkRow => ({
  id,
  postId,
  level1Id: null,
  level2Ids: [],
  qualityId: null,
  assignee: null,
  claimedBy: null,
  claimedUntil: null,
  taggedBy: null,
  taggedAt: null,
  reopenedBy: null,
  reopenedAt: null,
});

/**
 * The tag dictionary, and the tagging queue around the review feature's: its tagging tasks (vote posts
 * the machine passed), a tagging task for every post a moderator passed in the review seed, and a history
 * of older posts tagged before that, most tagged, some still waiting or assigned. Every task is about a
 * post of the posts' seed, the one the post lists show. Takes the review seed's collections and answers
 * them with the tagging queue completed.
 */
export function seedTagging(review: Record<string, Row[]>, now = seedInstant()) {
  const faker = fakerEN;
  faker.seed(919);
  const tags = seedTags();
  const reviewTasks = review[REVIEW_COLLECTIONS.tasks] as ReviewTaskRow[];
  const taggingTasks = [...(review[REVIEW_COLLECTIONS.taggingTasks] as TaggingTaskRow[])];
  const posts = seedPosts(now)[POSTS_COLLECTION] as PostRow[];
  const marks: MarkRow[] = [];
  // A moderator's pass of a post creates its tagging task (spec 4); the review seed's passes did.
  for (const task of reviewTasks) {
    if (task.source !== 'post' || task.outcome?.decision !== 'pass') continue;
    taggingTasks.push({
      id: taggingTasks.length + 1,
      postId: task.subjectId,
      language: task.language,
      createdAt: task.outcome.decidedAt,
      origin: 'moderator',
    });
  }
  // The oldest live posts in the page languages that no review or tagging task is about yet.
  const taken = new Set([
    ...reviewTasks.flatMap((task) => [task.subjectId, task.postId ?? 0]),
    ...taggingTasks.map((task) => task.postId),
  ]);
  const history = new Set<number>();
  for (const post of posts) {
    if (history.size === HISTORY_COUNT) break;
    if (post.deletedAt || post.spam === 'flagged' || taken.has(post.id)) continue;
    if (!(PAGE_LANGUAGES as readonly string[]).includes(post.language)) continue;
    history.add(post.id);
    taggingTasks.push({
      id: taggingTasks.length + 1,
      postId: post.id,
      language: post.language as PageLanguage,
      createdAt: iso(Date.parse(post.postedAt) + 20 * MINUTE),
      origin: post.type === 'vote' ? 'machine' : 'moderator',
    });
  }

  // Tags on the tasks already tagged: the history mostly, the newer ones less; a few assigned.
  const postById = new Map(posts.map((post) => [post.id, post]));
  // Each task's history starts with what the seed did to it: tagged by its tagger, or assigned by the admin.
  const lines: Array<Row & { taskId: number; postId: number }> = [];
  const line = (task: TaggingTaskRow, fields: Record<string, unknown>) =>
    lines.push({
      id: lines.length + 1,
      taskId: task.id,
      postId: task.postId,
      assignee: null,
      level1Id: null,
      level2Ids: [],
      qualityId: null,
      reasonCode: null,
      note: '',
      ...fields,
    });
  for (const task of taggingTasks) {
    const roll = faker.number.int(99);
    const content = postById.get(task.postId)?.content ?? '';
    const tagged = history.has(task.postId) ? roll < 85 : roll < 30;
    if (tagged) {
      marks.push({
        ...untouchedMark(task.postId, task.id),
        ...choiceFor(tags, topicOf(content, roll), roll),
        taggedBy: TAGGERS[roll % TAGGERS.length],
        taggedAt: iso(Date.parse(task.createdAt) + (30 + roll) * MINUTE),
      });
      const { level1Id, level2Ids, qualityId, taggedBy, taggedAt } = marks[marks.length - 1];
      line(task, { action: 'tagged', operator: taggedBy, at: taggedAt, level1Id, level2Ids, qualityId });
    } else if (roll % 7 === 0) {
      const assignee = TAGGERS[roll % TAGGERS.length];
      marks.push({ ...untouchedMark(task.postId, task.id), assignee });
      line(task, { action: 'assigned', operator: 'admin', at: iso(Date.parse(task.createdAt) + 5 * MINUTE), assignee });
    }
  }

  return {
    ...review,
    [REVIEW_COLLECTIONS.taggingTasks]: taggingTasks,
    [TAGGING_COLLECTIONS.tags]: tags,
    [TAGGING_COLLECTIONS.marks]: marks,
    [TAGGING_COLLECTIONS.history]: lines,
  };
}
