import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  type LangTexts,
} from '../../../shared/components/lang-fields/content-languages';

/** The interface language's own content language, when it has one. */
const CONTENT_LANGUAGE_OF: Record<string, ContentLanguage> = { en: 'en', zh: 'zh', ar: 'ar', fr: 'fr', ind: 'ind' };

/**
 * The title to show an admin: in the interface language when the content has it, else in English, else in
 * the first content language that has one; '' when none does.
 */
export function pickTitle(titles: LangTexts<'title'> | null | undefined, interfaceLanguage: string): string {
  if (!titles) return '';
  const preferred = CONTENT_LANGUAGE_OF[interfaceLanguage];
  const order = [preferred, 'en', ...CONTENT_LANGUAGES].filter(Boolean) as ContentLanguage[];
  for (const language of order) {
    const title = titles[language]?.title;
    if (typeof title === 'string' && title.trim()) return title.trim();
  }
  return '';
}
