import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../shared/components/reason-dialog';
import { APP_USER_RULES } from '../../app-users';
import { PUNISH_KINDS, type PunishKind } from '../types';

/**
 * Confirming that a flagged account is a man's: the account is banned until lifted (ban-manage), with a
 * reason; clearing its avatar, name or profile as well is optional.
 */
export function BanDialog(props: {
  author: string | null;
  onSubmit: (values: { clear?: PunishKind[]; reason: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { author, onSubmit, onClose } = props;
  const { t } = useTranslation(['review', 'users']);
  return (
    <ReasonDialog<{ clear?: PunishKind[] }>
      open={author !== null}
      title={t('ban.title', { login: author })}
      okText={t('actions.ban')}
      maxLength={APP_USER_RULES.reasonMaxLength}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p>{t('ban.explain')}</p>
      <Form.Item name="clear" label={t('ban.alsoClear')}>
        <Checkbox.Group options={PUNISH_KINDS.map((kind) => ({ value: kind, label: t(`users:kinds.${kind}`) }))} />
      </Form.Item>
    </ReasonDialog>
  );
}
