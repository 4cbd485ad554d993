import { useTranslation } from 'react-i18next';
import { ReviewQueue } from '../../features/review';

/** The machine review's decisions on posts and images, confirmed or overturned by a moderator. */
export default function AiAuditManage() {
  const { t } = useTranslation('review');
  return <ReviewQueue screenUri="/content-review/ai-audit-manage" title={t('screens.aiAuditManage')} />;
}
