import { Alert, Form, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReasonLanguage, ReasonTexts, RejectionReason } from '../types';

interface RejectDialogProps {
  open: boolean;
  title: string;
  reasons: RejectionReason[];
  onSubmit: (reasonId: number) => Promise<unknown>;
  onClose: () => void;
}

/** A reason's text in the interface language, else in English. */
export function reasonText(text: ReasonTexts, language: string): string {
  return text[language as ReasonLanguage] || text.en;
}

/**
 * Rejects a task post with one of the creator centre's reasons (required). A refused call keeps the
 * dialog open, the choice kept, with the server's message.
 */
export function RejectDialog({ open, title, reasons, onSubmit, onClose }: RejectDialogProps) {
  const { t, i18n } = useTranslation(['compose', 'kit']);
  const [form] = Form.useForm<{ reasonId: number }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  const close = () => {
    setError('');
    onClose();
  };

  const submit = async ({ reasonId }: { reasonId: number }) => {
    setSaving(true);
    setError('');
    try {
      await onSubmit(reasonId);
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
      okText={t('taskPosts.reject')}
      okButtonProps={{ danger: true, loading: saving }}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} role="alert" className="form-drawer__error" />}
      <Form
        form={form}
        name="reject-task-post"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        disabled={saving}
      >
        <Form.Item
          name="reasonId"
          label={t('taskPosts.reason')}
          rules={[{ required: true, message: t('taskPosts.reasonRequired') }]}
        >
          <Radio.Group>
            <Space orientation="vertical">
              {reasons.map((reason) => (
                <Radio key={reason.id} value={reason.id}>
                  <Typography.Text dir="auto">{reasonText(reason.text, i18n.language)}</Typography.Text>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
