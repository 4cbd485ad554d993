import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../shared/components/reason-dialog';
import { APP_USER_RULES } from '../../app-users';
import { PUNISH_KINDS, type PunishKind } from '../types';

/** Punishing a task's author: what to clear (avatar, name or profile) and why, both required. */
export function PunishDialog(props: {
  author: string | null;
  onSubmit: (values: { punishKind: PunishKind; reason: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { author, onSubmit, onClose } = props;
  const { t } = useTranslation(['review', 'users']);
  return (
    <ReasonDialog<{ punishKind: PunishKind }>
      open={author !== null}
      title={t('punish.title', { login: author })}
      okText={t('actions.punish')}
      maxLength={APP_USER_RULES.reasonMaxLength}
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
    </ReasonDialog>
  );
}
