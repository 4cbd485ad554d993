import { useTranslation } from 'react-i18next';
import { ReviewQueue } from '../../features/review';

/** Report Management: users' reports on posts, grouped by post; handled with the review actions. */
export default function UserReportPost() {
  const { t } = useTranslation('review');
  return <ReviewQueue screenUri="/posts-manage/user-report-post" title={t('screens.userReportPost')} />;
}
