import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Card, Col, Row, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../shared/components/query-state';
import { LoadingPlaceholder } from '../../../shared/components/loading-placeholder';
import { useNow } from '../../../shared/hooks/use-now';
import { useCan } from '../../../shared/hooks/use-permission';
import { usePreferencesStore } from '../../../shared/stores/preferences-store';
import { dashboardApi, dashboardKeys, type SeriesQuery } from '../api';
import { chartOption } from '../chart-option';
import { DASHBOARDS, dashboardUri } from '../dashboards';
import { formatsFor } from '../format';
import { defaultRange, rangeProblems } from '../rules';
import type { DashboardKind } from '../types';
import { DashboardTable, exportColumns, tableRows } from './dashboard-table';
import { DashboardToolbar } from './dashboard-toolbar';
import { SummaryCards } from './summary-cards';
import './dashboards.css';

/**
 * The chart and echarts load when a dashboard first shows a chart, not with the screen's module: the
 * console prefetches permitted screens while Home is idle, and echarts (about 200 kB) stays out of that.
 */
const DashboardChart = lazy(() => import('./dashboard-chart').then((module) => ({ default: module.DashboardChart })));

/**
 * A data dashboard: a range (presets, in the address so a reload or a shared link keeps it), the
 * comparison with the period just before, totals with their change, the chart and beside it the same
 * numbers as a table, and an Excel export of what is shown.
 */
export function DashboardScreen({ kind }: { kind: DashboardKind }) {
  const { t } = useTranslation(['dashboards', 'kit', 'common']);
  const { message } = App.useApp();
  const def = DASHBOARDS[kind];
  const { granularity } = def;
  const language = usePreferencesStore((state) => state.language);
  const rtl = usePreferencesStore((state) => state.isRtl);
  const canExport = useCan(`${dashboardUri(kind)}:export`);
  const [params, setParams] = useSearchParams();
  // The clock the range is checked by; the default range is the one at the screen's opening, so it does not
  // move (and reload) while the screen stays open.
  const now = useNow(60_000);
  const [opened] = useState(() => Date.now());
  const fallback = defaultRange(granularity, opened);
  const query: SeriesQuery = {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
    compare: params.get('compare') !== 'false',
  };
  // A range from the address that breaks the rule is not sent: the field says what is wrong.
  const rangeValid = rangeProblems(granularity, query.from, query.to, now).length === 0;
  const series = useQuery({
    queryKey: dashboardKeys.series(kind, query),
    queryFn: ({ signal }) => dashboardApi.series(kind, query, { signal }),
    placeholderData: keepPreviousData,
    enabled: rangeValid,
    retry: false,
  });
  const [exporting, setExporting] = useState(false);

  const formats = formatsFor(language, granularity);
  const metricName = (key: string) => t(`metrics.${key}`);
  const data = series.data;
  const option = useMemo(
    () =>
      data
        ? chartOption(def, data, {
            rtl,
            formats,
            texts: {
              metric: (key) => t(`metrics.${key}`),
              previous: (name) => t('previousOf', { name }),
              previousTotal: t('previousTotal'),
            },
          })
        : null,
    [data, def, rtl, formats, t],
  );
  const rows = useMemo(() => (data ? tableRows(def, data) : []), [data, def]);

  const change = (next: Partial<SeriesQuery>) => {
    const merged = { ...query, ...next };
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', merged.from);
        updated.set('to', merged.to);
        if (merged.compare) updated.delete('compare');
        else updated.set('compare', 'false');
        return updated;
      },
      { replace: false },
    );
  };

  const exportShown = async () => {
    setExporting(true);
    try {
      const answer = await dashboardApi.exportSeries(kind, query);
      const { downloadExcel } = await import('../../../shared/components/list-page/export-excel');
      downloadExcel(
        t('export.fileName', { name: t(`screens.${kind}.title`), from: answer.from, to: answer.to }),
        tableRows(def, answer),
        exportColumns(def, answer, { metricName, t, granularity }),
      );
      void message.success(t('export.done', { count: answer.times.length }));
    } catch {
      // The request layer has shown the server's refusal.
    } finally {
      setExporting(false);
    }
  };

  const title = t(`screens.${kind}.title`);
  return (
    <Card title={<h1 className="screen-title">{title}</h1>} className="dashboard">
      <Typography.Paragraph type="secondary">{t(`screens.${kind}.intro`)}</Typography.Paragraph>
      <DashboardToolbar
        id={kind}
        granularity={granularity}
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
      {rangeValid && (
        <QueryState query={series}>
          <div aria-busy={series.isFetching} className="dashboard__body">
            {data && <SummaryCards def={def} series={data} formats={formats} metricName={metricName} />}
            <Row gutter={[24, 24]} className="dashboard__panes">
              <Col xs={24} lg={14}>
                {option && data && (
                  <Suspense fallback={<LoadingPlaceholder className="dashboard__chart-loading" />}>
                    <DashboardChart
                      option={option}
                      points={data.times.length}
                      label={t('chartLabel', {
                        title,
                        from: formats.time(data.times[0]),
                        to: formats.time(data.times[data.times.length - 1]),
                      })}
                    />
                  </Suspense>
                )}
              </Col>
              <Col xs={24} lg={10}>
                <DashboardTable def={def} series={data} rows={rows} formats={formats} metricName={metricName} />
              </Col>
            </Row>
          </div>
        </QueryState>
      )}
    </Card>
  );
}
