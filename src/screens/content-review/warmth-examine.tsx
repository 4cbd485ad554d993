import { useTranslation } from 'react-i18next';
import { ReviewQueue } from '../../features/review';

/** Posts nominated for the warmth top list, in zh, en and ar. */
export default function WarmthExamine() {
  const { t } = useTranslation('review');
  return <ReviewQueue screenUri="/content-review/warmth-examine" title={t('screens.warmthExamine')} languageFilter />;
}
