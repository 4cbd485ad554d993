import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_USER_RULES } from '../../app-users/types';
import { PUNISH_KINDS, type PunishKind } from '../types';

interface PunishValues {
  punishKind: PunishKind;
  reason: string;
}

/** Punishing a task's author: what to clear (avatar, name or profile) and why, both required. */
export function PunishDialog(props: {
  author: string | null;
  onSubmit: (values: PunishValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const { author, onSubmit, onClose } = props;
  const { t } = useTranslation(['review', 'users']);
  const [form] = Form.useForm<PunishValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  const submit = async (values: PunishValues) => {
    setSaving(true);
    setError('');
    try {
      await onSubmit({ ...values, reason: values.reason.trim() });
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('kit:saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={author !== null}
      title={t('punish.title', { login: author })}
      okText={t('actions.punish')}
      okButtonProps={{ danger: true, loading: saving }}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} role="alert" className="form-drawer__error" />}
      <Form form={form} name="punish" layout="vertical" onFinish={(values) => void submit(values)} disabled={saving}>
        <Form.Item
          name="punishKind"
          label={t('punish.kind')}
          rules={[{ required: true, message: t('punish.kindRequired') }]}
        >
          <Radio.Group options={PUNISH_KINDS.map((kind) => ({ value: kind, label: t(`users:kinds.${kind}`) }))} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('users:fields.reason')}
          rules={[{ required: true, whitespace: true, message: t('users:rules.reasonRequired') }]}
        >
          <Input.TextArea rows={3} dir="auto" showCount maxLength={APP_USER_RULES.reasonMaxLength} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
