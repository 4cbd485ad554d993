import { useState } from 'react';
import type { Language } from './languages';
import { setLanguage } from './set-language';
import { usePreferencesStore } from '../stores/preferences-store';

/** The current language and a switch that reports while the new language's files load. */
export function useSwitchLanguage() {
  const language = usePreferencesStore((state) => state.language);
  const [switching, setSwitching] = useState(false);
  const switchTo = async (next: Language) => {
    setSwitching(true);
    try {
      await setLanguage(next);
    } finally {
      setSwitching(false);
    }
  };
  return { language, switching, switchTo };
}
