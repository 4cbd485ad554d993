import type { Row } from '../../../mocks/row';
import { ARTICLE_COLLECTIONS, seedArticles, type ArticleRow } from '../../articles/mock';
import { addDays, localDay } from '../rules';
import {
  IMAGE_SLOTS,
  MODES,
  type CardTexts,
  type ImageKind,
  type ContentKind,
  type Mode,
  type Recommendation,
  type Surface,
} from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const RECOMMENDATION_COLLECTIONS = { recommendations: 'recommendations' } as const;
export type RecommendationRow = Recommendation & Row;

const ADMINS = ['operator', 'admin'];
const HOUR = 3_600_000;

/** Cards and banners of the tool pages and the explore page, in en, zh, ar (some also fr, ms, ind). */
const CARDS: Array<{ en: string; zh: string; ar: string; fr?: string; ms?: string; ind?: string; path: string }> = [
  {
    en: 'Log your symptoms today',
    zh: '记录今天的症状',
    ar: 'سجّلي أعراضك اليوم',
    fr: 'Notez vos symptômes',
    path: '/tools/symptoms',
  },
  {
    en: 'Drink enough water',
    zh: '记得多喝水',
    ar: 'اشربي كمية كافية من الماء',
    ms: 'Minum air secukupnya',
    path: '/tips/water',
  },
  {
    en: 'Your fertile window',
    zh: '你的易孕期',
    ar: 'فترة الخصوبة لديك',
    ind: 'Masa subur Anda',
    path: '/tools/fertile-window',
  },
  {
    en: 'Folic acid reminder',
    zh: '叶酸补充提醒',
    ar: 'تذكير بحمض الفوليك',
    fr: 'Rappel acide folique',
    path: '/tips/folic-acid',
  },
  { en: 'Count baby kicks', zh: '数胎动', ar: 'عدّ ركلات الجنين', path: '/tools/kick-counter' },
  {
    en: 'Gentle yoga for cramps',
    zh: '缓解痛经的瑜伽',
    ar: 'يوغا لطيفة لتخفيف التقلصات',
    ms: 'Yoga untuk kekejangan',
    path: '/tips/yoga',
  },
  {
    en: 'Prepare your hospital bag',
    zh: '准备待产包',
    ar: 'جهّزي حقيبة المستشفى',
    fr: 'Préparez la valise de maternité',
    path: '/tips/hospital-bag',
  },
  {
    en: 'Sleep better tonight',
    zh: '今晚睡个好觉',
    ar: 'نوم أفضل الليلة',
    ind: 'Tidur lebih nyenyak',
    path: '/tips/sleep',
  },
];

function cardTexts(index: number): CardTexts {
  const card = CARDS[index % CARDS.length];
  const texts: CardTexts = {
    en: { title: card.en, link: card.path },
    zh: { title: card.zh, link: card.path },
    ar: { title: card.ar, link: card.path },
  };
  if (card.fr) texts.fr = { title: card.fr, link: card.path };
  if (card.ms) texts.ms = { title: card.ms, link: card.path };
  if (card.ind) texts.ind = { title: card.ind, link: card.path };
  return texts;
}

const COLORS = ['#c2185b', '#00897b', '#5e35b1', '#ef6c00', '#1e88e5'];

/** A card's or banner's image of the slot's exact size, drawn as SVG (no files needed). */
function artwork(kind: ImageKind, index: number) {
  const { width, height } = IMAGE_SLOTS[kind];
  const label = CARDS[index % CARDS.length].en.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${COLORS[index % COLORS.length]}"/>` +
    `<text x="${width / 2}" y="${height / 2 + 14}" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The recommendations: for each mode a year of insights (weekly, one or two articles a week, from two months
 * back to ten months ahead) with a few weeks left empty and one week closed before it began, so the calendar
 * flags dates; each mode's tool page and the explore page with articles, cards and banners by month (tool
 * pages by cycle day or pregnancy week). Dates are counted from today; the rows are the same every day.
 */
export function seedRecommendations(now = seedInstant()): Record<string, Row[]> {
  const today = localDay(now);
  const articles = seedArticles()[ARTICLE_COLLECTIONS.articles] as ArticleRow[];
  const listed = articles.filter((article) => article.status === 'listed');
  const insights = listed.filter((article) => article.kind === 'insights');
  const rows: RecommendationRow[] = [];
  const add = (
    surface: Surface,
    mode: Mode | null,
    kind: ContentKind,
    n: number,
    startDate: string,
    endDate: string,
    extra: Partial<Recommendation> = {},
  ) => {
    const created = Date.parse(`${startDate}T09:00:00Z`) - (20 + (n % 10)) * 24 * HOUR;
    const createdAt = new Date(Math.min(created, now - HOUR)).toISOString();
    rows.push({
      id: rows.length + 1,
      surface,
      mode,
      kind,
      articleId:
        kind === 'article'
          ? (surface === 'insights' ? insights : listed)[n % (surface === 'insights' ? insights : listed).length].id
          : null,
      texts: kind === 'article' ? {} : cardTexts(n),
      image: kind === 'article' ? null : artwork(kind, n),
      startDate,
      endDate,
      stageFrom: null,
      stageTo: null,
      order: 1,
      closedAt: null,
      closedBy: null,
      createdBy: ADMINS[n % 2],
      createdAt,
      updatedBy: ADMINS[(n + 1) % 2],
      updatedAt: createdAt,
      ...extra,
    } as RecommendationRow);
  };

  MODES.forEach((mode, m) => {
    // Insights: weeks from 8 back to 43 ahead. Weeks 3 and 9 of each mode's run stay empty (flagged);
    // week 6 was closed before it began (flagged as well).
    for (let week = -8; week < 44; week++) {
      const start = addDays(today, week * 7 - m);
      const end = addDays(start, 6);
      const n = (week + 8) * 3 + m;
      if ((week + 8 + m) % 13 === 3 || week === 9 + m) continue;
      const closed = week === 6;
      add('insights', mode, 'article', n, start, end, {
        order: 1,
        closedAt: closed ? new Date(now - 2 * 24 * HOUR).toISOString() : null,
        closedBy: closed ? 'operator' : null,
      });
      if (week % 2 === 0) add('insights', mode, 'article', n + 7, start, end, { order: 2 });
    }
    // Tool pages: a month each, articles, cards and banners by cycle day or pregnancy week.
    const stageMax = mode === 'pregnancy' ? 42 : 28;
    for (let month = -2; month < 10; month++) {
      const start = addDays(today, month * 30 - m);
      const end = addDays(start, 29);
      const n = (month + 2) * 5 + m;
      const from = 1 + ((n * 7) % (stageMax - 6));
      add('tools', mode, 'banner', n, start, end, { order: 1 });
      add('tools', mode, 'card', n + 1, start, end, { order: 2, stageFrom: from, stageTo: from + 5 });
      if (month !== 4) add('tools', mode, 'article', n + 2, start, end, { order: 3, stageFrom: 1, stageTo: stageMax });
    }
  });

  // Explore: two-week runs; one gap a quarter.
  for (let run = -4; run < 26; run++) {
    if (run % 7 === 5) continue;
    const start = addDays(today, run * 14);
    const end = addDays(start, 13);
    const n = run + 4;
    add('explore', null, n % 3 === 0 ? 'banner' : n % 3 === 1 ? 'card' : 'article', n, start, end, { order: 1 });
  }
  return { [RECOMMENDATION_COLLECTIONS.recommendations]: rows };
}
