import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Appeal, AppealStatus } from '../types';
import { useUserLabels } from './use-user-labels';

const STATUS_COLOURS: Record<AppealStatus, string> = { pending: 'orange', accepted: 'green', rejected: 'default' };

/** How an appeal's status and the punishment it is against read, in the list and in the drawer. */
export function useAppealText() {
  const { t } = useTranslation(['users', 'kit']);
  const labels = useUserLabels();

  const statusTag = (status: AppealStatus) => <Tag color={STATUS_COLOURS[status]}>{t(`appeals.status.${status}`)}</Tag>;

  const punishmentText = (appeal: Appeal) =>
    appeal.punishment.kind === 'silence'
      ? `${labels.kind('silence')} · ${labels.duration(appeal.punishment.duration)}`
      : labels.kind(appeal.punishment.kind);

  return { statusTag, punishmentText };
}
