import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from './form-dialog';

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
  return (
    <FormDialog<E & { reason: string }>
      open={open}
      title={title}
      okText={okText}
      name="reason-dialog"
      onSubmit={(values) => onSubmit({ ...values, reason: values.reason.trim() })}
      onClose={onClose}
    >
      {children}
      <Form.Item
        name="reason"
        label={t('reason.label')}
        rules={[{ required: true, whitespace: true, message: t('reason.required') }]}
      >
        <Input.TextArea rows={3} dir="auto" showCount maxLength={maxLength} />
      </Form.Item>
    </FormDialog>
  );
}
