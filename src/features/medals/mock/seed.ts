import type { Row } from '../../../mocks/row';
import { KIND_RULES, type MedalItem, type MedalKind, type MedalTexts } from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const MEDAL_COLLECTION = 'medalItems';
export type MedalRow = MedalItem & Row;

const DAY = 86_400_000;

/** An item's image of its kind's exact size, drawn as SVG (no files needed): a disc for badges, a tile otherwise. */
function artwork(kind: MedalKind, color: string, label: string) {
  const { width, height } = KIND_RULES[kind];
  const shape =
    kind === 'mallItem' || kind === 'easterEgg'
      ? `<rect width="${width}" height="${height}" rx="24" fill="${color}"/>`
      : kind === 'headFrame'
        ? `<circle cx="${width / 2}" cy="${height / 2}" r="${width / 2 - 12}" fill="none" stroke="${color}" stroke-width="24"/>`
        : `<circle cx="${width / 2}" cy="${height / 2}" r="${width / 2 - 4}" fill="${color}"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shape}` +
    `<text x="${width / 2}" y="${height / 2 + 12}" font-size="${Math.round(width / 9)}" text-anchor="middle" fill="${kind === 'headFrame' ? color : '#fff'}" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface Sample {
  kind: MedalKind;
  names: MedalTexts;
  color: string;
  label: string;
  condition: string | null;
  listed: boolean;
  validDays?: number;
  points?: number;
  stock?: number;
  perUserLimit?: number;
}

const SAMPLES: Sample[] = [
  {
    kind: 'medal',
    names: {
      en: { name: 'First Step', description: 'Published your first post' },
      zh: { name: '迈出第一步', description: '发布了第一篇帖子' },
      ar: { name: 'الخطوة الأولى', description: 'نشرتِ أول منشور لكِ' },
    },
    color: '#1677ff',
    label: '1st',
    condition: 'First post',
    listed: true,
  },
  {
    kind: 'medal',
    names: {
      en: { name: 'Week of Voices', description: 'Five posts in one week' },
      zh: { name: '一周发声', description: '一周内发布五篇帖子' },
      ar: { name: 'أسبوع من الأصوات', description: 'خمسة منشورات في أسبوع واحد' },
    },
    color: '#13a8a8',
    label: '5/7',
    condition: 'Active poster',
    listed: true,
  },
  {
    kind: 'medal',
    names: {
      en: { name: 'Kind Heart', description: 'Thirty helpful comments in a month' },
      zh: { name: '暖心妈妈', description: '一个月内发表三十条评论' },
      ar: { name: 'قلب طيب', description: 'ثلاثون تعليقا مفيدا في شهر' },
      ms: { name: 'Hati Baik' },
    },
    color: '#e5487e',
    label: '♥',
    condition: 'Helpful commenter',
    listed: true,
  },
  {
    kind: 'medal',
    names: { en: { name: 'Seven-Day Streak' }, zh: { name: '七日连签' }, ar: { name: 'سلسلة سبعة أيام' } },
    color: '#fa8c16',
    label: '7',
    condition: '7-day streak',
    listed: true,
  },
  {
    kind: 'medal',
    names: { en: { name: 'Editor’s Pick' }, zh: { name: '编辑精选' }, ar: { name: 'اختيار المحرر' } },
    color: '#722ed1',
    label: '★',
    condition: 'Featured author',
    listed: false,
  },
  {
    kind: 'medal',
    names: { en: { name: 'Community Star' }, zh: { name: '社区之星' }, ind: { name: 'Bintang Komunitas' } },
    color: '#d4b106',
    label: '1000',
    condition: 'Loved by the community',
    listed: false,
  },
  {
    kind: 'headFrame',
    names: { en: { name: 'Golden Bloom' }, zh: { name: '金色花环' }, ar: { name: 'الزهرة الذهبية' } },
    color: '#d4b106',
    label: 'Gold',
    condition: '30-day streak',
    listed: true,
    validDays: 30,
  },
  {
    kind: 'headFrame',
    names: { en: { name: 'Ramadan Crescent' }, ar: { name: 'هلال رمضان' }, ms: { name: 'Bulan Sabit Ramadan' } },
    color: '#389e0d',
    label: '☾',
    condition: null,
    listed: true,
    validDays: 0,
  },
  {
    kind: 'headFrame',
    names: { en: { name: 'Rising Voice' }, zh: { name: '新星' }, ar: { name: 'صوت صاعد' } },
    color: '#1677ff',
    label: 'Rise',
    condition: 'Rising voice',
    listed: false,
    validDays: 7,
  },
  {
    kind: 'headFrame',
    names: { en: { name: 'Baby Blossom' }, zh: { name: '宝宝花朵' } },
    color: '#eb2f96',
    label: 'Baby',
    condition: null,
    listed: false,
    validDays: 14,
  },
  {
    kind: 'easterEgg',
    names: {
      en: { name: 'Hidden Lullaby', description: 'Found after checking in today' },
      zh: { name: '隐藏摇篮曲', description: '今日签到后出现' },
      ar: { name: 'تهويدة مخفية', description: 'تظهر بعد تسجيل الحضور اليوم' },
    },
    color: '#2f54eb',
    label: '♪',
    condition: 'Daily check-in',
    listed: true,
    points: 5,
  },
  {
    kind: 'easterEgg',
    names: { en: { name: 'Reader’s Surprise' }, zh: { name: '读者惊喜' }, ar: { name: 'مفاجأة القارئة' } },
    color: '#08979c',
    label: 'Book',
    condition: 'Curious reader',
    listed: true,
    points: 20,
  },
  {
    kind: 'easterEgg',
    names: { en: { name: 'Friendship Gift' }, ind: { name: 'Hadiah Persahabatan' } },
    color: '#cf1322',
    label: 'Gift',
    condition: 'Bring a friend',
    listed: false,
    points: 50,
  },
  {
    kind: 'mallItem',
    names: {
      en: { name: 'Golden Bloom frame', description: 'Avatar frame for 30 days' },
      zh: { name: '金色花环头像框', description: '30天头像框' },
      ar: { name: 'إطار الزهرة الذهبية', description: 'إطار للصورة الشخصية لمدة 30 يوما' },
    },
    color: '#d4b106',
    label: 'Frame',
    condition: null,
    listed: true,
    points: 300,
    stock: 500,
    perUserLimit: 1,
  },
  {
    kind: 'mallItem',
    names: { en: { name: 'Pregnancy journal' }, zh: { name: '孕期手账' }, ar: { name: 'مذكرات الحمل' } },
    color: '#eb2f96',
    label: 'Journal',
    condition: 'Active poster',
    listed: true,
    points: 1200,
    stock: 80,
    perUserLimit: 2,
  },
  {
    kind: 'mallItem',
    names: { en: { name: 'Baby socks set' }, zh: { name: '婴儿袜套装' }, ms: { name: 'Set stokin bayi' } },
    color: '#13a8a8',
    label: 'Socks',
    condition: null,
    listed: true,
    points: 800,
    stock: 150,
    perUserLimit: 3,
  },
  {
    kind: 'mallItem',
    names: { en: { name: 'Expert Q&A ticket' }, zh: { name: '专家问答券' }, ar: { name: 'تذكرة أسئلة للخبراء' } },
    color: '#722ed1',
    label: 'Q&A',
    condition: 'Featured author',
    listed: false,
    points: 2000,
    stock: 0,
    perUserLimit: 1,
  },
  {
    kind: 'mallItem',
    names: { en: { name: 'Sticker pack' }, zh: { name: '贴纸包' }, ar: { name: 'حزمة ملصقات' } },
    color: '#fa541c',
    label: 'Stickers',
    condition: null,
    listed: false,
    points: 150,
    stock: 1000,
    perUserLimit: 5,
  },
];

/** Every kind's items, listed and delisted, naming the seeded task conditions. Deterministic. */
export function seedMedals(now = seedInstant()): Record<string, Row[]> {
  const today = new Date(now);
  today.setHours(10, 0, 0, 0);
  const rows: MedalRow[] = SAMPLES.map((sample, index) => ({
    id: index + 1,
    kind: sample.kind,
    names: sample.names,
    image: artwork(sample.kind, sample.color, sample.label),
    condition: sample.condition,
    status: sample.listed ? 'listed' : 'delisted',
    validDays: sample.validDays ?? null,
    points: sample.points ?? null,
    stock: sample.stock ?? null,
    perUserLimit: sample.perUserLimit ?? null,
    updatedBy: 'admin',
    updatedAt: new Date(today.getTime() - (SAMPLES.length - index) * DAY).toISOString(),
  }));
  return { [MEDAL_COLLECTION]: rows };
}
