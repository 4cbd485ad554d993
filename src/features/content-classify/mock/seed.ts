import type { Row } from '../../../mocks/row';
import type { LangTexts } from '../../../shared/components/lang-fields/content-languages';
import type { ContentPool, MainCategory } from '../types';

export const CLASSIFY_COLLECTIONS = {
  categories: 'classify-categories',
  pools: 'classify-pools',
  guidance: 'classify-guidance',
} as const;

export type MainCategoryRow = MainCategory & Row;
export type ContentPoolRow = ContentPool & Row;
/** One category's guidance; its id is the category's id. */
export interface GuidanceRow extends Row {
  texts: LangTexts<'text'>;
  updatedAt: string;
  updatedBy: string;
}

const CATEGORIES = [
  'Pregnancy',
  'Period & cycle',
  'Trying to conceive',
  'Baby care',
  'Nutrition',
  'Mental health',
  'Fitness',
  'Beauty & skin',
  'Relationships',
  'Health Q&A',
  'Lifestyle',
  'Ramadan',
];

/** [name, weight, category indexes] */
const POOLS: Array<[string, number, number[]]> = [
  ['Home feed', 100, [0, 1, 2, 3, 4, 5]],
  ['Pregnancy mode', 90, [0, 3, 4, 9]],
  ['Period mode', 80, [1, 5, 6, 7]],
  ['Trying-to-conceive mode', 70, [2, 4, 9]],
  ['Explore', 60, [6, 7, 8, 10, 11]],
  ['Arabic community', 50, [0, 3, 11]],
];

/** Guidance for the first categories, in some content languages each, as operators wrote it. */
const GUIDANCE: Array<[number, LangTexts<'text'>]> = [
  [
    0,
    {
      en: { text: 'Share your week, your symptoms or a question for other mums-to-be. Add a photo of your bump!' },
      ar: { text: 'شاركي أسبوعك أو أعراضك أو سؤالًا للأمهات الأخريات. أضيفي صورة لبطنك!' },
      zh: { text: '分享你的孕周、症状或想问其他准妈妈的问题，也可以晒晒孕肚！' },
      fr: { text: 'Partagez votre semaine, vos symptômes ou une question pour les futures mamans.' },
    },
  ],
  [
    1,
    {
      en: { text: 'How is your cycle this month? Tell us what helps with cramps.' },
      ar: { text: 'كيف دورتك هذا الشهر؟ أخبرينا بما يخفف التقلصات.' },
    },
  ],
  [
    2,
    {
      en: { text: 'Share your journey, tests and tips: every story gives someone hope.' },
      zh: { text: '分享你的备孕经历、检查与小窍门。' },
    },
  ],
  [
    4,
    {
      en: { text: 'Post a recipe or a meal idea and say which trimester it suits.' },
      ar: { text: 'انشري وصفة أو فكرة وجبة.' },
    },
  ],
];

const SEED_DATE = '2026-02-01T08:00:00Z';

export function seedClassify(): Record<string, Row[]> {
  const base = Date.parse(SEED_DATE);
  const at = (hours: number) => new Date(base + hours * 3_600_000).toISOString();
  const categories: MainCategoryRow[] = CATEGORIES.map((name, index) => ({
    id: index + 1,
    name,
    weight: (CATEGORIES.length - index) * 10,
    createdAt: at(index),
    updatedAt: at(index),
  }));
  const pools: ContentPoolRow[] = POOLS.map(([name, weight, indexes], index) => ({
    id: index + 1,
    name,
    weight,
    categoryIds: indexes.map((category) => category + 1),
    createdAt: at(24 + index),
    updatedAt: at(24 + index),
  }));
  const guidance: GuidanceRow[] = GUIDANCE.map(([category, texts], index) => ({
    id: category + 1,
    texts,
    updatedAt: at(48 + index),
    updatedBy: 'operator',
  }));
  return {
    [CLASSIFY_COLLECTIONS.categories]: categories,
    [CLASSIFY_COLLECTIONS.pools]: pools,
    [CLASSIFY_COLLECTIONS.guidance]: guidance,
  };
}
