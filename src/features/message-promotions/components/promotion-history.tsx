import { Empty, Modal, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../shared/components/lang-fields/lang-names';
import { UserText } from '../../../shared/components/user-text';
import type { MessagePromotion } from '../types';

/** Who confirmed or cancelled the promotion's sending, when, for how many users and why. */
export function PromotionHistory({ promotion, onClose }: { promotion: MessagePromotion | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('modecontent');
  const changes = [...(promotion?.history ?? [])].reverse();
  return (
    <Modal
      open={promotion !== null}
      title={promotion ? t('promotions.history.title', { title: displayName(promotion.texts, i18n.language, 'title') }) : ''}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {changes.length === 0 ? (
        <Empty description={t('promotions.history.none')} />
      ) : (
        <Timeline
          items={changes.map((change) => ({
            key: `${change.at}-${change.action}`,
            content: (
              <>
                <Typography.Text strong>
                  {t(`promotions.history.actions.${change.action}`, { count: change.audience })}
                </Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {t('promotions.history.byAt', { by: change.by, at: dayjs(change.at).format('YYYY-MM-DD HH:mm') })}
                </Typography.Text>
                <div>
                  {t('promotions.history.reason')}: <UserText>{change.reason}</UserText>
                </div>
              </>
            ),
          }))}
        />
      )}
    </Modal>
  );
}
