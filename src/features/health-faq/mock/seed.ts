import type { Row } from '../../../mocks/row';
import type { Mode } from '../../symptoms/mock';
import type { Faq, FaqTexts } from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const FAQ_COLLECTION = 'health-faq';
export type FaqRow = Faq & Row;

type QA = { en: [string, string]; ar: [string, string]; zh: [string, string]; fr?: [string, string] };

const FAQ: Record<Mode, QA[]> = {
  period: [
    {
      en: [
        'Is a 35-day cycle normal?',
        'Cycles from 21 to 35 days are common. Talk to a doctor if yours often falls outside that range.',
      ],
      ar: [
        'هل الدورة التي تستمر 35 يومًا طبيعية؟',
        'الدورات من 21 إلى 35 يومًا شائعة. استشيري الطبيب إذا كانت دورتك خارج هذا النطاق غالبًا.',
      ],
      zh: ['35天的周期正常吗？', '21到35天的周期都很常见。如果经常超出这个范围，请咨询医生。'],
      fr: [
        'Un cycle de 35 jours est-il normal ?',
        'Les cycles de 21 à 35 jours sont courants. Consultez un médecin s’il en sort souvent.',
      ],
    },
    {
      en: [
        'How can I ease period cramps?',
        'Heat on the lower belly, light exercise and regular sleep help many women.',
      ],
      ar: [
        'كيف أخفف تقلصات الدورة؟',
        'الكمادات الدافئة على أسفل البطن والرياضة الخفيفة والنوم المنتظم تساعد كثيرًا من النساء.',
      ],
      zh: ['如何缓解痛经？', '热敷下腹部、适度运动和规律作息对很多女性有帮助。'],
    },
    {
      en: ['Why is my period late?', 'Stress, travel, weight change and pregnancy can all delay a period.'],
      ar: ['لماذا تأخرت دورتي؟', 'التوتر والسفر وتغير الوزن والحمل كلها قد تؤخر الدورة.'],
      zh: ['为什么月经推迟了？', '压力、旅行、体重变化和怀孕都可能导致月经推迟。'],
    },
  ],
  prePregnancy: [
    {
      en: ['When am I most fertile?', 'Usually the five days before ovulation and the day of ovulation.'],
      ar: ['متى أكون في أعلى خصوبة؟', 'عادة في الأيام الخمسة التي تسبق الإباضة ويوم الإباضة نفسه.'],
      zh: ['什么时候最容易受孕？', '通常是排卵前五天和排卵当天。'],
      fr: ['Quand suis-je la plus fertile ?', 'En général les cinq jours avant l’ovulation et le jour même.'],
    },
    {
      en: [
        'Should I take folic acid?',
        'Doctors advise 400 micrograms a day from three months before trying to conceive.',
      ],
      ar: ['هل يجب أن أتناول حمض الفوليك؟', 'ينصح الأطباء بـ 400 ميكروغرام يوميًا قبل ثلاثة أشهر من محاولة الحمل.'],
      zh: ['需要补充叶酸吗？', '医生建议备孕前三个月开始每天补充400微克叶酸。'],
    },
  ],
  pregnancy: [
    {
      en: [
        'Is coffee safe in pregnancy?',
        'Up to 200 mg of caffeine a day, about two cups of instant coffee, is considered safe.',
      ],
      ar: [
        'هل القهوة آمنة أثناء الحمل؟',
        'يعتبر تناول حتى 200 ملغ من الكافيين يوميًا، أي نحو كوبين من القهوة سريعة التحضير، آمنًا.',
      ],
      zh: ['孕期可以喝咖啡吗？', '每天不超过200毫克咖啡因（约两杯速溶咖啡）被认为是安全的。'],
    },
    {
      en: ['When will I feel the baby move?', 'Most mothers feel the first movements between weeks 16 and 24.'],
      ar: ['متى سأشعر بحركة الجنين؟', 'تشعر معظم الأمهات بالحركات الأولى بين الأسبوعين 16 و24.'],
      zh: ['什么时候能感到胎动？', '大多数准妈妈在孕16到24周之间第一次感到胎动。'],
      fr: [
        'Quand sentirai-je bouger le bébé ?',
        'La plupart des mères sentent les premiers mouvements entre la 16e et la 24e semaine.',
      ],
    },
    {
      en: [
        'How much weight should I gain?',
        'It depends on your weight before pregnancy; your doctor will give you a range.',
      ],
      ar: ['كم يجب أن يزيد وزني؟', 'يعتمد ذلك على وزنك قبل الحمل، وسيحدد لك الطبيب النطاق المناسب.'],
      zh: ['孕期体重增加多少合适？', '取决于孕前体重，医生会给出合适的范围。'],
    },
    {
      en: [
        'Can I fly while pregnant?',
        'Most airlines allow flying until week 36 for a single baby; bring your maternity notes.',
      ],
      ar: [
        'هل يمكنني السفر بالطائرة أثناء الحمل؟',
        'تسمح معظم شركات الطيران بالسفر حتى الأسبوع 36 في حالة الجنين الواحد؛ احملي ملفك الطبي.',
      ],
      zh: ['孕期可以坐飞机吗？', '单胎妊娠大多数航空公司允许在36周前乘机，请携带产检记录。'],
    },
  ],
};

const DAY = 86_400_000;

const textsOf = (qa: QA): FaqTexts =>
  Object.fromEntries(
    Object.entries(qa).map(([language, [question, answer]]) => [language, { question, answer }]),
  ) as FaqTexts;

/** Each mode's questions, most listed, the last of each mode delisted. Deterministic. */
export function seedHealthFaq(now = seedInstant()): Record<string, Row[]> {
  const rows: FaqRow[] = [];
  for (const mode of Object.keys(FAQ) as Mode[]) {
    FAQ[mode].forEach((qa, index, all) => {
      rows.push({
        id: rows.length + 1,
        mode,
        texts: textsOf(qa),
        weight: (all.length - index) * 10,
        status: index === all.length - 1 ? 'delisted' : 'listed',
        updatedBy: index % 2 ? 'operator' : 'admin',
        updatedAt: new Date(now - (rows.length + 2) * DAY).toISOString(),
      });
    });
  }
  return { [FAQ_COLLECTION]: rows };
}
