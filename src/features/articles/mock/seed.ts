import type { Row } from '../../../mocks/row';
import type { ContentLanguage } from '../../../shared/components/lang-fields/content-languages';
import type { Article, ArticleCategory, ArticleKind, ArticleTexts, CourseType } from '../types';

/** The mock collections of this feature (the recommendations feature reads insights articles from them). */
export const ARTICLE_COLLECTIONS = {
  articles: 'articles',
  categories: 'article-categories',
} as const;

export type ArticleRow = Article & Row;
export type ArticleCategoryRow = ArticleCategory & Row;

const DAY = 86_400_000;
/** A fixed moment the seed is dated from, so the same rows come back every time. */
const SEED_BASE = Date.UTC(2026, 5, 1, 8, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

/** [en, zh, ar, fr?] */
type Names = [string, string, string, string?];

const HELP_CATEGORIES: Names[] = [
  ['Account and sign-in', '账号与登录', 'الحساب وتسجيل الدخول', 'Compte et connexion'],
  ['Period tracking', '经期记录', 'تتبع الدورة', 'Suivi des règles'],
  ['Pregnancy mode', '孕期模式', 'وضع الحمل', 'Mode grossesse'],
  ['Community', '社区', 'المجتمع', 'Communauté'],
  ['Privacy and data', '隐私与数据', 'الخصوصية والبيانات', 'Confidentialité et données'],
];

/** The insights articles' categories: what part of a woman's health they are about. */
const INSIGHTS_CATEGORIES: Names[] = [
  ['Cycle and periods', '周期与经期', 'الدورة والحيض', 'Cycle et règles'],
  ['Nutrition', '营养', 'التغذية', 'Nutrition'],
  ['Fertility', '备孕与生育', 'الخصوبة', 'Fertilité'],
  ['Wellbeing', '身心健康', 'العافية', 'Bien-être'],
];

/** [category index, en title, zh title, ar title, en description] */
type HelpTheme = [number, string, string, string, string];
const HELP_ARTICLES: HelpTheme[] = [
  [
    0,
    'How to sign in with your phone number',
    '如何用手机号登录',
    'كيفية تسجيل الدخول برقم هاتفك',
    'Get a code by text message and sign in without a password.',
  ],
  [
    0,
    'I did not receive the verification code',
    '收不到验证码怎么办',
    'لم أتلق رمز التحقق',
    'Check the number, the signal and wait a minute before asking again.',
  ],
  [
    0,
    'How to change your nickname',
    '如何修改昵称',
    'كيفية تغيير اسمك المستعار',
    'Nicknames can be changed once every 30 days.',
  ],
  [
    0,
    'How to delete your account',
    '如何注销账号',
    'كيفية حذف حسابك',
    'What is deleted, what is kept by law, and how long it takes.',
  ],
  [
    1,
    'How to record your period',
    '如何记录经期',
    'كيفية تسجيل دورتك الشهرية',
    'Mark the first and last day; the app learns your cycle.',
  ],
  [
    1,
    'Why is my predicted period wrong?',
    '为什么经期预测不准？',
    'لماذا توقع دورتي غير دقيق؟',
    'Predictions improve after three recorded cycles.',
  ],
  [
    1,
    'Recording symptoms and moods',
    '记录症状和心情',
    'تسجيل الأعراض والحالة المزاجية',
    'Add cramps, headaches and moods to see patterns.',
  ],
  [
    1,
    'Turning period reminders on and off',
    '开启或关闭经期提醒',
    'تشغيل تذكيرات الدورة وإيقافها',
    'Choose when the app reminds you before your period.',
  ],
  [
    2,
    'How to switch to pregnancy mode',
    '如何切换到孕期模式',
    'كيفية التبديل إلى وضع الحمل',
    'Enter your due date or the first day of your last period.',
  ],
  [
    2,
    'Changing your due date',
    '修改预产期',
    'تغيير موعد الولادة المتوقع',
    'After a scan you can correct the due date at any time.',
  ],
  [
    2,
    'Using the kick counter',
    '使用数胎动工具',
    'استخدام عداد الركلات',
    'Count kicks in a quiet hour and keep a history.',
  ],
  [
    2,
    'Leaving pregnancy mode',
    '退出孕期模式',
    'الخروج من وضع الحمل',
    'Switch back to period tracking or to parenting.',
  ],
  [3, 'Community rules', '社区规范', 'قواعد المجتمع', 'What may be posted and what gets removed.'],
  [
    3,
    'How to report a post',
    '如何举报帖子',
    'كيفية الإبلاغ عن منشور',
    'Report posts that break the rules; reports are anonymous.',
  ],
  [
    3,
    'Why was my post removed?',
    '为什么我的帖子被删除？',
    'لماذا حُذف منشوري؟',
    'The reasons a post is taken down and how to appeal.',
  ],
  [
    3,
    'Posting anonymously',
    '匿名发帖',
    'النشر دون الكشف عن الهوية',
    'Anonymous topics hide your name from other users.',
  ],
  [
    4,
    'What data the app keeps',
    '应用保存哪些数据',
    'ما البيانات التي يحفظها التطبيق',
    'Your records stay on our servers, encrypted.',
  ],
  [4, 'Exporting your records', '导出你的记录', 'تصدير سجلاتك', 'Download your cycle and pregnancy records as a file.'],
  [
    4,
    'Locking the app with a passcode',
    '设置应用密码锁',
    'قفل التطبيق برمز مرور',
    'Keep your records private on a shared phone.',
  ],
];

/** [en title, zh title, ar title, en description] */
type Theme = [string, string, string, string];
const INSIGHTS_ARTICLES: Theme[] = [
  [
    'Why cycle length varies',
    '为什么周期长短会变化',
    'لماذا يختلف طول الدورة',
    'Stress, sleep and travel all move your cycle.',
  ],
  ['Understanding period cramps', '认识痛经', 'فهم تقلصات الدورة', 'What causes cramps and when to see a doctor.'],
  [
    'Iron-rich foods for your period',
    '经期补铁食物',
    'أطعمة غنية بالحديد لفترة الدورة',
    'Replace what you lose with everyday foods.',
  ],
  [
    'Exercise during your period',
    '经期可以运动吗',
    'ممارسة الرياضة أثناء الدورة',
    'Gentle movement can ease pain and lift mood.',
  ],
  [
    'PMS: signs and relief',
    '经前综合征：症状与缓解',
    'متلازمة ما قبل الحيض: العلامات والتخفيف',
    'Mood swings, bloating and what helps.',
  ],
  [
    'Heavy periods: what is normal?',
    '月经量多正常吗？',
    'الدورة الغزيرة: ما الطبيعي؟',
    'How much bleeding is too much.',
  ],
  [
    'Your fertile window explained',
    '认识你的易孕期',
    'شرح فترة الخصوبة',
    'The six days a month when pregnancy is possible.',
  ],
  ['Ovulation signs to watch', '排卵的信号', 'علامات الإباضة', 'Temperature, mucus and the tests that help.'],
  ['Folic acid before pregnancy', '备孕期补充叶酸', 'حمض الفوليك قبل الحمل', 'Start three months before you try.'],
  [
    'Preparing your body for pregnancy',
    '为怀孕做好身体准备',
    'تهيئة جسمك للحمل',
    'Check-ups, weight and habits worth changing.',
  ],
  [
    'How long does it take to conceive?',
    '多久能怀上？',
    'كم يستغرق حدوث الحمل؟',
    'Most couples conceive within a year.',
  ],
  ['Stress and fertility', '压力与生育力', 'التوتر والخصوبة', 'What the research says and what you can do.'],
  ['Early signs of pregnancy', '怀孕的早期信号', 'علامات الحمل المبكرة', 'Tiredness, nausea and a missed period.'],
  ['Eating well in pregnancy', '孕期健康饮食', 'التغذية السليمة أثناء الحمل', 'What to eat more of and what to avoid.'],
  ['Sleep positions in pregnancy', '孕期睡姿', 'أوضاع النوم أثناء الحمل', 'Why side sleeping helps in later weeks.'],
  ['Staying active while pregnant', '孕期保持运动', 'البقاء نشيطة أثناء الحمل', 'Safe exercise for each trimester.'],
  ['Fasting during pregnancy', '孕期斋戒', 'الصيام أثناء الحمل', 'Talk to your doctor before fasting; signs to stop.'],
  [
    'Warning signs to call your doctor',
    '需要就医的危险信号',
    'علامات تحذيرية تستدعي الاتصال بالطبيب',
    'Bleeding, pain or fewer kicks: do not wait.',
  ],
  [
    'Mood changes in pregnancy',
    '孕期情绪变化',
    'تقلبات المزاج أثناء الحمل',
    'Hormones, worries and where to find support.',
  ],
  [
    'Preparing for breastfeeding',
    '为母乳喂养做准备',
    'الاستعداد للرضاعة الطبيعية',
    'What to learn before the baby arrives.',
  ],
];

const PREGNANCY_ARTICLES: [number, Theme][] = [
  [
    4,
    [
      'Week 4: a tiny start',
      '孕4周：小小的开始',
      'الأسبوع 4: بداية صغيرة',
      'The embryo settles in; a test may now turn positive.',
    ],
  ],
  [
    6,
    ['Week 6: a heartbeat', '孕6周：胎心出现', 'الأسبوع 6: نبضات القلب', 'The heart begins to beat; nausea may begin.'],
  ],
  [
    8,
    [
      'Week 8: the size of a raspberry',
      '孕8周：像一颗树莓',
      'الأسبوع 8: بحجم حبة توت',
      'Fingers and toes are forming.',
    ],
  ],
  [
    10,
    [
      'Week 10: your first check-up',
      '孕10周：第一次产检',
      'الأسبوع 10: أول فحص لك',
      'What the first appointment covers.',
    ],
  ],
  [
    12,
    [
      'Week 12: the first scan',
      '孕12周：第一次B超',
      'الأسبوع 12: أول فحص بالموجات',
      'Seeing your baby and dating the pregnancy.',
    ],
  ],
  [
    14,
    ['Week 14: the second trimester', '孕14周：进入孕中期', 'الأسبوع 14: الثلث الثاني', 'Energy often returns now.'],
  ],
  [
    16,
    [
      'Week 16: first flutters',
      '孕16周：最初的胎动',
      'الأسبوع 16: أولى الحركات',
      'Some mums feel the first movements.',
    ],
  ],
  [
    20,
    [
      'Week 20: the anomaly scan',
      '孕20周：大排畸检查',
      'الأسبوع 20: فحص التشوهات',
      'A detailed look at how the baby grows.',
    ],
  ],
  [
    24,
    [
      'Week 24: glucose test',
      '孕24周：糖耐量检查',
      'الأسبوع 24: اختبار السكر',
      'Why the test matters and how to prepare.',
    ],
  ],
  [
    28,
    [
      'Week 28: the third trimester',
      '孕28周：进入孕晚期',
      'الأسبوع 28: الثلث الأخير',
      'Counting kicks every day from now on.',
    ],
  ],
  [
    32,
    [
      'Week 32: packing your hospital bag',
      '孕32周：准备待产包',
      'الأسبوع 32: تجهيز حقيبة المستشفى',
      'What to pack for you and the baby.',
    ],
  ],
  [
    36,
    [
      'Week 36: signs of labour',
      '孕36周：临产信号',
      'الأسبوع 36: علامات المخاض',
      'Contractions, waters breaking and when to go in.',
    ],
  ],
  [38, ['Week 38: full term', '孕38周：足月了', 'الأسبوع 38: اكتمال الحمل', 'Your baby could arrive any day.']],
  [
    40,
    [
      'Week 40: your due date',
      '孕40周：预产期到了',
      'الأسبوع 40: موعد الولادة',
      'Only a few babies arrive on the day.',
    ],
  ],
  [
    41,
    [
      'Week 41: past your due date',
      '孕41周：过了预产期',
      'الأسبوع 41: بعد موعد الولادة',
      'Monitoring and induction explained.',
    ],
  ],
];

/** Creator courses: [course type, en, zh, ar, description]. */
const CREATOR_COURSES: Array<[CourseType, ...Theme]> = [
  [
    'beginner',
    'Your first week as a creator',
    '成为创作者的第一周',
    'أسبوعك الأول كصانعة محتوى',
    'What to post first and how tasks work.',
  ],
  [
    'beginner',
    'How creator tasks and stars work',
    '创作者任务与星级说明',
    'كيف تعمل مهام صناع المحتوى والنجوم',
    'Stars, required posts and rewards explained.',
  ],
  [
    'beginner',
    'Taking pictures that people stop for',
    '拍出让人驻足的照片',
    'التقاط صور تلفت الانتباه',
    'Light, framing and a clean background.',
  ],
  [
    'beginner',
    'Writing a post that helps',
    '写一篇有帮助的帖子',
    'كتابة منشور مفيد',
    'Start with the question readers have.',
  ],
  [
    'beginner',
    'Health topics: what you may and may not say',
    '健康话题：可以说什么、不能说什么',
    'المواضيع الصحية: ما يجوز قوله وما لا يجوز',
    'Share experience, not medical advice.',
  ],
  [
    'beginner',
    'Why a task post is rejected',
    '任务帖子为什么会被驳回',
    'لماذا يُرفض منشور المهمة',
    'The rejection reasons and how to avoid them.',
  ],
  ['account', 'Choosing your field', '选择你的领域', 'اختيار مجالك', 'How fields help readers find you.'],
  [
    'account',
    'Levels, points and how to grow',
    '等级、积分与成长',
    'المستويات والنقاط وكيف تتقدمين',
    'From Lv1 to Lv5, step by step.',
  ],
  [
    'account',
    'Getting verified in your field',
    '获得领域认证',
    'الحصول على توثيق في مجالك',
    'The followers and posts the verification asks for.',
  ],
  [
    'account',
    'Keeping your account safe',
    '保护你的账号安全',
    'الحفاظ على أمان حسابك',
    'Passwords, devices and suspicious messages.',
  ],
  ['account', 'Redeeming your rewards', '兑换你的奖励', 'استبدال مكافآتك', 'Points, items and when they arrive.'],
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The texts of one article: English, Chinese and Arabic, each with its own link. */
function textsOf(kind: ArticleKind, [en, zh, ar, description]: Theme, displayId: number, index: number): ArticleTexts {
  const path = `/${kind}/${displayId}-${slug(en)}`;
  const link = (language: ContentLanguage) =>
    // Most links are paths on the H5 site; a few insights point at a partner site.
    kind === 'insights' && index % 5 === 4
      ? `https://health.example.org/${language}/${slug(en)}`
      : `${path}?lang=${language}`;
  const texts: ArticleTexts = {
    en: { title: en, description, link: link('en') },
    zh: { title: zh, description: null, link: link('zh') },
    ar: { title: ar, description: null, link: link('ar') },
  };
  return texts;
}

function article(
  kind: ArticleKind,
  id: number,
  index: number,
  theme: Theme,
  extra: { categoryId?: number | null; pregnancyWeek?: number | null; courseType?: CourseType | null },
): ArticleRow {
  const displayId = { help: 1000, insights: 2000, pregnancy: 3000, creator: 4000 }[kind] + index + 1;
  const created = SEED_BASE - (90 - index * 3) * DAY;
  return {
    id,
    kind,
    displayId,
    categoryId: extra.categoryId ?? null,
    pregnancyWeek: extra.pregnancyWeek ?? null,
    ...(kind === 'creator' ? { courseType: extra.courseType ?? null } : {}),
    texts: textsOf(kind, theme, displayId, index),
    // Every seventh article is delisted: the lists show both states.
    status: index % 7 === 5 ? 'delisted' : 'listed',
    createdBy: index % 2 ? 'operator' : 'admin',
    createdAt: iso(created),
    updatedBy: index % 3 ? 'operator' : 'admin',
    updatedAt: iso(created + (index % 4) * DAY),
  };
}

/**
 * The help and insights categories and the help, insights, pregnancy and creator-course articles. Fixed
 * data: the same every time.
 */
export function seedArticles(): Record<string, Row[]> {
  const categories: ArticleCategoryRow[] = HELP_CATEGORIES.map(([en, zh, ar, fr], index) => ({
    id: index + 1,
    kind: 'help',
    names: { en, zh, ar, fr: fr ?? null },
    sort: (index + 1) * 10,
    createdAt: iso(SEED_BASE - 120 * DAY),
    updatedAt: iso(SEED_BASE - 120 * DAY),
  }));
  // One more category, still empty: it can be deleted.
  categories.push({
    id: categories.length + 1,
    kind: 'help',
    names: { en: 'Payments and membership', zh: '支付与会员', ar: 'المدفوعات والعضوية', fr: null },
    sort: 60,
    createdAt: iso(SEED_BASE - 10 * DAY),
    updatedAt: iso(SEED_BASE - 10 * DAY),
  });

  const insightsFrom = categories.length + 1;
  INSIGHTS_CATEGORIES.forEach(([en, zh, ar, fr], index) =>
    categories.push({
      id: insightsFrom + index,
      kind: 'insights',
      names: { en, zh, ar, fr: fr ?? null },
      sort: (index + 1) * 10,
      createdAt: iso(SEED_BASE - 120 * DAY),
      updatedAt: iso(SEED_BASE - 120 * DAY),
    }),
  );

  const articles: ArticleRow[] = [];
  const nextId = () => articles.length + 1;
  HELP_ARTICLES.forEach(([category, en, zh, ar, description], index) =>
    articles.push(article('help', nextId(), index, [en, zh, ar, description], { categoryId: category + 1 })),
  );
  INSIGHTS_ARTICLES.forEach((theme, index) =>
    articles.push(
      article('insights', nextId(), index, theme, {
        categoryId: insightsFrom + (index % INSIGHTS_CATEGORIES.length),
      }),
    ),
  );
  PREGNANCY_ARTICLES.forEach(([week, theme], index) =>
    articles.push(article('pregnancy', nextId(), index, theme, { pregnancyWeek: week })),
  );
  CREATOR_COURSES.forEach(([courseType, ...theme], index) =>
    articles.push(article('creator', nextId(), index, theme, { courseType })),
  );
  return { [ARTICLE_COLLECTIONS.articles]: articles, [ARTICLE_COLLECTIONS.categories]: categories };
}
