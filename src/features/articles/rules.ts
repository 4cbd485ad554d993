import { isAppLink } from '../../shared/links/h5-link';
/**
 * The rules of articles and help categories: the forms check them before saving and the mock backend
 * checks them again, so both sides say the same thing: the forms in the reader's language through
 * `articles:rules.<code>`, the mock in the caller's (the request's header) through `articles:serverRules.<code>`.
 */
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../shared/components/lang-fields/content-languages';
import { compactLangTexts, hasCompleteLanguage } from '../../shared/components/lang-fields/lang-rules';
import { defineMachine } from '../../shared/components/status-tag/state-machine';
import {
  PREGNANCY_WEEK_MAX,
  PREGNANCY_WEEK_MIN,
  COURSE_TYPES,
  hasCategories,
  type ArticleInput,
  type ArticleKind,
  type ArticleStatus,
  type ArticleTexts,
  type CategoryInput,
} from './types';

export const ARTICLE_LIMITS = {
  titleMax: 100,
  descriptionMax: 300,
  linkMax: 500,
  displayIdMin: 1,
  displayIdMax: 99_999_999,
  categoryNameMax: 30,
  sortMin: 0,
  sortMax: 9999,
} as const;

export type ArticleRuleCode =
  | 'textsIncomplete'
  | 'titleRequired'
  | 'linkRequired'
  | 'titleTooLong'
  | 'descriptionTooLong'
  | 'linkTooLong'
  | 'linkInvalid'
  | 'displayId'
  | 'displayIdTaken'
  | 'categoryRequired'
  | 'categoryMissing'
  | 'pregnancyWeek'
  | 'courseType'
  | 'deleteListed'
  | 'categoryNameRequired'
  | 'categoryNameTooLong'
  | 'categoryNameTaken'
  | 'sort'
  | 'categoryInUse';

export interface Problem {
  /** The form field, dotted: `texts.en.link`. */
  field: string;
  code: ArticleRuleCode;
}

const filled = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';
const tooLong = (text: unknown, max: number) => typeof text === 'string' && text.trim().length > max;
const wholeIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Every broken rule of the texts: some language complete, each language started is complete, limits. */
export function textProblems(texts: ArticleTexts | null | undefined): Problem[] {
  const problems: Problem[] = [];
  if (!hasCompleteLanguage(texts, ['title', 'description'])) problems.push({ field: 'texts', code: 'textsIncomplete' });
  for (const language of CONTENT_LANGUAGES) {
    const entry = texts?.[language];
    if (!entry) continue;
    const at = (field: string) => `texts.${language}.${field}`;
    const { title, description, link } = entry;
    const started = filled(title) || filled(description) || filled(link);
    if (started && !filled(title)) problems.push({ field: at('title'), code: 'titleRequired' });
    if (started && filled(title) && !filled(link)) problems.push({ field: at('link'), code: 'linkRequired' });
    if (tooLong(title, ARTICLE_LIMITS.titleMax)) problems.push({ field: at('title'), code: 'titleTooLong' });
    if (tooLong(description, ARTICLE_LIMITS.descriptionMax)) {
      problems.push({ field: at('description'), code: 'descriptionTooLong' });
    }
    if (filled(link)) {
      if (tooLong(link, ARTICLE_LIMITS.linkMax)) problems.push({ field: at('link'), code: 'linkTooLong' });
      else if (!isAppLink(link)) problems.push({ field: at('link'), code: 'linkInvalid' });
    }
  }
  return problems;
}

/** Every broken rule of an article's form, for its kind (the category and the week belong to one kind). */
export function articleProblems(kind: ArticleKind, input: Partial<ArticleInput>): Problem[] {
  const problems = textProblems(input.texts);
  if (!wholeIn(input.displayId, ARTICLE_LIMITS.displayIdMin, ARTICLE_LIMITS.displayIdMax)) {
    problems.push({ field: 'displayId', code: 'displayId' });
  }
  if (hasCategories(kind) && !(typeof input.categoryId === 'number' && input.categoryId > 0)) {
    problems.push({ field: 'categoryId', code: 'categoryRequired' });
  }
  if (kind === 'pregnancy' && !wholeIn(input.pregnancyWeek, PREGNANCY_WEEK_MIN, PREGNANCY_WEEK_MAX)) {
    problems.push({ field: 'pregnancyWeek', code: 'pregnancyWeek' });
  }
  if (kind === 'creator' && !(COURSE_TYPES as readonly unknown[]).includes(input.courseType)) {
    problems.push({ field: 'courseType', code: 'courseType' });
  }
  return problems;
}

/** What is stored from a valid input: trimmed texts without empty languages; no field of another kind. */
export function normalizeArticle(kind: ArticleKind, input: ArticleInput) {
  return {
    displayId: input.displayId,
    categoryId: hasCategories(kind) ? (input.categoryId ?? null) : null,
    pregnancyWeek: kind === 'pregnancy' ? (input.pregnancyWeek ?? null) : null,
    ...(kind === 'creator' ? { courseType: input.courseType ?? null } : {}),
    texts: compactLangTexts(input.texts) as ArticleTexts,
  };
}

/** Every broken rule of a help category's form. */
export function categoryProblems(input: Partial<CategoryInput>): Problem[] {
  const problems: Problem[] = [];
  const names = input.names ?? {};
  if (!CONTENT_LANGUAGES.some((language) => filled(names[language]))) {
    problems.push({ field: 'names', code: 'categoryNameRequired' });
  }
  for (const language of CONTENT_LANGUAGES) {
    if (tooLong(names[language], ARTICLE_LIMITS.categoryNameMax)) {
      problems.push({ field: `names.${language}`, code: 'categoryNameTooLong' });
    }
  }
  if (!wholeIn(input.sort, ARTICLE_LIMITS.sortMin, ARTICLE_LIMITS.sortMax))
    problems.push({ field: 'sort', code: 'sort' });
  return problems;
}

/** Two categories clash when they share a name in the same language (case and spaces aside). */
export function clashingLanguage(
  a: Partial<Record<ContentLanguage, string | null>>,
  b: Partial<Record<ContentLanguage, string | null>>,
): ContentLanguage | null {
  const norm = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();
  return (
    CONTENT_LANGUAGES.find((language) => norm(a[language]) !== '' && norm(a[language]) === norm(b[language])) ?? null
  );
}

/**
 * The name to show of something named per content language: the interface language's when it has one,
 * else the first content language that has one.
 */
export function textIn<T>(
  entries: Partial<Record<ContentLanguage, T | null | undefined>>,
  read: (entry: T) => string | null | undefined,
  language: string,
): { text: string; language: ContentLanguage } | null {
  const preferred = (CONTENT_LANGUAGES as readonly string[]).includes(language) ? (language as ContentLanguage) : null;
  const order = preferred ? [preferred, ...CONTENT_LANGUAGES.filter((code) => code !== preferred)] : CONTENT_LANGUAGES;
  for (const code of order) {
    const entry = entries[code];
    const text = entry ? read(entry) : null;
    if (filled(text)) return { text: text.trim(), language: code };
  }
  return null;
}

export type ArticleAction = 'list' | 'delist' | 'delete';

/**
 * An article is written delisted (unless listed at once), listed to show in the app and delisted to hide
 * it; it can be edited in both states (no transition). Only a delisted article can be deleted, so nothing the app shows
 * disappears by a slip.
 */
export const articleMachine = defineMachine<ArticleStatus, ArticleAction>({
  states: {
    listed: { label: 'articles:status.listed', color: 'green' },
    delisted: { label: 'articles:status.delisted', color: 'default' },
  },
  transitions: {
    list: { from: ['delisted'], to: 'listed' },
    delist: { from: ['listed'], to: 'delisted' },
    delete: { from: ['delisted'], to: null },
  },
});
