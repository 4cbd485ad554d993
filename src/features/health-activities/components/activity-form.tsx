import { Checkbox, Form, type GetProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LangFields } from '../../../shared/components/lang-fields/lang-fields';
import { activityProblems, LIMITS } from '../rules';
import { type HealthActivityInput, type HealthActivityView } from '../types';
import { APP_MODES } from '../../../shared/types/app-mode';
import { problemRule } from '../../../shared/utils/problem-rule';
import { DateRangeInput } from '../../../shared/components/date-range-input';

/** The drawer's values: the schedule as a pair of times. */
export interface ActivityFormValues extends Omit<HealthActivityInput, 'startAt' | 'endAt'> {
  schedule?: [Dayjs, Dayjs] | null;
}

export const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

export const toActivityInput = ({ schedule, ...rest }: ActivityFormValues): HealthActivityInput => ({
  ...rest,
  modes: rest.modes ?? [],
  startAt: schedule?.[0] ? schedule[0].second(0).millisecond(0).toISOString() : '',
  endAt: schedule?.[1] ? schedule[1].second(0).millisecond(0).toISOString() : '',
});

export const activityFormValues = (activity?: HealthActivityView): Partial<ActivityFormValues> =>
  activity
    ? { texts: activity.texts, modes: activity.modes, schedule: [dayjs(activity.startAt), dayjs(activity.endAt)] }
    : { texts: {}, modes: [] };

/** The new activity's fields: texts per content language, the modes it targets and its schedule. */
export function ActivityFields() {
  const { t } = useTranslation(['activities', 'kit']);
  const rule = (field: string) =>
    problemRule('activities', field, (values: ActivityFormValues) => activityProblems(toActivityInput(values)), t);
  return (
    <>
      <Form.Item name="modes" label={t('fields.modes')} required rules={[rule('modes')]}>
        <ModeChoices options={APP_MODES.map((value) => ({ value, label: t(`modes.${value}`) }))} />
      </Form.Item>
      <Form.Item
        name="schedule"
        label={t('fields.schedule')}
        extra={t('fields.scheduleHint', { max: LIMITS.scheduleDaysMax })}
        required
        rules={[rule('schedule')]}
      >
        <DateRangeInput
          showTime={{ format: 'HH:mm' }}
          format={TIME_FORMAT}
          placeholder={[t('fields.start'), t('fields.end')]}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <LangFields
        name="texts"
        fields={[
          { key: 'title', label: t('fields.title'), maxLength: LIMITS.titleMax },
          { key: 'description', label: t('fields.description'), multiline: true, maxLength: LIMITS.descriptionMax },
          { key: 'link', label: t('fields.link') },
        ]}
        requireOneComplete={['title', 'description']}
      />
    </>
  );
}

/**
 * The modes' checkboxes. A required Form.Item hands its control aria-required, which a group of checkboxes
 * may not carry (axe's aria-allowed-attr): the label's mark and the error say it is required.
 */
function ModeChoices({ 'aria-required': _ariaRequired, ...props }: GetProps<typeof Checkbox.Group<string>>) {
  return <Checkbox.Group {...props} />;
}
