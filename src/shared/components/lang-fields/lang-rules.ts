import { CONTENT_LANGUAGES, type ContentLanguage, type LangTexts } from './content-languages';

const filled = (text: unknown): boolean => typeof text === 'string' && text.trim() !== '';

/** The languages in which every one of `fields` has non-blank text. */
export function completeLanguages<F extends string>(
  texts: LangTexts<F> | null | undefined,
  fields: readonly F[],
): ContentLanguage[] {
  if (!texts || typeof texts !== 'object' || fields.length === 0) return [];
  return CONTENT_LANGUAGES.filter((language) => {
    const entry = texts[language];
    return !!entry && typeof entry === 'object' && fields.every((field) => filled(entry[field]));
  });
}

/**
 * Spec section 5: "At least one language must have both title and description." Generalised to any
 * set of fields: some content language has all of them filled in (blank text does not count).
 */
export function hasCompleteLanguage<F extends string>(
  texts: LangTexts<F> | null | undefined,
  fields: readonly F[],
): boolean {
  return completeLanguages(texts, fields).length > 0;
}

/** Drops blank texts and languages left empty, trimming the rest: what gets saved. */
export function compactLangTexts<F extends string>(texts: LangTexts<F> | null | undefined): LangTexts<F> {
  const result: LangTexts<F> = {};
  if (!texts || typeof texts !== 'object') return result;
  for (const language of CONTENT_LANGUAGES) {
    const entry = texts[language];
    if (!entry || typeof entry !== 'object') continue;
    const kept = Object.fromEntries(
      Object.entries(entry)
        .filter(([, text]) => filled(text))
        .map(([field, text]) => [field, (text as string).trim()]),
    ) as Partial<Record<F, string>>;
    if (Object.keys(kept).length > 0) result[language] = kept;
  }
  return result;
}
