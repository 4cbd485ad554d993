import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../shared/components/user-text';
import type { Ban } from '../types';

/**
 * Why an account or device was banned: the reason chosen from a list, in the admin's language, with the
 * moderator's note under it in its own direction; or the reason as it was typed.
 */
export function BanReason({ ban }: { ban: Pick<Ban, 'reasonCode' | 'reason'> }) {
  const { t } = useTranslation('kit');
  if (!ban.reasonCode) return <UserText>{ban.reason}</UserText>;
  return (
    <>
      {t(`decisionReasons.${ban.reasonCode}`)}
      {ban.reason && (
        <>
          <br />
          <Typography.Text type="secondary">
            <UserText>{ban.reason}</UserText>
          </Typography.Text>
        </>
      )}
    </>
  );
}
