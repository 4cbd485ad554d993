import { useTranslation } from 'react-i18next';
import { ReviewQueue } from '../../features/review';

/** Comments the machine review flagged or could not decide. */
export default function AiCommentManage() {
  const { t } = useTranslation('review');
  return <ReviewQueue screenUri="/content-review/ai-comment-manage" title={t('screens.aiCommentManage')} />;
}
