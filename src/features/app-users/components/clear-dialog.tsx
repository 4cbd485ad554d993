import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { appUserApi } from '../api';
import { APP_USER_RULES, type ClearKind } from '../types';
import { ReasonDialog } from '../../../shared/components/reason-dialog';

interface ClearDialogProps {
  target: { userId: number; login: string; kind: ClearKind } | null;
  onClose: () => void;
  onDone: () => Promise<unknown> | void;
}

/** The confirmation of a clear (avatar, name or profile): names what is cleared and asks for the reason. */
export function ClearDialog({ target, onClose, onDone }: ClearDialogProps) {
  const { t } = useTranslation('users');
  const { message } = App.useApp();
  return (
    <ReasonDialog
      open={target !== null}
      title={target ? t(`userList.confirmClear.${target.kind}`, { login: target.login }) : ''}
      okText={target ? t(`kinds.${target.kind}`) : ''}
      onClose={onClose}
      maxLength={APP_USER_RULES.reasonMaxLength}
      onSubmit={async ({ reason }) => {
        if (!target) return;
        await appUserApi.punish(target.userId, target.kind, reason);
        message.success(t(`userList.cleared.${target.kind}`));
        await onDone();
      }}
    />
  );
}
