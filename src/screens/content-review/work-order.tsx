import { useTranslation } from 'react-i18next';
import { ReviewQueue } from '../../features/review';

/** Review tasks: the audit and report tasks on posts and comments, in zh, en and ar. */
export default function WorkOrder() {
  const { t } = useTranslation('review');
  return <ReviewQueue screenUri="/content-review/work-order" title={t('screens.workOrder')} languageFilter />;
}
