import { DownloadOutlined } from '@ant-design/icons';
import { Button, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RangeQuery } from '../types';
import type { Granularity } from '../../../shared/utils/time-slots';
import { RangeField } from './range-field';

interface DashboardToolbarProps extends RangeQuery {
  /** Names the comparison switch's id, unique on the page. */
  id: string;
  granularity: Granularity;
  now: number;
  compare: boolean;
  onChange: (change: Partial<RangeQuery> & { compare?: boolean }) => void;
  /** The export button shows only to admins holding the screen's `:export` action. */
  canExport: boolean;
  exporting: boolean;
  exportDisabled: boolean;
  onExport: () => void;
}

/** Above a chart of slots: the range, the comparison with the previous period and the Excel export. */
export function DashboardToolbar(props: DashboardToolbarProps) {
  const { id, granularity, from, to, now, compare, onChange, canExport, exporting, exportDisabled, onExport } = props;
  const { t } = useTranslation('dashboards');
  return (
    <Form layout="inline" className="dashboard__toolbar" aria-label={t('toolbar')}>
      <RangeField granularity={granularity} from={from} to={to} now={now} onChange={(range) => onChange(range)} />
      <Form.Item label={t('compare')} htmlFor={`${id}-compare`}>
        <Switch id={`${id}-compare`} checked={compare} onChange={(checked) => onChange({ compare: checked })} />
      </Form.Item>
      {canExport && (
        <Button
          icon={<DownloadOutlined aria-hidden />}
          onClick={onExport}
          loading={exporting}
          disabled={exportDisabled}
        >
          {t('export.button')}
        </Button>
      )}
    </Form>
  );
}
