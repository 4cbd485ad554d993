import { Col, Form, Input, InputNumber, Progress, Row, Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { APP_MODES } from '../../../shared/types/app-mode';
import { problemRule } from '../../../shared/utils/problem-rule';
import { STRATEGY_LIMITS, strategyProblems } from '../rules';
import { STRATEGY_AUDIENCES, STRATEGY_SOURCES } from '../types';

const weightPaths = STRATEGY_SOURCES.map((source) => ['weights', source]);

/** A strategy's form: name, mode and audience, each source's share with their total, and the daily limit. */
export function StrategyFields() {
  const { t } = useTranslation(['activities', 'kit', 'common']);
  const rule = (field: string) => problemRule('activities', field, strategyProblems, t);
  return (
    <>
      <Form.Item name="name" label={t('strategies.name')} required rules={[rule('name')]}>
        <Input dir="auto" maxLength={STRATEGY_LIMITS.nameMax} showCount />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="mode" label={t('fields.mode')} required rules={[rule('mode')]}>
            <Select options={APP_MODES.map((value) => ({ value, label: t(`modes.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="audience" label={t('strategies.audience')} required rules={[rule('audience')]}>
            <Select
              options={STRATEGY_AUDIENCES.map((value) => ({ value, label: t(`strategies.audiences.${value}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        {STRATEGY_SOURCES.map((source) => (
          <Col xs={24} sm={8} key={source}>
            <Form.Item
              name={['weights', source]}
              label={t('strategies.weight', { source: t(`strategies.sources.${source}`) })}
              required
              dependencies={weightPaths.filter((path) => path[1] !== source)}
              rules={[rule(`weights.${source}`)]}
            >
              <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item noStyle shouldUpdate>
        {(form) => {
          const weights = (form.getFieldValue('weights') ?? {}) as Partial<Record<string, number>>;
          const total = STRATEGY_SOURCES.reduce((sum, source) => sum + (weights[source] ?? 0), 0);
          return (
            <Tooltip title={t('strategies.totalHint')}>
              <Progress
                percent={Math.min(total, 100)}
                status={total === 100 ? 'success' : 'exception'}
                format={() => t('strategies.total', { sum: total })}
                aria-label={t('strategies.total', { sum: total })}
                style={{ marginBottom: 16 }}
              />
            </Tooltip>
          );
        }}
      </Form.Item>
      <Form.Item
        name="dailyLimit"
        label={t('strategies.dailyLimit')}
        extra={t('strategies.dailyLimitHint', { ...STRATEGY_LIMITS })}
        required
        rules={[rule('dailyLimit')]}
      >
        <InputNumber
          min={STRATEGY_LIMITS.dailyMin}
          max={STRATEGY_LIMITS.dailyMax}
          precision={0}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </>
  );
}
