import { useTranslation } from 'react-i18next';
import { RecommendationScreen } from '../../features/recommendations';

/** The insights articles shown in the pregnancy mode, day by day, with the days left without any. */
export default function PregnancyModeInsightsScreen() {
  const { t } = useTranslation('recommendations');
  return (
    <RecommendationScreen place={{ surface: 'insights', mode: 'pregnancy' }} title={t('screens.insights.pregnancy')} />
  );
}
