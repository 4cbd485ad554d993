import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistIn } from './browser-storage';
import { DEFAULT_LANGUAGE, isRtlLanguage, LANGUAGES, type Language } from '../i18n/languages';
import { STORAGE_KEYS } from './storage-keys';

/** The colour theme the admin chose: the system's (prefers-color-scheme, followed live), light or dark. */
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
type ThemePreference = (typeof THEME_PREFERENCES)[number];

interface PreferencesState {
  language: Language;
  isRtl: boolean;
  /** The collapsed ("mini") navigation. */
  miniNav: boolean;
  theme: ThemePreference;
  /** antd's compact density (smaller controls and spacing), in either theme. */
  compact: boolean;
  setLanguage: (language: Language) => void;
  setMiniNav: (miniNav: boolean) => void;
  setTheme: (theme: ThemePreference) => void;
  setCompact: (compact: boolean) => void;
}

type StoredPreferences = Pick<PreferencesState, 'language' | 'isRtl' | 'miniNav' | 'theme' | 'compact'>;

/** A stored flag: true or false, anything else is ignored with a warning. */
function readFlag(value: unknown, fallback: boolean, what: string): boolean {
  if (value === undefined) return fallback;
  if (typeof value === 'boolean') return value;
  console.warn(`[preferences] ${what} is not true or false; ignored`);
  return false;
}

/**
 * What a stored copy of the preferences says, checked: edited by hand or left by an older version,
 * anything we do not know falls back to the default with a console warning.
 */
export function readStoredPreferences(persisted: unknown, current: StoredPreferences): StoredPreferences {
  const saved = (persisted && typeof persisted === 'object' ? persisted : {}) as Record<string, unknown>;
  let { language, theme } = current;
  if (saved.language !== undefined) {
    if ((LANGUAGES as readonly unknown[]).includes(saved.language)) language = saved.language as Language;
    else {
      language = DEFAULT_LANGUAGE;
      console.warn(`[preferences] unknown language ${JSON.stringify(saved.language)}; using ${language}`);
    }
  }
  if (saved.theme !== undefined) {
    if ((THEME_PREFERENCES as readonly unknown[]).includes(saved.theme)) theme = saved.theme as ThemePreference;
    else {
      theme = 'system';
      console.warn(`[preferences] unknown theme ${JSON.stringify(saved.theme)}; using ${theme}`);
    }
  }
  const miniNav = readFlag(saved.miniNav, current.miniNav, 'the folded-menu flag');
  const compact = readFlag(saved.compact, current.compact, 'the compact-density flag');
  return { language, isRtl: isRtlLanguage(language), miniNav, theme, compact };
}

export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      language: DEFAULT_LANGUAGE,
      isRtl: isRtlLanguage(DEFAULT_LANGUAGE),
      miniNav: false,
      theme: 'system',
      compact: false,
      setLanguage: (language) => set({ language, isRtl: isRtlLanguage(language) }),
      setMiniNav: (miniNav) => set({ miniNav }),
      setTheme: (theme) => set({ theme }),
      setCompact: (compact) => set({ compact }),
    }),
    {
      name: STORAGE_KEYS.preferences,
      storage: persistIn('localStorage'),
      partialize: ({ language, miniNav, theme, compact }) => ({ language, miniNav, theme, compact }),
      merge: (persisted, current) => ({ ...current, ...readStoredPreferences(persisted, current) }),
    },
  ),
);
