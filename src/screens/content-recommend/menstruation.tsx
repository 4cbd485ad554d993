import { useTranslation } from 'react-i18next';
import { RecommendationScreen } from '../../features/recommendations';

/** The menstrual mode's tool page: its articles, cards and banners by date and cycle day. */
export default function MenstruationToolPageScreen() {
  const { t } = useTranslation('recommendations');
  return <RecommendationScreen place={{ surface: 'tools', mode: 'period' }} title={t('screens.tools.period')} />;
}
