import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appUserApi } from '../api';
import { APP_USER_RULES, type ClearKind } from '../types';

interface ClearDialogProps {
  target: { userId: number; login: string; kind: ClearKind } | null;
  onClose: () => void;
  onDone: () => Promise<unknown> | void;
}

/** The confirmation of a clear (avatar, name or profile): names what is cleared and asks for the reason. */
export function ClearDialog({ target, onClose, onDone }: ClearDialogProps) {
  const { t } = useTranslation(['users', 'kit']);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  const close = () => {
    setError('');
    onClose();
  };

  const submit = async ({ reason }: { reason: string }) => {
    if (!target) return;
    setSaving(true);
    setError('');
    try {
      await appUserApi.punish(target.userId, target.kind, reason.trim());
      message.success(t(`userList.cleared.${target.kind}`));
      close();
      await onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('kit:saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={target ? t(`userList.confirmClear.${target.kind}`, { login: target.login }) : ''}
      okText={target ? t(`kinds.${target.kind}`) : ''}
      okButtonProps={{ danger: true, loading: saving }}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} role="alert" className="form-drawer__error" />}
      <Form
        form={form}
        name="clear-punishment"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        disabled={saving}
      >
        <Form.Item
          name="reason"
          label={t('fields.reason')}
          rules={[{ required: true, whitespace: true, message: t('rules.reasonRequired') }]}
        >
          <Input.TextArea rows={3} dir="auto" showCount maxLength={APP_USER_RULES.reasonMaxLength} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
