import type { Row } from '../../../mocks/row';
import type { ContentLanguage } from '../../../shared/components/lang-fields/content-languages';
import type { ActivityStatus, ActivityTexts, HealthActivity, LegacyActivity } from '../types';
import { ACTIVITY_THEMES } from './themes';
import { seedInstant } from '../../../mocks/seed-instant';

export const HEALTH_ACTIVITY_COLLECTIONS = {
  legacy: 'health-activities-legacy',
  activities: 'health-activities',
} as const;

export type LegacyActivityRow = LegacyActivity & Row;
export type HealthActivityRow = HealthActivity & Row;

const DAY = 86_400_000;
const ADMINS = ['operator', 'admin'];
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The old list: one row per theme and language (en, zh, ar), ordered by weight; nine online (one short of
 * the old app's ten), the rest offline.
 */
function seedLegacy(now: number): LegacyActivityRow[] {
  const languages: ContentLanguage[] = ['en', 'zh', 'ar'];
  const rows: LegacyActivityRow[] = [];
  ACTIVITY_THEMES.slice(0, 6).forEach((theme, index) => {
    languages.forEach((language, position) => {
      const id = rows.length + 1;
      rows.push({
        id,
        title: theme[language === 'ar' ? 'ar' : language === 'zh' ? 'zh' : 'en'][0],
        language,
        link:
          index % 3 === 2
            ? `https://events.example.com${theme.path}?lang=${language}`
            : `${theme.path}?lang=${language}`,
        sort: 100 - index * 10 - position,
        status: id <= 9 ? 'online' : 'offline',
        updatedBy: ADMINS[id % 2],
        updatedAt: iso(now - (id * 37 + 5) * 3_600_000),
      });
    });
  });
  return rows;
}

/** Texts in en, zh and ar (and fr for a few), linked to the theme's H5 page. */
function textsOf(index: number): ActivityTexts {
  const theme = ACTIVITY_THEMES[index % ACTIVITY_THEMES.length];
  const texts: ActivityTexts = {
    en: { title: theme.en[0], description: theme.en[1], link: `${theme.path}?lang=en` },
    zh: { title: theme.zh[0], description: theme.zh[1], link: `${theme.path}?lang=zh` },
  };
  if (index % 4 !== 3) texts.ar = { title: theme.ar[0], description: theme.ar[1], link: `${theme.path}?lang=ar` };
  return texts;
}

/**
 * The new activities: two rounds of the themes at different times: past ones (published, now ended, or
 * offline), running ones, upcoming ones, and drafts.
 */
function seedActivities(now: number): HealthActivityRow[] {
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const midnight = today.getTime();
  const plan: Array<{ startDay: number; days: number; status: ActivityStatus }> = [
    { startDay: -60, days: 21, status: 'published' },
    { startDay: -45, days: 14, status: 'offline' },
    { startDay: -10, days: 21, status: 'published' },
    { startDay: -5, days: 30, status: 'published' },
    { startDay: -3, days: 7, status: 'published' },
    { startDay: -1, days: 14, status: 'offline' },
    { startDay: 3, days: 10, status: 'published' },
    { startDay: 7, days: 21, status: 'draft' },
    { startDay: 14, days: 14, status: 'draft' },
    { startDay: 20, days: 30, status: 'published' },
    { startDay: 30, days: 5, status: 'draft' },
    { startDay: -30, days: 60, status: 'published' },
  ];
  const rows: HealthActivityRow[] = [];
  for (let round = 0; round < 2; round++) {
    ACTIVITY_THEMES.forEach((theme, index) => {
      const step = plan[(index + round * 5) % plan.length];
      const start = midnight + (step.startDay - round * 90) * DAY + 9 * 3_600_000;
      const id = rows.length + 1;
      rows.push({
        id,
        texts: textsOf(index),
        modes: theme.modes,
        startAt: iso(start),
        endAt: iso(start + step.days * DAY),
        status: round === 1 && step.status === 'draft' ? 'offline' : step.status,
        updatedBy: ADMINS[id % 2],
        updatedAt: iso(Math.min(start, now) - (id % 5) * DAY),
      });
    });
  }
  return rows;
}

export function seedHealthActivities(now = seedInstant()): Record<string, Row[]> {
  return {
    [HEALTH_ACTIVITY_COLLECTIONS.legacy]: seedLegacy(now),
    [HEALTH_ACTIVITY_COLLECTIONS.activities]: seedActivities(now),
  };
}
