import { useQueryClient } from '@tanstack/react-query';
import { Alert, App } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../shared/components/reason-dialog';
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
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  if (!acting) return null;
  const { action, promotion } = acting;
  const run = async ({ reason }: { reason: string }) => {
    if (action === 'confirm') await promotionApi.confirm(promotion.id, reason);
    else await promotionApi.cancel(promotion.id, reason);
    message.success(t(`promotions.done.${action}`));
    await queryClient.invalidateQueries({ queryKey: promotionKeys.all });
  };
  return (
    <ReasonDialog
      open
      title={action === 'confirm' ? t('promotions.confirmSend') : t('promotions.confirmCancel')}
      okText={action === 'confirm' ? t('promotions.send') : t('promotions.cancel')}
      maxLength={PROMOTION_LIMITS.reasonMax}
      onSubmit={run}
      onClose={onClose}
    >
      {action === 'confirm' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('promotions.audience', {
            count: promotion.targetCount,
            users: promotion.targetCount.toLocaleString(i18n.language),
            at: dayjs(promotion.sendAt).format('YYYY-MM-DD HH:mm'),
          })}
          description={<UserText>{displayName(promotion.texts, i18n.language, 'title')}</UserText>}
        />
      )}
    </ReasonDialog>
  );
}
