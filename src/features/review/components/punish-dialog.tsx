import type { DecisionReason } from '../../../shared/moderation/decision-reasons';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { PUNISH_KINDS, type PunishKind } from '../types';
import { DecisionReasonDialog, type ReasonValues } from './decision-reason-dialog';

/**
 * Punishing the author of a task, or the authors of the selected tasks: what to clear (avatar, name or
 * profile) and why (one of the queue's reasons, with a note), both required.
 */
export function PunishDialog(props: {
  open: boolean;
  title: string;
  consequence?: string;
  reasons: readonly DecisionReason[];
  onSubmit: (values: ReasonValues & { punishKind: PunishKind }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { open, title, consequence, reasons, onSubmit, onClose } = props;
  const { t } = useTranslation(['review', 'users']);
  return (
    <DecisionReasonDialog<{ punishKind: PunishKind }>
      open={open}
      title={title}
      consequence={consequence}
      okText={t('actions.punish')}
      reasons={reasons}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item
        name="punishKind"
        label={t('punish.kind')}
        rules={[{ required: true, message: t('punish.kindRequired') }]}
      >
        <Radio.Group options={PUNISH_KINDS.map((kind) => ({ value: kind, label: t(`users:kinds.${kind}`) }))} />
      </Form.Item>
    </DecisionReasonDialog>
  );
}
