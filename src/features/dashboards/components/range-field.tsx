import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { firstKeptSlot, PRESETS, presetRange, rangeProblems } from '../rules';
import { formatSlot, type Granularity, parseSlot, slotOf } from '../../../shared/utils/time-slots';
import type { RangeQuery } from '../types';

interface RangeFieldProps extends RangeQuery {
  granularity: Granularity;
  /** The time the range is checked at (the screen's clock). */
  now: number;
  onChange: (range: RangeQuery) => void;
}

const toDayjs = (granularity: Granularity, text: string) => {
  const time = parseSlot(granularity, text);
  return time === null ? null : dayjs(time);
};

/**
 * The range: presets (the last 24 hours to the last 90 days of hours; the last week to two years of days)
 * or two dates (with the hour on the hourly screen). Days outside the data kept and in the future cannot
 * be picked; a range typed into the address is checked by the same rule the mock applies.
 */
export function RangeField({ granularity, from, to, now, onChange }: RangeFieldProps) {
  const { t } = useTranslation('dashboards');
  const problem = rangeProblems(granularity, from, to, now)[0];
  const firstDay = dayjs(firstKeptSlot(granularity, now)).startOf('day');
  const today = dayjs(now).endOf('day');
  const value: [Dayjs | null, Dayjs | null] = [toDayjs(granularity, from), toDayjs(granularity, to)];
  const slotText = (date: Dayjs) => formatSlot(granularity, slotOf(granularity, date.valueOf()));

  return (
    <Form.Item
      label={t('range.label')}
      htmlFor="dashboard-range"
      validateStatus={problem ? 'error' : undefined}
      help={problem ? t(`rules.${problem.code}`, problem.params) : undefined}
    >
      <DatePicker.RangePicker
        id="dashboard-range"
        allowClear={false}
        value={value}
        showTime={granularity === 'hour' ? { format: 'HH' } : false}
        format={granularity === 'hour' ? 'YYYY-MM-DD HH:00' : 'YYYY-MM-DD'}
        placeholder={[t('range.start'), t('range.end')]}
        disabledDate={(date) => date.isBefore(firstDay) || date.isAfter(today)}
        presets={PRESETS[granularity].map((preset) => ({
          label: t(`presets.${preset.key}`),
          value: () => {
            const range = presetRange(granularity, preset.slots, Date.now());
            return [toDayjs(granularity, range.from)!, toDayjs(granularity, range.to)!];
          },
        }))}
        onChange={(dates) => {
          if (dates?.[0] && dates[1]) onChange({ from: slotText(dates[0]), to: slotText(dates[1]) });
        }}
      />
    </Form.Item>
  );
}
