import type { DecisionReason } from '../../../shared/moderation/decision-reasons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonChoiceDialog } from '../../../shared/components/reason-choice-dialog';
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
 * reasons, required, and a note, which "other" needs (the shared ReasonChoiceDialog, in review's words).
 */
export function DecisionReasonDialog<E extends object = object>(props: DecisionReasonDialogProps<E>) {
  const { open, title, consequence, okText, reasons, onSubmit, onClose, children } = props;
  const { t } = useTranslation('review');
  return (
    <ReasonChoiceDialog<DecisionReason, E>
      open={open}
      title={title}
      consequence={consequence}
      okText={okText}
      name="decision-reason"
      reasons={reasons.map((reason) => ({ value: reason, label: t(`kit:decisionReasons.${reason}`) }))}
      texts={{
        reason: t('reasonStep.reason'),
        note: t('reasonStep.note'),
        reasonRequired: t('refusals.reasonRequired'),
        noteRequired: t('refusals.noteRequired'),
      }}
      noteMaxLength={NOTE_MAX_LENGTH}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {children}
    </ReasonChoiceDialog>
  );
}
