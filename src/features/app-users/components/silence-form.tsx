import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserIdsField } from './user-ids-field';
import { APP_USER_RULES, SILENCE_DURATIONS } from '../types';
import { useUserLabels } from './use-user-labels';

export interface SilenceFormValues {
  userIds: string[];
  duration: (typeof SILENCE_DURATIONS)[number];
  reason: string;
}

/** The fields of a silence (inside a FormDrawer): users, how long, why. */
export function SilenceFields({ fixedUser }: { fixedUser?: string }) {
  const { t } = useTranslation('users');
  const labels = useUserLabels();
  return (
    <>
      {fixedUser ? <Form.Item label={t('fields.user')}>{fixedUser}</Form.Item> : <UserIdsField />}
      <Form.Item
        name="duration"
        label={t('fields.duration')}
        rules={[{ required: true, message: t('prohibitions.rules.duration') }]}
      >
        <Radio.Group
          optionType="button"
          options={SILENCE_DURATIONS.map((duration) => ({ value: duration, label: labels.duration(duration) }))}
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('fields.reason')}
        rules={[
          { required: true, whitespace: true, message: t('rules.reasonRequired') },
          {
            max: APP_USER_RULES.reasonMaxLength,
            message: t('rules.reasonLength', { max: APP_USER_RULES.reasonMaxLength }),
          },
        ]}
      >
        <Input.TextArea rows={3} dir="auto" showCount maxLength={APP_USER_RULES.reasonMaxLength} />
      </Form.Item>
    </>
  );
}
