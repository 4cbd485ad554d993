import { App, Card, Col, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  chartOption,
  DashboardTable,
  DashboardToolbar,
  defaultRange,
  formatsFor,
  LazyDashboardChart,
  rangeProblems,
  SummaryCards,
  tableRows,
} from '../../dashboards';
import { LoadFailed } from '../../../shared/components/load-failed';
import { useNow } from '../../../shared/hooks/use-now';
import { useCan } from '../../../shared/hooks/use-permission';
import { usePreferencesStore } from '../../../shared/stores/preferences-store';
import { creatorApi, type OverviewQuery } from '../api';
import { useCreatorOverview } from '../queries';
import { DAILY, type Stack } from './overview-charts';
import { downloadOverviewBook } from './overview-export';
import { OverviewLevels } from './overview-levels';

const SCREEN = '/creator-center-manage/creator-data-overview';

/**
 * Creator data overview: creators now by level and activity (or field), and per day over a range (presets,
 * the previous period) the new creators and the creators last active, each chart with its numbers in a
 * table beside it; the Excel export (`:export`) writes both.
 */
export function CreatorDataOverviewScreen() {
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
      await downloadOverviewBook(answer, { t, dashboardsT, language });
      void message.success(t('overview.export.done', { count: answer.series.times.length }));
    } catch {
      // The request layer has shown the server's refusal.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card title={<h1 className="screen-title">{t('overview.title')}</h1>} className="dashboard">
      <Typography.Paragraph type="secondary">{t('overview.intro')}</Typography.Paragraph>
      {overview.isError ? <LoadFailed error={overview.error} retry={() => overview.refetch()} /> : null}
      {data && <OverviewLevels data={data} stack={stack} onStack={(next) => change({ stack: next })} formats={formats} />}

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
                <LazyDashboardChart
                  option={lineOption}
                  points={data.series.times.length}
                  label={t('overview.dailyChartLabel', {
                    from: formats.time(data.series.times[0]),
                    to: formats.time(data.series.times[data.series.times.length - 1]),
                  })}
                />
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
