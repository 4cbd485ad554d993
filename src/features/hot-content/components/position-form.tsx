import { Form, InputNumber } from 'antd';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DateRangeInput } from '../../../shared/components/date-range-input';
import { useTranslation } from 'react-i18next';
import { hotApi } from '../api';
import { LIMITS } from '../rules';
import type { HotPositionInput, HotPositionView } from '../types';

/** The drawer's values: the window as a pair of times. */
export interface PositionFormValues extends Omit<HotPositionInput, 'startAt' | 'endAt'> {
  window: [Dayjs, Dayjs];
}

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

export const toPositionInput = ({ window, postId, ...rest }: PositionFormValues): HotPositionInput => ({
  ...rest,
  postId: postId ?? null,
  startAt: window[0].second(0).millisecond(0).toISOString(),
  endAt: window[1].second(0).millisecond(0).toISOString(),
});

export const toFormValues = (position: HotPositionView): Partial<PositionFormValues> => ({
  number: position.number,
  postId: position.postId,
  minUv: position.minUv,
  minLikes: position.minLikes,
  minComments: position.minComments,
  window: [dayjs(position.startAt), dayjs(position.endAt)],
});

/**
 * A position's fields with the rules the mock enforces too (`positionProblems`), in the admin's language.
 * `positionCount` is unknown while the settings load; the number's upper bound is then the mock's to check.
 */
export function PositionFields({ positionCount }: { positionCount: number | undefined }) {
  const { t } = useTranslation('hot');
  const count: FormRule[] = [
    { required: true, message: t('rules.required') },
    { type: 'integer', min: 0, max: LIMITS.maxCount, message: t('rules.count') },
  ];
  return (
    <>
      <Form.Item
        name="number"
        label={t('position.number')}
        rules={[
          { required: true, message: t('rules.required') },
          positionCount === undefined
            ? { type: 'integer', min: 1, message: t('rules.numberWhole') }
            : { type: 'integer', min: 1, max: positionCount, message: t('rules.number', { max: positionCount }) },
        ]}
      >
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="postId"
        label={t('position.postId')}
        extra={t('position.postIdHelp')}
        rules={[
          { type: 'integer', min: 1, message: t('rules.postId') },
          {
            validator: async (_rule, value: number | null | undefined) => {
              if (!value) return;
              const unknown = await hotApi.unknownPosts([String(value)]);
              if (unknown.length) throw new Error(t('rules.postUnknown'));
            },
            validateTrigger: 'onSubmit',
          },
        ]}
      >
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      {(['minUv', 'minLikes', 'minComments'] as const).map((field) => (
        <Form.Item key={field} name={field} label={t(`position.${field}`)} rules={count}>
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
      ))}
      <Form.Item
        name="window"
        label={t('position.window')}
        rules={[
          { required: true, message: t('rules.required') },
          {
            validator: async (_rule, value: [Dayjs | null, Dayjs | null] | undefined) => {
              if (!value?.[0] || !value[1]) return;
              if (!value[1].isAfter(value[0])) throw new Error(t('rules.endAfterStart'));
              if (value[1].diff(value[0], 'day', true) > LIMITS.maxWindowDays)
                throw new Error(t('rules.windowTooLong'));
            },
          },
        ]}
      >
        <DateRangeInput
          showTime={{ format: 'HH:mm' }}
          format={TIME_FORMAT}
          placeholder={[t('position.start'), t('position.end')]}
          order={false}
        />
      </Form.Item>
    </>
  );
}
