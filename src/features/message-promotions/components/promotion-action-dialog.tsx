import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ReasonActionDialog, type ReasonAction } from '../../../shared/components/reason-action-dialog';
import { UserText } from '../../../shared/components/user-text';
import { displayName } from '../../../shared/components/lang-fields/lang-names';
import { promotionApi, promotionKeys } from '../api';
import { PROMOTION_LIMITS } from '../rules';
import type { MessagePromotion } from '../types';

export type PromotionActing = { action: 'confirm' | 'cancel'; promotion: MessagePromotion } | null;

/**
 * Confirming a promotion's sending shows whom it reaches (how many target users, when) and, like a
 * push, asks for a reason; cancelling asks for one too. Both are kept in the promotion's history, and the
 * list is read again.
 */
export function PromotionActionDialog({ acting, onClose }: { acting: PromotionActing; onClose: () => void }) {
  const { t, i18n } = useTranslation(['modecontent', 'kit']);
  const queryClient = useQueryClient();
  const actions = (promotion: MessagePromotion): Record<'confirm' | 'cancel', ReasonAction> => ({
    confirm: {
      title: t('promotions.confirmSend'),
      okText: t('promotions.send'),
      success: t('promotions.done.confirm'),
      run: (reason) => promotionApi.confirm(promotion.id, reason),
    },
    cancel: {
      title: t('promotions.confirmCancel'),
      okText: t('promotions.cancel'),
      success: t('promotions.done.cancel'),
      run: (reason) => promotionApi.cancel(promotion.id, reason),
    },
  });
  return (
    <ReasonActionDialog
      action={acting && actions(acting.promotion)[acting.action]}
      maxLength={PROMOTION_LIMITS.reasonMax}
      onDone={() => queryClient.invalidateQueries({ queryKey: promotionKeys.all })}
      onClose={onClose}
    >
      {acting?.action === 'confirm' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('promotions.audience', {
            count: acting.promotion.targetCount,
            users: acting.promotion.targetCount.toLocaleString(i18n.language),
            at: dayjs(acting.promotion.sendAt).format('YYYY-MM-DD HH:mm'),
          })}
          description={<UserText>{displayName(acting.promotion.texts, i18n.language, 'title')}</UserText>}
        />
      )}
    </ReasonActionDialog>
  );
}
