import { Form, Input, Radio } from 'antd';
import type { ReactNode } from 'react';
import { FormDialog } from './form-dialog';

export interface ChosenReason<R extends string> {
  reasonCode: R;
  /** Trimmed; empty when none was typed. */
  note: string;
}

interface ReasonChoiceDialogProps<R extends string, E extends object> {
  open: boolean;
  /** The question, naming what is decided on. */
  title: string;
  /** What happens, said before the reason is asked. */
  consequence?: string;
  okText: string;
  /** The form's name (its fields' ids). */
  name: string;
  /** The reasons offered, in order, with their labels in the admin's language; `other` needs a note. */
  reasons: ReadonlyArray<{ value: R; label: string }>;
  /** The fields' labels and the messages of their rules, in the admin's language. */
  texts: { reason: string; note: string; reasonRequired: string; noteRequired: string };
  noteMaxLength: number;
  /**
   * Takes the decision; a rejection keeps the dialog open with everything as chosen and typed, and says
   * why (the caller rejects with the message in the admin's language).
   */
  onSubmit: (values: E & ChosenReason<R>) => Promise<unknown>;
  onClose: () => void;
  /** Fields asked before the reason. */
  children?: ReactNode;
}

/**
 * A decision that says why: one reason of a short list, required, and a note, which "other" needs. The
 * kit's ReasonDialog asks for typed text only, so this composes the kit's FormDialog with the list. The
 * review queues' decisions and the tagging queues' corrections ask through it.
 */
export function ReasonChoiceDialog<R extends string, E extends object = object>(props: ReasonChoiceDialogProps<R, E>) {
  const { open, title, consequence, okText, name, reasons, texts, noteMaxLength, onSubmit, onClose, children } = props;
  return (
    <FormDialog<E & { reasonCode: R; note?: string }>
      open={open}
      title={title}
      okText={okText}
      name={name}
      onSubmit={(values) => onSubmit({ ...values, note: values.note?.trim() ?? '' })}
      onClose={onClose}
    >
      {consequence && <p>{consequence}</p>}
      {children}
      <Form.Item name="reasonCode" label={texts.reason} rules={[{ required: true, message: texts.reasonRequired }]}>
        <Radio.Group options={reasons.map(({ value, label }) => ({ value, label }))} />
      </Form.Item>
      <Form.Item
        name="note"
        label={texts.note}
        dependencies={['reasonCode']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              getFieldValue('reasonCode') === 'other' && !value?.trim()
                ? Promise.reject(new Error(texts.noteRequired))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input.TextArea rows={2} dir="auto" showCount maxLength={noteMaxLength} />
      </Form.Item>
    </FormDialog>
  );
}
