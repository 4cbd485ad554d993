import { useMediaQuery } from '../../shared/hooks/use-media-query';
import { usePreferencesStore } from '../../shared/stores/preferences-store';

/** Whether the system asks for dark colours; follows the setting live. */
const useSystemDark = (): boolean => useMediaQuery('(prefers-color-scheme: dark)');

/** Whether the console shows dark: the admin's choice, or the system's while the choice is "system". */
export function useDarkTheme(): boolean {
  const choice = usePreferencesStore((state) => state.theme);
  const systemDark = useSystemDark();
  return choice === 'dark' || (choice === 'system' && systemDark);
}
