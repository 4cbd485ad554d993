import type { TFunction } from 'i18next';
import type { CategoryBars, DashboardDef } from '../../dashboards';
import type { Language } from '../../../shared/i18n/languages';
import { ACTIVITY_BUCKETS, type CreatorOverview, OVERVIEW_METRICS } from '../overview';

/** The daily chart, as the dashboards describe theirs: lines, summed over the range. */
export const DAILY: DashboardDef = {
  granularity: 'day',
  chart: 'line',
  metrics: OVERVIEW_METRICS.map((key) => ({ key, aggregate: 'sum' as const })),
};
export const STACKS = ['activity', 'field'] as const;
export type Stack = (typeof STACKS)[number];

/** A field's name in the console's language (English where it has none), or "No field". */
export const fieldName = (field: CreatorOverview['fields'][number], t: TFunction, language: Language) =>
  field.names ? (field.names[language as keyof typeof field.names] ?? field.names.en) : t('overview.noField');

/** Creators by level (Non-creator, Lv1-Lv5), stacked by activity or by field. */
export function levelBars(data: CreatorOverview, stack: Stack, t: TFunction, language: Language): CategoryBars {
  const categories = data.levels.map((row) => t(`levels.${row.level}`));
  if (stack === 'activity') {
    return {
      categories,
      series: ACTIVITY_BUCKETS.map((bucket) => ({
        name: t(`overview.activity.${bucket}`),
        data: data.levels.map((row) => row[bucket]),
        stack: 'level',
      })),
    };
  }
  return {
    categories,
    series: data.fields.map((field) => ({
      name: fieldName(field, t, language),
      data: field.counts,
      stack: 'level',
    })),
  };
}
