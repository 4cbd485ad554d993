import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/components/form-dialog';
import { taggingApi, type CorrectionInput } from '../api';
import { CORRECTION_NOTE_MAX_LENGTH } from '../rules';
import { CORRECTION_REASONS, type TaggingTask } from '../types';
import { failureText } from './refusal-text';

interface ReopenDialogProps {
  /** The task to re-open, or null: the dialog is closed. */
  task: TaggingTask | null;
  /** After the task is re-opened (say so, reload the list). */
  onDone: (task: TaggingTask) => void;
  onClose: () => void;
}

/**
 * Re-opening a tagged task for a correction says why: one of the correction reasons, required, and a
 * note, which "other" needs. A refusal keeps the dialog open with everything as chosen and typed, and
 * says why in the admin's language. Built on the kit's FormDialog, as the review queues' reason step is.
 */
export function ReopenDialog({ task, onDone, onClose }: ReopenDialogProps) {
  const { t } = useTranslation(['tagging', 'kit']);
  const submit = async (values: CorrectionInput) => {
    if (!task) return;
    try {
      onDone(await taggingApi.reopen(task.id, { reasonCode: values.reasonCode, note: values.note?.trim() ?? '' }));
    } catch (error) {
      throw new Error(failureText(t, error), { cause: error });
    }
  };
  return (
    <FormDialog<CorrectionInput>
      open={task !== null}
      title={t('queues.confirmReopen')}
      okText={t('queues.reopen')}
      name="reopen-reason"
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="reasonCode"
        label={t('queues.reopenReason')}
        rules={[{ required: true, message: t('refusals.reasonRequired') }]}
      >
        <Radio.Group
          options={CORRECTION_REASONS.map((reason) => ({ value: reason, label: t(`correctionReasons.${reason}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="note"
        label={t('queues.reopenNote')}
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
        <Input.TextArea rows={2} dir="auto" showCount maxLength={CORRECTION_NOTE_MAX_LENGTH} />
      </Form.Item>
    </FormDialog>
  );
}
