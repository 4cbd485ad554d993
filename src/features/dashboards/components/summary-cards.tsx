import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardDef } from '../dashboards';
import type { Formats } from '../format';
import { aggregate, changeRatio } from '../rules';
import type { SlotSeries } from '../types';

interface SummaryCardsProps {
  def: DashboardDef;
  series: SlotSeries;
  formats: Formats;
  metricName: (key: string) => string;
}

/** Each metric over the range (summed, or a daily average), and its change from the previous period. */
export function SummaryCards({ def, series, formats, metricName }: SummaryCardsProps) {
  const { t } = useTranslation('dashboards');
  return (
    <Row gutter={[16, 16]} className="dashboard__summary" role="list" aria-label={t('summary.label')}>
      {def.metrics.map((metric) => {
        const value = aggregate(series.values[metric.key], metric.aggregate)!;
        const previous = series.previous ? aggregate(series.previous.values[metric.key], metric.aggregate) : null;
        const ratio = changeRatio(value, previous);
        return (
          <Col key={metric.key} xs={12} md={6} role="listitem">
            <Card size="small">
              <Statistic
                title={t(`summary.${metric.aggregate}`, { name: metricName(metric.key) })}
                value={value}
                formatter={() => formats.number(value)}
              />
              {series.previous && (
                <Typography.Text
                  type={ratio === null ? 'secondary' : ratio >= 0 ? 'success' : 'danger'}
                  className="dashboard__change"
                >
                  {ratio === null ? (
                    t('summary.noComparison')
                  ) : (
                    <>
                      {ratio >= 0 ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />}{' '}
                      {t('summary.change', { change: formats.percent(ratio), previous: formats.number(previous!) })}
                    </>
                  )}
                </Typography.Text>
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
