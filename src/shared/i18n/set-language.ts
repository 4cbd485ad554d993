import { usePreferencesStore } from '../stores/preferences-store';
import { i18n, initI18n, loadTranslations } from './i18n';
import { DEFAULT_LANGUAGE, HTML_LANG, isRtlLanguage, type Language } from './languages';
import { loadUiLocales } from './ui-locales';

/** Sets <html lang dir> so the browser, antd's portals and our CSS all mirror for Arabic. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = HTML_LANG[language];
  document.documentElement.dir = isRtlLanguage(language) ? 'rtl' : 'ltr';
}

/**
 * Switches the interface language without a reload: translations, antd's and dayjs's locales are
 * loaded first, then the direction, antd and every string flip together.
 */
export async function setLanguage(language: Language): Promise<void> {
  if (!i18n.isInitialized) await initI18n(language);
  await Promise.all([loadTranslations(DEFAULT_LANGUAGE), loadTranslations(language), loadUiLocales(language)]);
  applyDocumentLanguage(language);
  usePreferencesStore.getState().setLanguage(language);
  await i18n.changeLanguage(language);
}
