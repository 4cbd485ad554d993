import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { IdListInput, useIdListRules } from '../../../shared/components/id-list-input';
import { APP_USER_RULES, SILENCE_DURATIONS } from '../types';
import { useUserChecker } from './use-user-checker';
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
  const checker = useUserChecker();
  const idRules = useIdListRules({
    checker,
    pattern: APP_USER_RULES.userIdPattern,
    max: APP_USER_RULES.maxIdsPerCall,
    unknownMessage: (ids) => t('idList.unknownUsers', { ids }),
  });
  return (
    <>
      {fixedUser ? (
        <Form.Item label={t('fields.user')}>{fixedUser}</Form.Item>
      ) : (
        <Form.Item name="userIds" label={t('fields.userIds')} rules={idRules} extra={t('idList.hint')}>
          <IdListInput checker={checker} pattern={APP_USER_RULES.userIdPattern} max={APP_USER_RULES.maxIdsPerCall} />
        </Form.Item>
      )}
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
