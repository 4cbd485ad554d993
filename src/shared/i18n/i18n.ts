import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * Translations live in src/locales/<language>/<namespace>.json and are loaded per language on demand,
 * so the login page downloads only the language it shows (plus en, the fallback).
 */
const namespaceFiles = import.meta.glob<ResourceLanguage>('/src/locales/*/*.json', { import: 'default' });

export const i18n = i18next.createInstance();

function filesOf(language: Language) {
  const prefix = `/src/locales/${language}/`;
  return Object.entries(namespaceFiles).filter(([path]) => path.startsWith(prefix));
}

export async function loadTranslations(language: Language): Promise<void> {
  await Promise.all(
    filesOf(language).map(async ([path, load]) => {
      const namespace = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
      if (!i18n.hasResourceBundle(language, namespace)) {
        i18n.addResourceBundle(language, namespace, await load(), true, true);
      }
    }),
  );
}

export async function initI18n(language: Language): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      defaultNS: 'common',
      ns: ['common'],
      interpolation: { escapeValue: false },
      returnNull: false,
      resources: {},
    });
  }
  await Promise.all([loadTranslations(DEFAULT_LANGUAGE), loadTranslations(language)]);
  await i18n.changeLanguage(language);
}

/** Translation outside React (the request layer, the route guard). */
export const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, options) as string;
