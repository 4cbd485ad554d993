import { useTranslation } from 'react-i18next';
import { type QueueTask, ReviewQueue } from '../../features/review';

/** Pictures the machine flagged: passed, deleted, or deleted and put on the blacklist. */
export default function PendingList() {
  const { t } = useTranslation('review');
  return (
    <ReviewQueue
      screenUri="/image-risk-control/pending-list"
      title={t('screens.pendingList')}
      extraColumns={[
        {
          title: t('columns.picture'),
          key: 'picture',
          width: 72,
          render: (_: unknown, task: QueueTask) =>
            task.images[0] ? (
              <img src={task.images[0]} width={48} height={36} alt={t('panel.image', { number: 1 })} />
            ) : null,
        },
      ]}
    />
  );
}
