import { Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from '../../../shared/components/date-range-input';
import { useTopicOptions } from '../queries';
import { recommendationProblems } from '../rules';
import type { RecommendedTopicInput } from '../types';

const TIME = 'YYYY-MM-DD HH:mm';

export interface RecommendationFormValues {
  topicId?: number;
  window?: [Dayjs | null, Dayjs | null] | null;
}

export const toInput = (values: RecommendationFormValues): RecommendedTopicInput => ({
  topicId: values.topicId as number,
  startTime: values.window?.[0]?.toISOString() ?? '',
  endTime: values.window?.[1]?.toISOString() ?? '',
});

/** A recommendation's form: the topic (valid ones) and its window, a start and an end. */
export function RecommendationFields() {
  const { t } = useTranslation('topics');
  const options = useTopicOptions();
  return (
    <>
      <Form.Item
        name="topicId"
        label={t('recommended.topic')}
        required
        rules={[
          {
            validator: (_rule, value: number | undefined) =>
              typeof value === 'number' ? Promise.resolve() : Promise.reject(new Error(t('rules.topicRequired'))),
          },
        ]}
      >
        <Select
          showSearch
          loading={options.isPending}
          optionFilterProp="label"
          options={(options.data ?? [])
            .filter((topic) => topic.valid)
            .map((topic) => ({ value: topic.id, label: `#${topic.name} · ${topic.names.en}` }))}
        />
      </Form.Item>
      <Form.Item
        name="window"
        label={t('recommended.window')}
        required
        rules={[
          ({ getFieldValue }) => ({
            validator: () => {
              const problem = recommendationProblems(
                toInput({ topicId: 0, window: getFieldValue('window') as RecommendationFormValues['window'] }),
              ).find((item) => item.field === 'window');
              return problem ? Promise.reject(new Error(t(`rules.${problem.code}`))) : Promise.resolve();
            },
          }),
        ]}
      >
        <DateRangeInput
          showTime={{ format: 'HH:mm' }}
          format={TIME}
          allowEmpty={[true, true]}
          order={false}
          placeholder={[t('recommended.start'), t('recommended.end')]}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </>
  );
}
