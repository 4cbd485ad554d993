/** Interface languages. Indonesian's code is `ind` (spec section 1). */
export const LANGUAGES = ['en', 'zh', 'ar', 'fr', 'ind'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name, shown in the language switch whatever the interface language. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  zh: '中文',
  ar: 'العربية',
  fr: 'Français',
  ind: 'Bahasa Indonesia',
};

/** The `lang` attribute for <html> (BCP 47). */
export const HTML_LANG: Record<Language, string> = { en: 'en', zh: 'zh-CN', ar: 'ar', fr: 'fr', ind: 'id' };

export function isRtlLanguage(language: string): boolean {
  return language === 'ar';
}
