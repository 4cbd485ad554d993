import { useTranslation } from 'react-i18next';
import { RecommendationScreen } from '../../features/recommendations';

/** The explore page, shown in every mode: its articles, cards and banners by date. */
export default function ExploreScreen() {
  const { t } = useTranslation('recommendations');
  return <RecommendationScreen place={{ surface: 'explore', mode: null }} title={t('screens.explore.all')} />;
}
