import { useTranslation } from 'react-i18next';
import { Workbench } from '../../features/tagging';

/** The tagging workbench: one post at a time, its level-1 and level-2 tags and a quality label. */
export default function Marking() {
  const { t } = useTranslation('tagging');
  return <Workbench title={t('screens.marking')} />;
}
