import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { reasonsFor } from '../rules';
import { PUNISH_KINDS, type PunishKind } from '../types';
import { DecisionReasonDialog, type ReasonValues } from './decision-reason-dialog';

/** The male-user detection's reasons for a ban. */
const BAN_REASONS = reasonsFor(['male-detect']);

/**
 * Confirming that a flagged account is a man's: the account is banned until lifted (ban-manage), with one
 * of the queue's reasons and a note; clearing its avatar, name or profile as well is optional.
 */
export function BanDialog(props: {
  author: string | null;
  onSubmit: (values: ReasonValues & { clear?: PunishKind[] }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { author, onSubmit, onClose } = props;
  const { t } = useTranslation(['review', 'users']);
  return (
    <DecisionReasonDialog<{ clear?: PunishKind[] }>
      open={author !== null}
      title={t('ban.title', { login: author })}
      consequence={t('ban.explain')}
      okText={t('actions.ban')}
      reasons={BAN_REASONS}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item name="clear" label={t('ban.alsoClear')}>
        <Checkbox.Group options={PUNISH_KINDS.map((kind) => ({ value: kind, label: t(`users:kinds.${kind}`) }))} />
      </Form.Item>
    </DecisionReasonDialog>
  );
}
