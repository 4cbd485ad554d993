/**
 * The content languages (spec section 1): English, Arabic, French, Malay, Indonesian, Chinese, in that
 * order. Indonesian's code is `ind`, as everywhere in the product; Malay is `ms`.
 */
export const CONTENT_LANGUAGES = ['en', 'ar', 'fr', 'ms', 'ind', 'zh'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Arabic is written right to left, whatever the interface language. */
export const isRtlContent = (language: ContentLanguage): boolean => language === 'ar';

/** BCP 47 tag for the `lang` attribute of an input (spell checkers, fonts, screen readers). */
export const CONTENT_LANG_TAG: Record<ContentLanguage, string> = {
  en: 'en',
  ar: 'ar',
  fr: 'fr',
  ms: 'ms',
  ind: 'id',
  zh: 'zh',
};

/** Per-language texts: `{ en: { title, content }, ar: { ... } }`; any language may be missing. */
export type LangTexts<F extends string = string> = Partial<Record<ContentLanguage, Partial<Record<F, string | null>>>>;
