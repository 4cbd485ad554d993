import type { TFunction } from 'i18next';
import { exportColumns, tableRows } from '../../dashboards';
import type { ExportColumn } from '../../../shared/components/list-page/export-excel';
import type { Language } from '../../../shared/i18n/languages';
import { ACTIVITY_BUCKETS, type CreatorOverview } from '../overview';
import { DAILY, fieldName } from './overview-charts';

interface OverviewBookTexts {
  /** The creators namespace's. */
  t: TFunction;
  /** The dashboards namespace's, for the daily sheet's columns. */
  dashboardsT: TFunction;
  language: Language;
}

/** The overview's Excel book: the creators by level (activity and fields) and the daily numbers. */
export async function downloadOverviewBook(answer: CreatorOverview, { t, dashboardsT, language }: OverviewBookTexts) {
  const { downloadExcelBook } = await import('../../../shared/components/list-page/export-excel');
  const levelRows = answer.levels;
  const levelColumns: ExportColumn<(typeof levelRows)[number]>[] = [
    { title: t('overview.levelColumn'), value: (row) => t(`levels.${row.level}`) },
    ...ACTIVITY_BUCKETS.map((bucket) => ({
      title: t(`overview.activity.${bucket}`),
      value: (row: (typeof levelRows)[number]) => row[bucket],
    })),
    { title: t('overview.total'), value: (row) => row.total },
    ...answer.fields.map((field) => ({
      title: fieldName(field, t, language),
      value: (row: (typeof levelRows)[number]) => field.counts[row.level],
    })),
  ];
  downloadExcelBook(t('overview.export.fileName', { from: answer.series.from, to: answer.series.to }), [
    { name: t('overview.export.levelsSheet'), rows: levelRows, columns: levelColumns },
    {
      name: t('overview.export.dailySheet'),
      rows: tableRows(DAILY, answer.series),
      columns: exportColumns(DAILY, answer.series, {
        metricName: (key: string) => t(`overview.metrics.${key}`),
        t: dashboardsT,
        granularity: 'day',
      }),
    },
  ]);
}
