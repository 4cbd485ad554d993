import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReasonChoiceDialog, type ChosenReason } from '../../../shared/components/reason-choice-dialog';
import { taggingApi, taggingKeys } from '../api';
import { CORRECTION_NOTE_MAX_LENGTH } from '../rules';
import { CORRECTION_REASONS, type CorrectionReason, type TaggingTask } from '../types';
import { failureText } from './refusal-text';

interface ReopenDialogProps {
  /** The task to re-open, or null: the dialog is closed. */
  task: TaggingTask | null;
  onClose: () => void;
}

/**
 * Re-opening a tagged task for a correction says why: one of the correction reasons, required, and a
 * note, which "other" needs. A refusal keeps the dialog open with everything as chosen and typed, and
 * says why in the admin's language. The shared ReasonChoiceDialog, as the review queues' reason step.
 * Once re-opened, it says so and the task lists read again.
 */
export function ReopenDialog({ task, onClose }: ReopenDialogProps) {
  const { t } = useTranslation(['tagging', 'kit']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const submit = async (values: ChosenReason<CorrectionReason>) => {
    if (!task) return;
    try {
      await taggingApi.reopen(task.id, { reasonCode: values.reasonCode, note: values.note });
    } catch (error) {
      throw new Error(failureText(t, error), { cause: error });
    }
    message.success(t('queues.reopenedDone'));
    void queryClient.invalidateQueries({ queryKey: taggingKeys.tasks });
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
