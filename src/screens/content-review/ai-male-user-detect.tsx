import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { percent, type QueueTask, ReviewQueue } from '../../features/review';

/** Accounts the machine flags as likely a man's in the women's community: banned, or the flag dismissed. */
export default function AiMaleUserDetect() {
  const { t } = useTranslation('review');
  return (
    <ReviewQueue
      screenUri="/content-review/ai-male-user-detect"
      title={t('screens.aiMaleUserDetect')}
      extraColumns={[
        {
          title: t('detection.score'),
          key: 'score',
          width: 72,
          render: (_: unknown, task: QueueTask) =>
            task.detection ? (
              <Tag color={task.detection.score >= 0.8 ? 'red' : 'orange'}>{percent(task.detection.score)}%</Tag>
            ) : null,
        },
      ]}
    />
  );
}
