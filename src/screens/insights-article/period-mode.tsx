import { useTranslation } from 'react-i18next';
import { RecommendationScreen } from '../../features/recommendations';

/** The insights articles shown in the menstrual period mode, day by day, with the days left without any. */
export default function PeriodModeInsightsScreen() {
  const { t } = useTranslation('recommendations');
  return <RecommendationScreen place={{ surface: 'insights', mode: 'period' }} title={t('screens.insights.period')} />;
}
