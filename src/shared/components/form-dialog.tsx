import { Alert, Form, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleSubmit } from './use-single-submit';

interface FormDialogProps<V extends object> {
  open: boolean;
  /** The confirmation question. */
  title: string;
  okText: string;
  /** The form's name (its fields' ids). */
  name: string;
  /** Runs the action; a rejection keeps the dialog open with everything as entered and the server's message. */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

/** A confirmation that asks for something first (a reason typed or chosen); its action is the danger one. */
export function FormDialog<V extends object>({
  open,
  title,
  okText,
  name,
  onSubmit,
  onClose,
  children,
}: FormDialogProps<V>) {
  const { t } = useTranslation(['kit', 'common']);
  const [form] = Form.useForm<V>();
  const [error, setError] = useState('');

  const close = () => {
    setError('');
    onClose();
  };

  const submit = async (values: V) => {
    setError('');
    try {
      await onSubmit(values);
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('kit:saveFailed'));
    }
  };
  const { saving, save, onSubmitCapture } = useSingleSubmit(form, submit);

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: saving }}
      cancelText={t('common:cancel')}
      onOk={() => void save()}
      onCancel={close}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} role="alert" className="form-drawer__error" />}
      <Form form={form} name={name} layout="vertical" onSubmitCapture={onSubmitCapture} disabled={saving}>
        {children}
      </Form>
    </Modal>
  );
}
