import { Alert, Form, Input, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ReasonDialogProps<E extends object> {
  open: boolean;
  /** The confirmation question. */
  title: string;
  okText: string;
  /** Runs the action; a rejection keeps the dialog open with everything as typed and the server's message. */
  onSubmit: (values: E & { reason: string }) => Promise<unknown>;
  onClose: () => void;
  /** Form fields asked before the reason (what to clear, for a punishment). */
  children?: ReactNode;
  maxLength: number;
}

/**
 * A confirmation that needs a reason (a clear, a rejected appeal, a punishment from a review queue): the
 * reason is required, trimmed, and written in its own direction.
 */
export function ReasonDialog<E extends object = object>(props: ReasonDialogProps<E>) {
  const { open, title, okText, onSubmit, onClose, children, maxLength } = props;
  const { t } = useTranslation('kit');
  const [form] = Form.useForm<E & { reason: string }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  const close = () => {
    setError('');
    onClose();
  };

  const submit = async (values: E & { reason: string }) => {
    setSaving(true);
    setError('');
    try {
      await onSubmit({ ...values, reason: values.reason.trim() });
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('saveFailed'));
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
        {children}
        <Form.Item
          name="reason"
          label={t('reason.label')}
          rules={[{ required: true, whitespace: true, message: t('reason.required') }]}
        >
          <Input.TextArea rows={3} dir="auto" showCount maxLength={maxLength} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
