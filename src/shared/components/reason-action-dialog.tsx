import { App } from 'antd';
import type { ReactNode } from 'react';
import { ReasonDialog } from './reason-dialog';

/** A row action that is confirmed with a reason (a disable, a delete, a send, a cancel). */
export interface ReasonAction {
  /** The confirmation question. */
  title: string;
  okText: string;
  /** Said once the action is done. */
  success: string;
  /** Runs the action with the typed reason; a rejection keeps the dialog open with the server's message. */
  run: (reason: string) => Promise<unknown>;
}

interface ReasonActionDialogProps {
  /** The action being confirmed; nothing is shown without one. */
  action: ReasonAction | null;
  maxLength: number;
  /** Reads again what the action changed (the list), once it is done. */
  onDone: () => Promise<unknown>;
  onClose: () => void;
  /** What the action reaches, shown above the reason. */
  children?: ReactNode;
}

/**
 * The confirmation of a row action that needs a reason, kept in the row's history: it runs the action with
 * the reason, says it is done and has the list read again; a refusal keeps it open with what was typed.
 */
export function ReasonActionDialog({ action, maxLength, onDone, onClose, children }: ReasonActionDialogProps) {
  const { message } = App.useApp();
  if (!action) return null;
  const submit = async ({ reason }: { reason: string }) => {
    await action.run(reason);
    message.success(action.success);
    await onDone();
  };
  return (
    <ReasonDialog
      open
      title={action.title}
      okText={action.okText}
      maxLength={maxLength}
      onSubmit={submit}
      onClose={onClose}
    >
      {children}
    </ReasonDialog>
  );
}
