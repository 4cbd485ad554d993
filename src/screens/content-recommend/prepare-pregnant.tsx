import { useTranslation } from 'react-i18next';
import { RecommendationScreen } from '../../features/recommendations';

/** The pregnancy-preparing mode's tool page: its articles, cards and banners by date and cycle day. */
export default function PreparePregnantToolPageScreen() {
  const { t } = useTranslation('recommendations');
  return (
    <RecommendationScreen place={{ surface: 'tools', mode: 'prePregnancy' }} title={t('screens.tools.prePregnancy')} />
  );
}
