import { Card, Col, Form, Row, Segmented, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryBarOption, CategoryTable, type Formats, LazyDashboardChart } from '../../dashboards';
import { usePreferencesStore } from '../../../shared/stores/preferences-store';
import type { CreatorOverview } from '../overview';
import { levelBars, type Stack, STACKS } from './overview-charts';

interface OverviewLevelsProps {
  data: CreatorOverview;
  stack: Stack;
  onStack: (stack: Stack) => void;
  formats: Formats;
}

/** The overview's "now" part: the creators per level and active, then by level stacked by activity or field. */
export function OverviewLevels({ data, stack, onStack, formats }: OverviewLevelsProps) {
  const { t } = useTranslation(['creators', 'dashboards', 'kit']);
  const language = usePreferencesStore((state) => state.language);
  const rtl = usePreferencesStore((state) => state.isRtl);
  const bars = useMemo(() => levelBars(data, stack, t, language), [data, stack, t, language]);
  const barOption = useMemo(() => categoryBarOption(bars, { rtl, formats }), [bars, rtl, formats]);

  const creators = data.levels.filter((row) => row.level > 0);
  const snapshot: Array<[string, number]> = [
    ...creators.map((row): [string, number] => [t(`levels.${row.level}`), row.total]),
    [t('overview.cards.applicants'), data.levels[0].total],
    [t('overview.cards.active7'), creators.reduce((sum, row) => sum + row.active7, 0)],
    [t('overview.cards.active30'), creators.reduce((sum, row) => sum + row.active7 + row.active30, 0)],
  ];

  return (
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
            onChange={onStack}
            options={STACKS.map((value) => ({ value, label: t(`overview.stacks.${value}`) }))}
          />
        </Form.Item>
      </Form>
      <Row gutter={[24, 24]} className="dashboard__panes">
        <Col xs={24} lg={14}>
          <LazyDashboardChart
            option={barOption}
            points={bars.categories.length}
            label={t('overview.levelChartLabel', { stack: t(`overview.stacks.${stack}`) })}
          />
        </Col>
        <Col xs={24} lg={10}>
          <CategoryTable
            bars={bars}
            formats={formats}
            caption={t('overview.levelTable')}
            categoryTitle={t('overview.levelColumn')}
            totalTitle={t('overview.total')}
          />
        </Col>
      </Row>
    </>
  );
}
