import type { DecisionReason } from '../../../shared/moderation/decision-reasons';
import { Form, Input, Radio } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/form-dialog';
import { NOTE_MAX_LENGTH } from '../rules';

export interface ReasonValues {
  reasonCode: DecisionReason;
  note?: string;
}

interface DecisionReasonDialogProps<E extends object> {
  open: boolean;
  /** The question, naming what is decided on (a task, or how many selected tasks). */
  title: string;
  /** What happens, said before the reason is asked. */
  consequence?: string;
  okText: string;
  /** The queue's reasons for these tasks (`reasonsFor`). */
  reasons: readonly DecisionReason[];
  /**
   * Takes the decision; a rejection keeps the dialog open with everything as chosen and typed, and says
   * why (the caller rejects with the message in the admin's language).
   */
  onSubmit: (values: E & ReasonValues) => Promise<unknown>;
  onClose: () => void;
  /** Fields asked before the reason (what to clear, for a punishment). */
  children?: ReactNode;
}

/**
 * The reason step of a decision that takes something away (delete, punish, blacklist): one of the queue's
 * reasons, required, and a note, which "other" needs. The kit's ReasonDialog asks for typed text only, so
 * this composes the kit's FormDialog with the list.
 */
export function DecisionReasonDialog<E extends object = object>(props: DecisionReasonDialogProps<E>) {
  const { open, title, consequence, okText, reasons, onSubmit, onClose, children } = props;
  const { t } = useTranslation('review');
  return (
    <FormDialog<E & ReasonValues>
      open={open}
      title={title}
      okText={okText}
      name="decision-reason"
      onSubmit={(values) => onSubmit({ ...values, note: values.note?.trim() ?? '' })}
      onClose={onClose}
    >
      {consequence && <p>{consequence}</p>}
      {children}
      <Form.Item
        name="reasonCode"
        label={t('reasonStep.reason')}
        rules={[{ required: true, message: t('refusals.reasonRequired') }]}
      >
        <Radio.Group options={reasons.map((reason) => ({ value: reason, label: t(`kit:decisionReasons.${reason}`) }))} />
      </Form.Item>
      <Form.Item
        name="note"
        label={t('reasonStep.note')}
        dependencies={['reasonCode']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              getFieldValue('reasonCode') === 'other' && !value?.trim()
                ? Promise.reject(new Error(t('refusals.noteRequired')))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input.TextArea rows={2} dir="auto" showCount maxLength={NOTE_MAX_LENGTH} />
      </Form.Item>
    </FormDialog>
  );
}
