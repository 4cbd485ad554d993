import { CONTENT_LANGUAGES, type ContentLanguage } from './content-languages';

/** Compares names as the app shows them: case, width and surrounding spaces ignored. */
export const nameKey = (text: unknown) =>
  typeof text === 'string' ? text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ') : '';

/** The name to list a multilingual item by: the interface language's, else the first one filled in. */
export function displayName(
  names: Partial<Record<ContentLanguage, Partial<Record<string, string | null>>>>,
  language: string,
  field = 'name',
) {
  const own = names[language as ContentLanguage]?.[field];
  if (own) return own;
  const first = CONTENT_LANGUAGES.find((code) => names[code]?.[field]);
  return (first && names[first]?.[field]) || '';
}
