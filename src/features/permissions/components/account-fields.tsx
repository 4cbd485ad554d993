import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_RULES } from '../types';

interface AccountFieldsProps {
  /** Creating asks for a password; editing keeps the stored email unless a new one is typed. */
  mode: 'create' | 'edit' | undefined;
  roleOptions: { label: string; value: number }[];
  rolesLoading: boolean;
}

/** The admin account form's fields: login, name, email, roles, a first password, and whether it may sign in. */
export function AccountFields({ mode, roleOptions, rolesLoading }: AccountFieldsProps) {
  const { t } = useTranslation(['permissions', 'kit', 'privacy']);
  return (
    <>
      <Form.Item
        name="login"
        label={t('account.login')}
        rules={[
          { required: true, message: t('account.rules.loginRequired') },
          { pattern: ACCOUNT_RULES.loginPattern, message: t('account.rules.loginPattern') },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="firstName"
        label={t('account.name')}
        rules={[
          {
            required: true,
            whitespace: true,
            max: ACCOUNT_RULES.nameMaxLength,
            message: t('account.rules.nameRequired'),
          },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('account.email')}
        extra={mode === 'edit' ? t('privacy:emailKept') : undefined}
        rules={[
          { required: true, message: t('account.rules.emailRequired') },
          { pattern: ACCOUNT_RULES.emailPattern, message: t('account.rules.emailInvalid') },
        ]}
      >
        <Input type="email" />
      </Form.Item>
      <Form.Item
        name="roleIds"
        label={t('account.roles')}
        rules={[{ required: true, type: 'array', min: 1, message: t('account.rules.rolesRequired') }]}
      >
        <Select mode="multiple" options={roleOptions} loading={rolesLoading} />
      </Form.Item>
      {mode === 'create' && (
        <Form.Item
          name="password"
          label={t('account.password')}
          rules={[
            { required: true, message: t('account.rules.passwordRequired') },
            { min: ACCOUNT_RULES.passwordMinLength, message: t('account.rules.passwordLength') },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      )}
      <Form.Item name="activated" label={t('account.activated')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
