import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../shared/components/reason-dialog';
import { promotionApi } from '../api';
import { PROMOTION_LIMITS } from '../rules';
import type { Promotion } from '../types';

export type PromotionActing = { action: 'disable' | 'delete'; promotion: Promotion } | null;

/** Disabling and deleting are confirmed with a reason, kept in the promotion's history. */
export function PromotionActionDialog({
  acting,
  onDone,
  onClose,
}: {
  acting: PromotionActing;
  onDone: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['promotions', 'kit']);
  const { message } = App.useApp();
  if (!acting) return null;
  const { action, promotion } = acting;
  const run = async ({ reason }: { reason: string }) => {
    if (action === 'disable') await promotionApi.disable(promotion.id, reason);
    else await promotionApi.remove(promotion.id, reason);
    message.success(action === 'disable' ? t('disabled') : t('kit:success.delete'));
    await onDone();
  };
  return (
    <ReasonDialog
      open
      title={action === 'disable' ? t('confirmDisable') : t('confirmDelete')}
      okText={action === 'disable' ? t('disable') : t('common:delete')}
      maxLength={PROMOTION_LIMITS.reasonMax}
      onSubmit={run}
      onClose={onClose}
    />
  );
}
