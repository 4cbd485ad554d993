import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MODES, type Mode } from '../types';

/** The three app modes as options (filters and forms). */
export function useModeOptions() {
  const { t } = useTranslation('modecontent');
  return MODES.map((mode) => ({ label: t(`modes.${mode}`), value: mode }));
}

export function ModeSelect(props: { value?: Mode; onChange?: (mode: Mode) => void; id?: string }) {
  return <Select {...props} options={useModeOptions()} />;
}
