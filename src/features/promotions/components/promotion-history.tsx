import { Modal, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '../types';
import { UserText } from '../../../shared/components/user-text';

/** Who created, changed and disabled the promotion, when, and the reason they gave. */
export function PromotionHistory({ promotion, onClose }: { promotion: Promotion | null; onClose: () => void }) {
  const { t } = useTranslation('promotions');
  return (
    <Modal
      open={promotion !== null}
      title={promotion ? t('history.title', { name: promotion.name }) : ''}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Timeline
        items={[...(promotion?.history ?? [])].reverse().map((change) => ({
          key: `${change.at}-${change.action}`,
          content: (
            <>
              <Typography.Text strong>{t(`history.actions.${change.action}`)}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {t('history.byAt', { by: change.by, at: dayjs(change.at).format('YYYY-MM-DD HH:mm') })}
              </Typography.Text>
              {change.reason && (
                <div>
                  {t('history.reason')}: <UserText>{change.reason}</UserText>
                </div>
              )}
            </>
          ),
        }))}
      />
    </Modal>
  );
}
