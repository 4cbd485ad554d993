import { usePreferencesStore } from '../stores/preferences-store';
import { initI18n } from './i18n';
import { HTML_LANG, isRtlLanguage, type Language } from './languages';
import { loadUiLocales } from './ui-locales';

/** Sets <html lang dir> so the browser, antd's portals and our CSS all mirror for Arabic. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = HTML_LANG[language];
  document.documentElement.dir = isRtlLanguage(language) ? 'rtl' : 'ltr';
}

/**
 * Switches the interface language without a reload: translations, antd's and dayjs's locales are
 * loaded first, then everything flips at once.
 */
export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([initI18n(language), loadUiLocales(language)]);
  applyDocumentLanguage(language);
  usePreferencesStore.getState().setLanguage(language);
}
