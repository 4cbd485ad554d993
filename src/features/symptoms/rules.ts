/**
 * The rules of the mode content screens (symptoms here; FAQ, message promotions and banners in their
 * features): the forms check them before saving and the mock backend checks them again.
 */
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../shared/components/lang-fields/content-languages';
import { hasCompleteLanguage } from '../../shared/components/lang-fields/lang-rules';
import { nameKey } from '../../shared/components/lang-fields/lang-names';
import type { RuleProblem } from '../../shared/types/rule-problem';
import type { Symptom, SymptomInput } from './types';
import { isMode } from '../../shared/types/app-mode';

/** A broken rule on a field: the code is translated from `modecontent:rules.<code>`. */
export type Problem = RuleProblem;

export const SYMPTOM_LIMITS = { nameMax: 30, weightMax: 9999 } as const;

export function symptomProblems(input: Partial<SymptomInput>): Problem[] {
  const problems: Problem[] = [];
  if (!isMode(input.mode)) problems.push({ field: 'mode', code: 'modeRequired' });
  const weight = input.weight;
  if (typeof weight !== 'number' || !Number.isInteger(weight) || weight < 0 || weight > SYMPTOM_LIMITS.weightMax) {
    problems.push({ field: 'weight', code: 'weight', params: { max: SYMPTOM_LIMITS.weightMax } });
  }
  if (!hasCompleteLanguage(input.names, ['name'])) problems.push({ field: 'names', code: 'nameRequired' });
  const tooLong = CONTENT_LANGUAGES.some(
    (language) => (input.names?.[language]?.name ?? '').trim().length > SYMPTOM_LIMITS.nameMax,
  );
  if (tooLong) problems.push({ field: 'names', code: 'nameTooLong', params: { max: SYMPTOM_LIMITS.nameMax } });
  return problems;
}

/**
 * The languages in which another symptom of the same mode already has this name: the app would list two
 * symptoms a user cannot tell apart.
 */
export function takenNames(input: Pick<SymptomInput, 'mode' | 'names'>, others: Symptom[], ownId?: number) {
  const taken: ContentLanguage[] = [];
  for (const language of CONTENT_LANGUAGES) {
    const key = nameKey(input.names?.[language]?.name);
    if (!key) continue;
    const clash = others.some(
      (other) => other.id !== ownId && other.mode === input.mode && nameKey(other.names[language]?.name) === key,
    );
    if (clash) taken.push(language);
  }
  return taken;
}
