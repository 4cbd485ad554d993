import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../shared/components/lang-fields/content-languages';
import type { LangTexts } from '../../../shared/components/lang-fields/content-languages';

/** The title to list multi-language content by: the interface language's if it has one, else the first. */
export function titleIn(texts: LangTexts<'title'>, language: string): string {
  const preferred = texts[language as ContentLanguage]?.title;
  if (preferred) return preferred;
  const first = CONTENT_LANGUAGES.find((code) => texts[code]?.title);
  return (first && texts[first]?.title) || '';
}
