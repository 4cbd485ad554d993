import { useTranslation } from 'react-i18next';
import { ReasonChoiceDialog, type ChosenReason } from '../../../shared/components/reason-choice-dialog';
import { taggingApi } from '../api';
import { CORRECTION_NOTE_MAX_LENGTH } from '../rules';
import { CORRECTION_REASONS, type CorrectionReason, type TaggingTask } from '../types';
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
 * says why in the admin's language. The shared ReasonChoiceDialog, as the review queues' reason step.
 */
export function ReopenDialog({ task, onDone, onClose }: ReopenDialogProps) {
  const { t } = useTranslation(['tagging', 'kit']);
  const submit = async (values: ChosenReason<CorrectionReason>) => {
    if (!task) return;
    try {
      onDone(await taggingApi.reopen(task.id, { reasonCode: values.reasonCode, note: values.note }));
    } catch (error) {
      throw new Error(failureText(t, error), { cause: error });
    }
  };
  return (
    <ReasonChoiceDialog<CorrectionReason>
      open={task !== null}
      title={t('queues.confirmReopen')}
      okText={t('queues.reopen')}
      name="reopen-reason"
      reasons={CORRECTION_REASONS.map((reason) => ({ value: reason, label: t(`correctionReasons.${reason}`) }))}
      texts={{
        reason: t('queues.reopenReason'),
        note: t('queues.reopenNote'),
        reasonRequired: t('refusals.reasonRequired'),
        noteRequired: t('refusals.noteRequired'),
      }}
      noteMaxLength={CORRECTION_NOTE_MAX_LENGTH}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
