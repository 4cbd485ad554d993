import { useTranslation } from 'react-i18next';
import { RecommendationScreen } from '../../features/recommendations';

/** The insights articles shown in the pregnancy-preparing mode, day by day, with the days left without any. */
export default function PrePregnancyModeInsightsScreen() {
  const { t } = useTranslation('recommendations');
  return (
    <RecommendationScreen
      place={{ surface: 'insights', mode: 'prePregnancy' }}
      title={t('screens.insights.prePregnancy')}
    />
  );
}
