/**
 * The rules of content pools, main categories and posting guidance: the forms check them before saving and
 * the mock backend checks them again, both worded by classify.json's `rules` (the forms in the reader's
 * language, the mock in the caller's, from the request's header).
 */
import { hasCompleteLanguage } from '../../shared/components/lang-fields/lang-rules';
import { CONTENT_LANGUAGES } from '../../shared/components/lang-fields/content-languages';
import type { ContentPoolInput, MainCategoryInput, PostingGuidanceInput } from './types';

export const CLASSIFY_LIMITS = { nameMax: 30, weightMin: 0, weightMax: 9999, guidanceMax: 500 } as const;

type ClassifyRuleCode =
  | 'nameRequired'
  | 'nameTooLong'
  | 'weight'
  | 'categoryAlreadyAdded'
  | 'categoryUnknown'
  | 'poolNameTaken'
  | 'guidanceRequired'
  | 'guidanceTooLong';

export interface Problem {
  field: string;
  code: ClassifyRuleCode;
}

const blank = (text: unknown) => typeof text !== 'string' || !text.trim();
const weightOk = (value: unknown) =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= CLASSIFY_LIMITS.weightMin &&
  value <= CLASSIFY_LIMITS.weightMax;

function nameAndWeight(input: Partial<MainCategoryInput>): Problem[] {
  const problems: Problem[] = [];
  if (blank(input.name)) problems.push({ field: 'name', code: 'nameRequired' });
  else if (String(input.name).trim().length > CLASSIFY_LIMITS.nameMax)
    problems.push({ field: 'name', code: 'nameTooLong' });
  if (!weightOk(input.weight)) problems.push({ field: 'weight', code: 'weight' });
  return problems;
}

/** The same name, whatever the case and surrounding spaces. */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A main category's own rules; a second category of the same name needs the others (`categoryNameTaken`). */
export const categoryProblems = (input: Partial<MainCategoryInput>): Problem[] => nameAndWeight(input);

/** Whether another category already has this name: adding it would add the category twice. */
export const categoryNameTaken = (
  existing: ReadonlyArray<{ id: number; name: string }>,
  name: string,
  id?: number,
): boolean => existing.some((row) => row.id !== id && sameName(row.name, name));

/** Whether `categoryId` is already among a pool's categories. */
export const categoryAlreadyAdded = (categoryIds: readonly number[], categoryId: number) =>
  categoryIds.includes(categoryId);

/** A pool's rules: name, weight, and no category twice. */
export function poolProblems(input: Partial<ContentPoolInput>): Problem[] {
  const problems = nameAndWeight(input);
  const ids = input.categoryIds ?? [];
  if (new Set(ids).size !== ids.length) problems.push({ field: 'categoryIds', code: 'categoryAlreadyAdded' });
  return problems;
}

/** Guidance: some language has text, none too long. */
export function guidanceProblems(input: Partial<PostingGuidanceInput>): Problem[] {
  const problems: Problem[] = [];
  if (!hasCompleteLanguage(input.texts, ['text'])) problems.push({ field: 'texts', code: 'guidanceRequired' });
  for (const language of CONTENT_LANGUAGES) {
    const text = input.texts?.[language]?.text;
    if (typeof text === 'string' && text.trim().length > CLASSIFY_LIMITS.guidanceMax) {
      problems.push({ field: `texts.${language}.text`, code: 'guidanceTooLong' });
    }
  }
  return problems;
}
