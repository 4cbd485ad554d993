import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_USER_RULES } from '../types';

interface ReasonDialogProps {
  open: boolean;
  /** The confirmation question. */
  title: string;
  okText: string;
  /** Runs the action; a rejection keeps the dialog open with the reason as typed and the server's message. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A confirmation that needs a reason (a clear, a rejected appeal): the reason is required. */
export function ReasonDialog({ open, title, okText, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useTranslation(['users', 'kit']);
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  const close = () => {
    setError('');
    onClose();
  };

  const submit = async ({ reason }: { reason: string }) => {
    setSaving(true);
    setError('');
    try {
      await onSubmit(reason.trim());
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('kit:saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: saving }}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} role="alert" className="form-drawer__error" />}
      <Form
        form={form}
        name="reason-dialog"
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
