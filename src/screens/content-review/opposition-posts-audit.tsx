import { useTranslation } from 'react-i18next';
import { ReviewQueue } from '../../features/review';

/** Objections to removed posts, decided with the review actions. */
export default function OppositionPostsAudit() {
  const { t } = useTranslation('review');
  return <ReviewQueue screenUri="/content-review/opposition-posts-audit" title={t('screens.oppositionPostsAudit')} />;
}
