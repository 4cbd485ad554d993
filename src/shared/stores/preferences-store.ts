import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_LANGUAGE, isRtlLanguage, LANGUAGES, type Language } from '../i18n/languages';
import { STORAGE_KEYS } from './storage-keys';

interface PreferencesState {
  language: Language;
  isRtl: boolean;
  /** The collapsed ("mini") navigation. */
  miniNav: boolean;
  setLanguage: (language: Language) => void;
  setMiniNav: (miniNav: boolean) => void;
}

export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      language: DEFAULT_LANGUAGE,
      isRtl: isRtlLanguage(DEFAULT_LANGUAGE),
      miniNav: false,
      setLanguage: (language) => set({ language, isRtl: isRtlLanguage(language) }),
      setMiniNav: (miniNav) => set({ miniNav }),
    }),
    {
      name: STORAGE_KEYS.preferences,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ language, miniNav }) => ({ language, miniNav }),
      // Edited by hand or left by an older version: anything we do not know falls back to the default.
      merge: (persisted, current) => {
        const saved = (persisted && typeof persisted === 'object' ? persisted : {}) as Record<string, unknown>;
        let { language, miniNav } = current;
        if (saved.language !== undefined) {
          if ((LANGUAGES as readonly unknown[]).includes(saved.language)) language = saved.language as Language;
          else {
            language = DEFAULT_LANGUAGE;
            console.warn(`[preferences] unknown language ${JSON.stringify(saved.language)}; using ${language}`);
          }
        }
        if (typeof saved.miniNav === 'boolean') miniNav = saved.miniNav;
        else if (saved.miniNav !== undefined) {
          miniNav = false;
          console.warn('[preferences] the folded-menu flag is not true or false; ignored');
        }
        return { ...current, language, miniNav, isRtl: isRtlLanguage(language) };
      },
    },
  ),
);
