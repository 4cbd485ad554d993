import type { Row } from '../../../mocks/row';
import { APP_USER_COLLECTIONS, audienceUsers, seedAppUsers, type AppUserRow } from '../../app-users/mock';
import { estimateAudience } from '../rules';
import { MATERIAL_SIZE, type Promotion, type PromotionInput } from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const PROMOTION_COLLECTION = 'promotions';
/** Stored without its status: the status follows from the window, the disabling and the time of asking. */
export type PromotionRow = Omit<Promotion, 'status'> & Row;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Promotion material of the exact size, drawn as SVG (no files needed). */
function material(color: string, label: string, rtl = false) {
  const { width, height } = MATERIAL_SIZE;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${color}"/>` +
    `<circle cx="${width / 2}" cy="${height / 2 - 200}" r="180" fill="#ffffff33"/>` +
    `<text x="${width / 2}" y="${height / 2 + 120}" font-size="64" text-anchor="middle" fill="#fff"` +
    `${rtl ? ' direction="rtl"' : ''} font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

type Sample = Omit<PromotionInput, 'material' | 'startAt' | 'endAt'> & {
  color: string;
  label: string;
  from: number;
  to: number;
  disabled?: boolean;
  by: string;
};

const SAMPLES: Sample[] = [
  {
    kind: 'splash',
    name: 'Spring pregnancy check-up week',
    language: 'en',
    caption: 'Book your free check-up',
    color: '#e5487e',
    label: 'Check-up week',
    duration: 5,
    perUserCount: 3,
    channel: 'all',
    minIos: '7.0.0',
    minAndroid: '7.0.0',
    from: -3,
    to: 4,
    by: 'operator',
  },
  {
    kind: 'splash',
    name: 'رمضان مع التطبيق',
    language: 'ar',
    caption: 'نصائح صحية طوال الشهر',
    color: '#722ed1',
    label: 'رمضان',
    duration: 4,
    perUserCount: 2,
    channel: 'googlePlay',
    minIos: '6.8.0',
    minAndroid: '7.1.0',
    from: 6,
    to: 20,
    by: 'admin',
  },
  {
    kind: 'popup',
    name: '母婴好物节',
    language: 'zh',
    caption: '限时领取优惠券',
    color: '#fa8c16',
    label: '好物节',
    duration: 8,
    perUserCount: 1,
    channel: 'huawei',
    minIos: '6.8.0',
    minAndroid: '6.9.0',
    from: -1,
    to: 9,
    by: 'operator',
  },
  {
    kind: 'popup',
    name: 'Cycle tracker survey',
    language: 'en',
    caption: 'Tell us what you think',
    color: '#1677ff',
    label: 'Survey',
    duration: 6,
    perUserCount: 2,
    channel: 'appStore',
    minIos: '7.1.0',
    minAndroid: '7.1.0',
    from: 2,
    to: 12,
    by: 'admin',
  },
  {
    kind: 'splash',
    name: 'New year wellness',
    language: 'en',
    caption: '',
    color: '#13a8a8',
    label: 'Wellness',
    duration: 3,
    perUserCount: 1,
    channel: 'all',
    minIos: '6.8.0',
    minAndroid: '6.8.0',
    from: -40,
    to: -20,
    by: 'operator',
  },
  {
    kind: 'splash',
    name: 'Mama Sihat bulan ini',
    language: 'ms',
    caption: 'Tips kesihatan setiap hari',
    color: '#52c41a',
    label: 'Mama Sihat',
    duration: 5,
    perUserCount: 2,
    channel: 'xiaomi',
    minIos: '6.8.0',
    minAndroid: '7.0.0',
    from: -10,
    to: 15,
    disabled: true,
    by: 'admin',
  },
];

/**
 * Promotions of every status and both kinds, their audiences counted over the app users. Deterministic
 * (days counted from today's midnight).
 */
export function seedPromotionBits(now = seedInstant()): Record<string, Row[]> {
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const at = (days: number, hours = 0) => new Date(today.getTime() + days * DAY + hours * HOUR).toISOString();
  const users = audienceUsers(seedAppUsers(now)[APP_USER_COLLECTIONS.users] as AppUserRow[]);
  const rows: PromotionRow[] = SAMPLES.map(({ color, label, from, to, disabled, by, ...input }, index) => {
    const created = at(Math.min(from, 0) - 2, 10);
    return {
      ...input,
      id: index + 1,
      material: material(color, label, input.language === 'ar'),
      startAt: at(from),
      endAt: at(to),
      disabledAt: disabled ? at(-1, 9) : null,
      deletedAt: null,
      audience: estimateAudience(users, input, now).audience,
      updatedBy: by,
      updatedAt: disabled ? at(-1, 9) : created,
      history: [
        { at: created, by, action: 'create', reason: 'Campaign calendar' },
        ...(disabled ? [{ at: at(-1, 9), by, action: 'disable' as const, reason: '' }] : []),
      ],
    };
  });
  return { [PROMOTION_COLLECTION]: rows };
}
