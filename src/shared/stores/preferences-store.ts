import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_LANGUAGE, isRtlLanguage, type Language } from '../i18n/languages';
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
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<PreferencesState>;
        const language = saved.language ?? current.language;
        return { ...current, ...saved, language, isRtl: isRtlLanguage(language) };
      },
    },
  ),
);
