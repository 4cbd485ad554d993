import type { Row } from '../../../mocks/row';
import { BANNER_SLOTS, type Banner, type BannerSlot, type BannerTexts } from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const BANNER_COLLECTION = 'banners';
/** Stored without its status: the status follows from the window and the time of asking. */
export type BannerRow = Omit<Banner, 'status'> & Row;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A banner image of the slot's exact size, drawn as SVG (no files needed). */
function artwork(slot: BannerSlot, color: string, label: string) {
  const { width, height } = BANNER_SLOTS[slot];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${color}"/>` +
    `<text x="${width / 2}" y="${height / 2 + 14}" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface Sample {
  slot: BannerSlot;
  texts: BannerTexts;
  color: string;
  label: string;
  link: string;
  /** Days from today: start and end. */
  from: number;
  to: number;
}

const SAMPLES: Sample[] = [
  {
    slot: 'creatorCenter',
    texts: {
      en: { title: 'Join the creator programme' },
      ar: { title: 'انضمي إلى برنامج صناع المحتوى' },
      zh: { title: '加入创作者计划' },
    },
    color: '#13a8a8',
    label: 'Creators',
    link: 'https://h5.example.com/to-h5/creator-programme',
    from: -5,
    to: 25,
  },
  {
    slot: 'creatorCenter',
    texts: {
      en: { title: 'Writing tips for new creators' },
      zh: { title: '新手创作者写作技巧' },
      fr: { title: 'Conseils d’écriture' },
    },
    color: '#7b61ff',
    label: 'Writing tips',
    link: 'https://h5.example.com/to-h5/writing-tips',
    from: -2,
    to: 12,
  },
  {
    slot: 'creatorCenter',
    texts: { en: { title: 'Monthly creator awards' }, ar: { title: 'جوائز صناع المحتوى الشهرية' } },
    color: '#e5487e',
    label: 'Awards',
    link: 'https://h5.example.com/to-h5/creator-awards',
    from: 3,
    to: 33,
  },
  {
    slot: 'creatorCenter',
    texts: { en: { title: 'Spring writing sprint' }, zh: { title: '春季写作冲刺' } },
    color: '#fa8c16',
    label: 'Sprint',
    link: 'https://h5.example.com/to-h5/sprint',
    from: -40,
    to: -10,
  },
  {
    slot: 'newsRelease',
    texts: {
      en: { title: 'App 5.4: symptom insights' },
      ar: { title: 'التطبيق 5.4: رؤى الأعراض' },
      zh: { title: '5.4版：症状洞察上线' },
    },
    color: '#1677ff',
    label: 'Version 5.4',
    link: 'https://h5.example.com/to-h5/news/5-4',
    from: -1,
    to: 13,
  },
  {
    slot: 'newsRelease',
    texts: {
      en: { title: 'We reached one million mums' },
      ms: { title: 'Sejuta ibu bersama kami' },
      ind: { title: 'Satu juta ibu bersama kami' },
    },
    color: '#52c41a',
    label: '1,000,000',
    link: 'https://h5.example.com/to-h5/news/million',
    from: -7,
    to: 7,
  },
  {
    slot: 'newsRelease',
    texts: { en: { title: 'Ramadan health guide' }, ar: { title: 'دليل الصحة في رمضان' } },
    color: '#722ed1',
    label: 'Ramadan',
    link: 'https://h5.example.com/to-h5/news/ramadan',
    from: 10,
    to: 40,
  },
  {
    slot: 'newsRelease',
    texts: { en: { title: 'Privacy update' }, zh: { title: '隐私政策更新' }, ar: { title: 'تحديث الخصوصية' } },
    color: '#595959',
    label: 'Privacy',
    link: 'https://h5.example.com/to-h5/news/privacy',
    from: -30,
    to: -2,
  },
];

/** Each slot's banners: showing, upcoming and ended. Deterministic (days counted from today's midnight). */
export function seedBanners(now = seedInstant()): Record<string, Row[]> {
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const rows: BannerRow[] = SAMPLES.map((sample, index) => ({
    id: index + 1,
    slot: sample.slot,
    texts: sample.texts,
    image: artwork(sample.slot, sample.color, sample.label),
    link: sample.link,
    startAt: new Date(today.getTime() + sample.from * DAY).toISOString(),
    endAt: new Date(today.getTime() + sample.to * DAY).toISOString(),
    weight: (SAMPLES.length - index) * 10,
    updatedBy: index % 2 ? 'operator' : 'admin',
    updatedAt: new Date(today.getTime() + Math.min(sample.from, 0) * DAY - 2 * HOUR).toISOString(),
  }));
  return { [BANNER_COLLECTION]: rows };
}
