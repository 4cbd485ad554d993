import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type UserType, WHITELIST_TYPES } from '../../../shared/types/app-user';
import { FUNCTION_TYPES, type FunctionType } from '../types';
import { useUserLabels } from './use-user-labels';
import { UserIdsField } from './user-ids-field';

export interface WhitelistFormValues {
  userIds: string[];
  userType: UserType;
  functionType: FunctionType;
}

/** The whitelist form's fields: the user IDs, the account type they get and what they may do. */
export function WhitelistFields() {
  const { t } = useTranslation('users');
  const labels = useUserLabels();
  return (
    <>
      <UserIdsField />
      <Form.Item
        name="userType"
        label={t('fields.userType')}
        rules={[{ required: true, message: t('whitelist.rules.userType') }]}
      >
        <Select options={WHITELIST_TYPES.map((type) => ({ value: type, label: labels.userType(type) }))} />
      </Form.Item>
      <Form.Item
        name="functionType"
        label={t('fields.functionType')}
        rules={[{ required: true, message: t('whitelist.rules.functionType') }]}
      >
        <Select options={FUNCTION_TYPES.map((type) => ({ value: type, label: t(`functionTypes.${type}`) }))} />
      </Form.Item>
    </>
  );
}
