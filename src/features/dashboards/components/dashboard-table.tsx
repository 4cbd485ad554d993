import { Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ExportColumn } from '../../../shared/components/list-page/export-excel';
import type { DashboardDef } from '../dashboards';
import type { Formats } from '../format';
import type { SlotSeries } from '../types';
import type { Granularity } from '../../../shared/utils/time-slots';

export interface DashboardRow {
  key: number;
  time: number;
  values: Record<string, number>;
  previousTime: number | null;
  previous: Record<string, number | null>;
}

/** One row a slot, with the slot of the previous period at the same place. */
export function tableRows(def: DashboardDef, series: SlotSeries): DashboardRow[] {
  return series.times.map((time, index) => ({
    key: index,
    time,
    values: Object.fromEntries(def.metrics.map((metric) => [metric.key, series.values[metric.key][index]])),
    previousTime: series.previous ? series.previous.times[index] : null,
    previous: series.previous
      ? Object.fromEntries(def.metrics.map((metric) => [metric.key, series.previous!.values[metric.key][index]]))
      : {},
  }));
}

const pad = (value: number) => String(value).padStart(2, '0');
/** A slot as a spreadsheet reads it: `2026-11-23 14:00` or `2026-11-23`. */
function sheetTime(granularity: Granularity, time: number | null): string {
  if (time === null) return '';
  const date = new Date(time);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return granularity === 'hour' ? `${day} ${pad(date.getHours())}:00` : day;
}

/** The export's columns: the table's, with times a spreadsheet sorts and plain numbers. */
export function exportColumns(
  def: DashboardDef,
  series: SlotSeries,
  { metricName, t, granularity }: { metricName: (key: string) => string; t: TFunction; granularity: Granularity },
): ExportColumn<DashboardRow>[] {
  const columns: ExportColumn<DashboardRow>[] = [
    { title: t(`table.time.${granularity}`), value: (row) => sheetTime(granularity, row.time) },
    ...def.metrics.map((metric) => ({
      title: metricName(metric.key),
      value: (row: DashboardRow) => row.values[metric.key],
    })),
  ];
  if (series.previous) {
    columns.push(
      { title: t('table.previousTime'), value: (row) => sheetTime(granularity, row.previousTime) },
      ...def.metrics.map((metric) => ({
        title: t('previousOf', { name: metricName(metric.key) }),
        value: (row: DashboardRow) => row.previous[metric.key],
      })),
    );
  }
  return columns;
}

interface DashboardTableProps {
  def: DashboardDef;
  series: SlotSeries | undefined;
  rows: DashboardRow[];
  formats: Formats;
  metricName: (key: string) => string;
  /** The table's name (its region and title), given the row count; by default "The chart's numbers: N rows". */
  caption?: (rows: string) => string;
}

/** The chart's numbers as a table: for screen readers, and to copy numbers from. */
export function DashboardTable({ def, series, rows, formats, metricName, caption: captionOf }: DashboardTableProps) {
  const { t } = useTranslation('dashboards');
  const { granularity } = def;
  const number = (value: number | null | undefined) =>
    value === null || value === undefined ? <span aria-label={t('table.noData')}>—</span> : formats.number(value);
  const columns: TableColumnsType<DashboardRow> = [
    {
      key: 'time',
      title: t(`table.time.${granularity}`),
      dataIndex: 'time',
      render: (time: number) => formats.time(time),
    },
    ...def.metrics.map((metric) => ({
      key: metric.key,
      title: metricName(metric.key),
      align: 'end' as const,
      render: (_: unknown, row: DashboardRow) => number(row.values[metric.key]),
    })),
  ];
  if (series?.previous) {
    columns.push(
      {
        key: 'previousTime',
        title: t('table.previousTime'),
        render: (_, row) => (row.previousTime === null ? '' : formats.time(row.previousTime)),
      },
      ...def.metrics.map((metric) => ({
        key: `previous-${metric.key}`,
        title: t('previousOf', { name: metricName(metric.key) }),
        align: 'end' as const,
        render: (_: unknown, row: DashboardRow) => number(row.previous[metric.key]),
      })),
    );
  }
  const count = formats.number(rows.length);
  const caption = captionOf ? captionOf(count) : t('table.caption', { rows: count });
  // The table scrolls sideways in its own region, which keyboard users can focus and scroll.
  return (
    <div className="dashboard__table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <Table<DashboardRow>
        className="dashboard__table"
        size="small"
        bordered
        columns={columns}
        dataSource={rows}
        loading={!series}
        title={() => caption}
        pagination={{
          pageSize: granularity === 'hour' ? 24 : 31,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => t('table.total', { total: formats.number(total) }),
        }}
      />
    </div>
  );
}
