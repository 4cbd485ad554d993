import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistIn } from './browser-storage';
import { DEFAULT_LANGUAGE, isRtlLanguage, LANGUAGES, type Language } from '../i18n/languages';
import { STORAGE_KEYS } from './storage-keys';

/** The colour theme the admin chose: the system's (prefers-color-scheme, followed live), light or dark. */
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** The side menu's width (px): dragged by its edge between these, 240 until then. */
export const MENU_WIDTH = { min: 200, default: 240, max: 480 } as const;
export const clampMenuWidth = (width: number) => Math.round(Math.min(MENU_WIDTH.max, Math.max(MENU_WIDTH.min, width)));

interface PreferencesState {
  language: Language;
  isRtl: boolean;
  /** The collapsed ("mini") navigation. */
  miniNav: boolean;
  theme: ThemePreference;
  /** antd's compact density (smaller controls and spacing), in either theme. */
  compact: boolean;
  /** The side menu's width when unfolded (px). */
  menuWidth: number;
  setLanguage: (language: Language) => void;
  setMiniNav: (miniNav: boolean) => void;
  setTheme: (theme: ThemePreference) => void;
  setCompact: (compact: boolean) => void;
  setMenuWidth: (width: number) => void;
}

type StoredPreferences = Pick<PreferencesState, 'language' | 'isRtl' | 'miniNav' | 'theme' | 'compact' | 'menuWidth'>;

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
  let { menuWidth } = current;
  if (saved.menuWidth !== undefined) {
    const valid = typeof saved.menuWidth === 'number' && Number.isFinite(saved.menuWidth);
    menuWidth = valid ? clampMenuWidth(saved.menuWidth as number) : MENU_WIDTH.default;
    if (!valid)
      console.warn(
        `[preferences] the menu width ${JSON.stringify(saved.menuWidth)} is not a number; using ${menuWidth}`,
      );
  }
  return { language, isRtl: isRtlLanguage(language), miniNav, theme, compact, menuWidth };
}

export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      language: DEFAULT_LANGUAGE,
      isRtl: isRtlLanguage(DEFAULT_LANGUAGE),
      miniNav: false,
      theme: 'system',
      compact: false,
      menuWidth: MENU_WIDTH.default,
      setLanguage: (language) => set({ language, isRtl: isRtlLanguage(language) }),
      setMiniNav: (miniNav) => set({ miniNav }),
      setTheme: (theme) => set({ theme }),
      setCompact: (compact) => set({ compact }),
      setMenuWidth: (width) => set({ menuWidth: clampMenuWidth(width) }),
    }),
    {
      name: STORAGE_KEYS.preferences,
      storage: persistIn('localStorage'),
      partialize: ({ language, miniNav, theme, compact, menuWidth }) => ({
        language,
        miniNav,
        theme,
        compact,
        menuWidth,
      }),
      merge: (persisted, current) => ({ ...current, ...readStoredPreferences(persisted, current) }),
    },
  ),
);
