import { App, Card, Col, Form, Row, Segmented, Statistic, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  ACTIVITY_BUCKETS,
  creatorApi,
  type CreatorOverview,
  OVERVIEW_METRICS,
  type OverviewQuery,
  useCreatorOverview,
} from '../../features/creators';
import { categoryBarOption, chartOption, type CategoryBars } from '../../features/dashboards/chart-option';
import { CategoryTable } from '../../features/dashboards/components/category-table';
import { DashboardTable, exportColumns, tableRows } from '../../features/dashboards/components/dashboard-table';
import { DashboardToolbar } from '../../features/dashboards/components/dashboard-toolbar';
import { SummaryCards } from '../../features/dashboards/components/summary-cards';
import type { DashboardDef } from '../../features/dashboards/dashboards';
import { formatsFor } from '../../features/dashboards/format';
import { defaultRange, rangeProblems } from '../../features/dashboards/rules';
import { LoadFailed } from '../../shared/components/load-failed';
import { LoadingPlaceholder } from '../../shared/components/loading-placeholder';
import type { ExportColumn } from '../../shared/components/list-page/export-excel';
import { useNow } from '../../shared/hooks/use-now';
import { useCan } from '../../shared/hooks/use-permission';
import type { Language } from '../../shared/i18n/languages';
import { usePreferencesStore } from '../../shared/stores/preferences-store';
import '../../features/dashboards/components/dashboards.css';

const SCREEN = '/creator-center-manage/creator-data-overview';
/** The dashboards' chart, in its own lazy chunk with echarts: loaded when this screen first draws. */
const DashboardChart = lazy(() =>
  import('../../features/dashboards/components/dashboard-chart').then((module) => ({ default: module.DashboardChart })),
);

/** The daily chart, as the dashboards describe theirs: lines, summed over the range. */
const DAILY: DashboardDef = {
  granularity: 'day',
  chart: 'line',
  metrics: OVERVIEW_METRICS.map((key) => ({ key, aggregate: 'sum' as const })),
};
const STACKS = ['activity', 'field'] as const;
type Stack = (typeof STACKS)[number];

/** Creators by level (Non-creator, Lv1-Lv5), stacked by activity or by field. */
function levelBars(data: CreatorOverview, stack: Stack, t: TFunction, language: Language): CategoryBars {
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
      name: field.names ? (field.names[language as keyof typeof field.names] ?? field.names.en) : t('overview.noField'),
      data: field.counts,
      stack: 'level',
    })),
  };
}

/**
 * Creator data overview: creators now by level and activity (or field), and per day over a range (presets,
 * the previous period) the new creators and the creators last active, each chart with its numbers in a
 * table beside it; the Excel export (`:export`) writes both.
 */
export default function CreatorDataOverview() {
  const { t } = useTranslation(['creators', 'dashboards', 'kit']);
  const { t: dashboardsT } = useTranslation('dashboards');
  const { message } = App.useApp();
  const language = usePreferencesStore((state) => state.language);
  const rtl = usePreferencesStore((state) => state.isRtl);
  const canExport = useCan(`${SCREEN}:export`);
  const [params, setParams] = useSearchParams();
  const now = useNow(60_000);
  const [opened] = useState(() => Date.now());
  const fallback = defaultRange('day', opened);
  const query: OverviewQuery = {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
    compare: params.get('compare') !== 'false',
  };
  const stack: Stack = params.get('stack') === 'field' ? 'field' : 'activity';
  const rangeValid = rangeProblems('day', query.from, query.to, now).length === 0;
  const overview = useCreatorOverview(query, rangeValid);
  const [exporting, setExporting] = useState(false);
  const formats = formatsFor(language, 'day');
  const metricName = (key: string) => t(`overview.metrics.${key}`);
  const data = overview.data;

  const bars = useMemo(() => (data ? levelBars(data, stack, t, language) : null), [data, stack, t, language]);
  const barOption = useMemo(() => (bars ? categoryBarOption(bars, { rtl, formats }) : null), [bars, rtl, formats]);
  const lineOption = useMemo(
    () =>
      data
        ? chartOption(DAILY, data.series, {
            rtl,
            formats,
            texts: {
              metric: (key) => t(`overview.metrics.${key}`),
              previous: (name) => t('dashboards:previousOf', { name }),
              previousTotal: t('dashboards:previousTotal'),
            },
          })
        : null,
    [data, rtl, formats, t],
  );
  const rows = useMemo(() => (data ? tableRows(DAILY, data.series) : []), [data]);

  const change = (next: Partial<OverviewQuery & { stack: Stack }>) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      const merged = { ...query, stack, ...next };
      updated.set('from', merged.from);
      updated.set('to', merged.to);
      if (merged.compare) updated.delete('compare');
      else updated.set('compare', 'false');
      if (merged.stack === 'activity') updated.delete('stack');
      else updated.set('stack', merged.stack);
      return updated;
    });
  };

  const exportShown = async () => {
    setExporting(true);
    try {
      const answer = await creatorApi.exportOverview(query);
      const { downloadExcelBook } = await import('../../shared/components/list-page/export-excel');
      const levelRows = answer.levels;
      const levelColumns: ExportColumn<(typeof levelRows)[number]>[] = [
        { title: t('overview.levelColumn'), value: (row) => t(`levels.${row.level}`) },
        ...ACTIVITY_BUCKETS.map((bucket) => ({
          title: t(`overview.activity.${bucket}`),
          value: (row: (typeof levelRows)[number]) => row[bucket],
        })),
        { title: t('overview.total'), value: (row) => row.total },
        ...answer.fields.map((field) => ({
          title: field.names
            ? (field.names[language as keyof typeof field.names] ?? field.names.en)
            : t('overview.noField'),
          value: (row: (typeof levelRows)[number]) => field.counts[row.level],
        })),
      ];
      downloadExcelBook(t('overview.export.fileName', { from: answer.series.from, to: answer.series.to }), [
        { name: t('overview.export.levelsSheet'), rows: levelRows, columns: levelColumns },
        {
          name: t('overview.export.dailySheet'),
          rows: tableRows(DAILY, answer.series),
          columns: exportColumns(DAILY, answer.series, {
            metricName,
            t: dashboardsT,
            granularity: 'day',
          }),
        },
      ]);
      void message.success(t('overview.export.done', { count: answer.series.times.length }));
    } catch {
      // The request layer has shown the server's refusal.
    } finally {
      setExporting(false);
    }
  };

  const creators = data ? data.levels.filter((row) => row.level > 0) : [];
  const snapshot: Array<[string, number]> = data
    ? [
        ...creators.map((row): [string, number] => [t(`levels.${row.level}`), row.total]),
        [t('overview.cards.applicants'), data.levels[0].total],
        [t('overview.cards.active7'), creators.reduce((sum, row) => sum + row.active7, 0)],
        [t('overview.cards.active30'), creators.reduce((sum, row) => sum + row.active7 + row.active30, 0)],
      ]
    : [];

  return (
    <Card title={<h1 className="screen-title">{t('overview.title')}</h1>} className="dashboard">
      <Typography.Paragraph type="secondary">{t('overview.intro')}</Typography.Paragraph>
      {overview.isError ? <LoadFailed error={overview.error} retry={() => overview.refetch()} /> : null}
      {data && (
        <>
          <Typography.Title level={2} className="creator-overview__heading">
            {t('overview.now.title')}
          </Typography.Title>
          <Row gutter={[16, 16]} className="dashboard__summary" role="list" aria-label={t('overview.now.label')}>
            {snapshot.map(([title, value]) => (
              <Col key={title} xs={12} md={6} xl={3} role="listitem">
                <Card size="small">
                  <Statistic title={title} value={value} formatter={() => formats.number(value)} />
                </Card>
              </Col>
            ))}
          </Row>
          <Form layout="inline" className="dashboard__toolbar">
            <Form.Item label={t('overview.stackBy')}>
              <Segmented<Stack>
                aria-label={t('overview.stackBy')}
                value={stack}
                onChange={(next) => change({ stack: next })}
                options={STACKS.map((value) => ({ value, label: t(`overview.stacks.${value}`) }))}
              />
            </Form.Item>
          </Form>
          <Row gutter={[24, 24]} className="dashboard__panes">
            <Col xs={24} lg={14}>
              {barOption && bars && (
                <Suspense fallback={<LoadingPlaceholder className="dashboard__chart-loading" />}>
                  <DashboardChart
                    option={barOption}
                    points={bars.categories.length}
                    label={t('overview.levelChartLabel', { stack: t(`overview.stacks.${stack}`) })}
                  />
                </Suspense>
              )}
            </Col>
            <Col xs={24} lg={10}>
              {bars && (
                <CategoryTable
                  bars={bars}
                  formats={formats}
                  caption={t('overview.levelTable')}
                  categoryTitle={t('overview.levelColumn')}
                  totalTitle={t('overview.total')}
                />
              )}
            </Col>
          </Row>
        </>
      )}

      <Typography.Title level={2} className="creator-overview__heading">
        {t('overview.daily.title')}
      </Typography.Title>
      <DashboardToolbar
        id="creator-overview"
        granularity="day"
        from={query.from}
        to={query.to}
        now={now}
        compare={query.compare}
        onChange={change}
        canExport={canExport}
        exporting={exporting}
        exportDisabled={!data || !rangeValid}
        onExport={() => void exportShown()}
      />
      {rangeValid && data && (
        <div aria-busy={overview.isFetching} className="dashboard__body">
          <SummaryCards def={DAILY} series={data.series} formats={formats} metricName={metricName} />
          <Row gutter={[24, 24]} className="dashboard__panes">
            <Col xs={24} lg={14}>
              {lineOption && (
                <Suspense fallback={<LoadingPlaceholder className="dashboard__chart-loading" />}>
                  <DashboardChart
                    option={lineOption}
                    points={data.series.times.length}
                    label={t('overview.dailyChartLabel', {
                      from: formats.time(data.series.times[0]),
                      to: formats.time(data.series.times[data.series.times.length - 1]),
                    })}
                  />
                </Suspense>
              )}
            </Col>
            <Col xs={24} lg={10}>
              <DashboardTable
                def={DAILY}
                series={data.series}
                rows={rows}
                formats={formats}
                metricName={metricName}
                caption={(count) => t('overview.dailyTable', { rows: count })}
              />
            </Col>
          </Row>
        </div>
      )}
    </Card>
  );
}
