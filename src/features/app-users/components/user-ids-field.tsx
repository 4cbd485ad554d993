import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { IdListInput, useIdListRules } from '../../../shared/components/id-list-input';
import { APP_USER_RULES } from '../types';
import { useUserChecker } from './use-user-checker';

/** The form's `userIds`: app user IDs in the spec's list format, each checked to exist, none repeated. */
export function UserIdsField() {
  const { t } = useTranslation('users');
  const checker = useUserChecker();
  const rules = useIdListRules({
    checker,
    pattern: APP_USER_RULES.userIdPattern,
    max: APP_USER_RULES.maxIdsPerCall,
    unknownMessage: (ids) => t('idList.unknownUsers', { ids }),
  });
  return (
    <Form.Item name="userIds" label={t('fields.userIds')} rules={rules} extra={t('idList.hint')}>
      <IdListInput checker={checker} pattern={APP_USER_RULES.userIdPattern} max={APP_USER_RULES.maxIdsPerCall} />
    </Form.Item>
  );
}
