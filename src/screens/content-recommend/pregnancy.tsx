import { useTranslation } from 'react-i18next';
import { RecommendationScreen } from '../../features/recommendations';

/** The pregnancy mode's tool page: its articles, cards and banners by date and pregnancy week. */
export default function PregnancyToolPageScreen() {
  const { t } = useTranslation('recommendations');
  return <RecommendationScreen place={{ surface: 'tools', mode: 'pregnancy' }} title={t('screens.tools.pregnancy')} />;
}
