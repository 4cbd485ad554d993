import type { Row } from '../../../mocks/row';
import type { RecommendedTopic, Topic, TopicCategory, TopicType } from '../types';

/** The mock collections of this feature. */
export const TOPICS_COLLECTION = 'topics';
export const RECOMMENDED_TOPICS_COLLECTION = 'topics-recommended';

export type TopicRow = Topic & Row;
export type RecommendedTopicRow = RecommendedTopic & Row;

/** [main name (zh), en, fr, ar, category, description] */
type Theme = [string, string, string, string, TopicCategory, string];

const THEMES: Theme[] = [
  [
    '孕早期',
    'First trimester',
    'Premier trimestre',
    'الثلث الأول من الحمل',
    'pregnancy',
    'Nausea, tiredness and the first scan: share how the first weeks go.',
  ],
  [
    '孕中期',
    'Second trimester',
    'Deuxième trimestre',
    'الثلث الثاني من الحمل',
    'pregnancy',
    'The bump shows and the kicks start.',
  ],
  [
    '孕晚期',
    'Third trimester',
    'Troisième trimestre',
    'الثلث الأخير من الحمل',
    'pregnancy',
    'Getting ready for the birth.',
  ],
  ['孕吐', 'Morning sickness', 'Nausées matinales', 'غثيان الصباح', 'pregnancy', 'What helped you through the nausea?'],
  ['胎动', 'Baby kicks', 'Mouvements du bébé', 'ركلات الجنين', 'pregnancy', 'Counting kicks and first flutters.'],
  [
    '产检',
    'Prenatal checkups',
    'Examens prénataux',
    'فحوصات ما قبل الولادة',
    'pregnancy',
    'Scans, blood tests and questions for the doctor.',
  ],
  [
    '待产包',
    'Hospital bag',
    'Valise de maternité',
    'حقيبة الولادة',
    'pregnancy',
    'What to pack and what you never used.',
  ],
  ['顺产', 'Natural birth', 'Accouchement naturel', 'الولادة الطبيعية', 'pregnancy', 'Birth stories and tips.'],
  ['剖腹产', 'C-section', 'Césarienne', 'الولادة القيصرية', 'pregnancy', 'Recovery and experiences after a caesarean.'],
  [
    '孕期饮食',
    'Pregnancy diet',
    'Alimentation de grossesse',
    'التغذية أثناء الحمل',
    'pregnancy',
    'Recipes and what to avoid.',
  ],
  [
    '妊娠糖尿病',
    'Gestational diabetes',
    'Diabète gestationnel',
    'سكري الحمل',
    'pregnancy',
    'Living with and managing gestational diabetes.',
  ],
  [
    '孕期运动',
    'Pregnancy workouts',
    'Sport pendant la grossesse',
    'الرياضة أثناء الحمل',
    'pregnancy',
    'Safe exercise for every trimester.',
  ],
  ['经期记录', 'Period tracking', 'Suivi des règles', 'تتبع الدورة الشهرية', 'period', 'How you track your cycle.'],
  ['痛经', 'Period pain', 'Douleurs menstruelles', 'آلام الدورة الشهرية', 'period', 'Cramps and what eases them.'],
  [
    '月经不调',
    'Irregular periods',
    'Règles irrégulières',
    'عدم انتظام الدورة',
    'period',
    'Late, early or missing periods.',
  ],
  [
    '经前综合征',
    'PMS',
    'Syndrome prémenstruel',
    'متلازمة ما قبل الحيض',
    'period',
    'Mood swings, bloating and cravings.',
  ],
  ['多囊卵巢', 'PCOS', 'SOPK', 'تكيس المبايض', 'period', 'Support and advice for PCOS.'],
  ['经期护理', 'Period care', 'Hygiène menstruelle', 'العناية أثناء الدورة', 'period', 'Pads, cups and comfort.'],
  [
    '备孕',
    'Trying to conceive',
    'Essayer de concevoir',
    'محاولة الحمل',
    'preparing',
    'The journey to a positive test.',
  ],
  ['排卵期', 'Ovulation', 'Ovulation', 'الإباضة', 'preparing', 'Tests, signs and timing.'],
  ['叶酸', 'Folic acid', 'Acide folique', 'حمض الفوليك', 'preparing', 'Supplements before and during pregnancy.'],
  ['试管婴儿', 'IVF journey', 'Parcours FIV', 'رحلة أطفال الأنابيب', 'preparing', 'IVF cycles, hopes and results.'],
  ['验孕', 'Pregnancy test', 'Test de grossesse', 'اختبار الحمل', 'preparing', 'Faint lines and big news.'],
  [
    '孕前检查',
    'Preconception checkup',
    'Bilan préconceptionnel',
    'فحص ما قبل الحمل',
    'preparing',
    'What to check before trying.',
  ],
  ['母乳喂养', 'Breastfeeding', 'Allaitement', 'الرضاعة الطبيعية', 'parenting', 'Latching, pumping and support.'],
  [
    '新生儿护理',
    'Newborn care',
    'Soins du nouveau-né',
    'العناية بحديثي الولادة',
    'parenting',
    'The first weeks at home.',
  ],
  ['宝宝睡眠', 'Baby sleep', 'Sommeil de bébé', 'نوم الطفل', 'parenting', 'Naps, nights and routines.'],
  [
    '辅食',
    'Starting solids',
    'Diversification alimentaire',
    'الطعام الصلب للرضع',
    'parenting',
    'First foods and recipes.',
  ],
  [
    '坐月子',
    'Postpartum recovery',
    'Récupération post-partum',
    'التعافي بعد الولادة',
    'parenting',
    'Rest and healing after birth.',
  ],
  [
    '产后抑郁',
    'Postpartum mood',
    'Baby blues',
    'اكتئاب ما بعد الولادة',
    'health',
    'You are not alone: talk about how you feel.',
  ],
  ['宝宝疫苗', 'Baby vaccines', 'Vaccins de bébé', 'تطعيمات الطفل', 'parenting', 'Schedules and questions.'],
  [
    '育儿日常',
    'Parenting life',
    'Vie de parent',
    'يوميات الأمومة',
    'parenting',
    'Everyday moments with the little ones.',
  ],
  ['心理健康', 'Mental health', 'Santé mentale', 'الصحة النفسية', 'health', 'Stress, anxiety and self-care.'],
  ['睡眠质量', 'Better sleep', 'Mieux dormir', 'نوم أفضل', 'health', 'Habits for a good night.'],
  ['体重管理', 'Healthy weight', 'Poids santé', 'الوزن الصحي', 'health', 'Eating well and moving more.'],
  ['妇科健康', "Women's health", 'Santé des femmes', 'صحة المرأة', 'health', 'Checkups and common questions.'],
  ['更年期', 'Menopause', 'Ménopause', 'سن اليأس', 'health', 'Hot flushes and the changes that come.'],
  [
    '孕期皮肤',
    'Pregnancy skin care',
    'Soins de la peau enceinte',
    'العناية بالبشرة أثناء الحمل',
    'lifestyle',
    'Stretch marks, acne and safe products.',
  ],
  ['孕妇穿搭', 'Maternity style', 'Mode grossesse', 'أزياء الحوامل', 'lifestyle', 'Comfortable and pretty outfits.'],
  [
    '斋月怀孕',
    'Ramadan and pregnancy',
    'Ramadan et grossesse',
    'رمضان والحمل',
    'lifestyle',
    'Fasting, nutrition and advice.',
  ],
  ['宝宝起名', 'Baby names', 'Prénoms de bébé', 'أسماء المواليد', 'lifestyle', 'Share and vote on favourite names.'],
  ['晒娃', 'Baby photos', 'Photos de bébé', 'صور الأطفال', 'lifestyle', 'Show us your little one.'],
  ['悄悄话', 'Secrets', 'Confidences', 'أسرار', 'lifestyle', 'Say what you cannot say elsewhere.'],
  [
    '婆媳关系',
    'Family relations',
    'Relations familiales',
    'العلاقات العائلية',
    'lifestyle',
    'In-laws, partners and family life.',
  ],
];

/** The themes whose members post anonymously (sensitive subjects). */
const ANONYMOUS = new Set(['Postpartum mood', 'Secrets', 'Family relations', 'IVF journey', 'PCOS', 'Mental health']);

/** Week-by-week pregnancy topics: weeks 5 to 40. */
const FIRST_WEEK = 5;
const LAST_WEEK = 40;

const SEED_START = Date.parse('2025-03-01T08:00:00Z');
const DAY = 86_400_000;

function topic(
  id: number,
  names: [string, string, string, string],
  category: TopicCategory,
  description: string,
  type: TopicType,
): TopicRow {
  const createdAt = new Date(SEED_START + id * 3 * DAY + (id % 7) * 3_600_000).toISOString();
  // Every ninth topic is retired; every seventh is hot, ranked in order.
  const valid = id % 9 !== 0;
  const hot = valid && id % 7 === 3;
  const hotRank = hot ? Math.floor(id / 7) + 1 : null;
  return {
    id,
    name: names[0],
    description,
    category,
    valid,
    hot,
    hotEndTime: hot ? new Date(Date.parse('2026-12-01T00:00:00Z') + (id % 5) * 30 * DAY).toISOString() : null,
    hotRank,
    hotWeight: hot ? 100 - (hotRank ?? 0) * 7 : null,
    type,
    names: { en: names[1], fr: names[2], ar: names[3] },
    createdAt,
    updatedAt: createdAt,
  };
}

/** The seeded topics, ids 1 to 80, the same every start. Other features' seeds file posts under them. */
export const SEEDED_TOPICS: readonly TopicRow[] = [
  ...THEMES.map(([zh, en, fr, ar, category, description], index) =>
    topic(index + 1, [zh, en, fr, ar], category, description, ANONYMOUS.has(en) ? 'anonymous' : 'realName'),
  ),
  ...Array.from({ length: LAST_WEEK - FIRST_WEEK + 1 }, (_, index) => {
    const week = FIRST_WEEK + index;
    return topic(
      THEMES.length + index + 1,
      [`孕${week}周`, `Pregnancy week ${week}`, `Grossesse semaine ${week}`, `الأسبوع ${week} من الحمل`],
      'pregnancy',
      `Mums in week ${week}: share your bump, your symptoms and your questions.`,
      'realName',
    );
  }),
];

/** Recommended topics: a few windows around the seed's present, ranked. */
function seedRecommended(): RecommendedTopicRow[] {
  const picks = SEEDED_TOPICS.filter((row) => row.valid).slice(0, 8);
  const base = Date.parse('2026-11-01T00:00:00Z');
  return picks.map((row, index) => ({
    id: index + 1,
    topicId: row.id,
    startTime: new Date(base + (index % 3) * 7 * DAY).toISOString(),
    endTime: new Date(base + (60 + index * 5) * DAY).toISOString(),
    rank: index + 1,
    createdAt: new Date(base - DAY).toISOString(),
  }));
}

export function seedTopics(): Record<string, Row[]> {
  return {
    [TOPICS_COLLECTION]: SEEDED_TOPICS.map((row) => ({ ...row, names: { ...row.names } })),
    [RECOMMENDED_TOPICS_COLLECTION]: seedRecommended(),
  };
}
