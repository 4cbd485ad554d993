import { useTranslation } from 'react-i18next';
import { ReasonActionDialog, type ReasonAction } from '../../../shared/components/reason-action-dialog';
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
  const actions = (promotion: Promotion): Record<'disable' | 'delete', ReasonAction> => ({
    disable: {
      title: t('confirmDisable'),
      okText: t('disable'),
      success: t('disabled'),
      run: (reason) => promotionApi.disable(promotion.id, reason),
    },
    delete: {
      title: t('confirmDelete'),
      okText: t('common:delete'),
      success: t('kit:success.delete'),
      run: (reason) => promotionApi.remove(promotion.id, reason),
    },
  });
  return (
    <ReasonActionDialog
      action={acting && actions(acting.promotion)[acting.action]}
      maxLength={PROMOTION_LIMITS.reasonMax}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
