import { CONTENT_LANGUAGES, type ContentLanguage } from '../../shared/components/lang-fields/content-languages';
import { hasCompleteLanguage } from '../../shared/components/lang-fields/lang-rules';
import { isMode } from '../../shared/types/app-mode';
import type { Problem } from '../symptoms';
import { nameKey } from '../../shared/components/lang-fields/lang-names';
import type { Faq, FaqInput } from './types';

export const FAQ_LIMITS = { questionMax: 200, answerMax: 2000, weightMax: 9999 } as const;

/**
 * A question: its mode, a weight, and at least one language with both the question and its answer
 * (the spec's "at least one language must have both title and description"); a question without an
 * answer in a language, or an answer without its question, is refused too (the app would show half).
 */
export function faqProblems(input: Partial<FaqInput>): Problem[] {
  const problems: Problem[] = [];
  if (!isMode(input.mode)) problems.push({ field: 'mode', code: 'modeRequired' });
  const weight = input.weight;
  if (typeof weight !== 'number' || !Number.isInteger(weight) || weight < 0 || weight > FAQ_LIMITS.weightMax) {
    problems.push({ field: 'weight', code: 'weight', params: { max: FAQ_LIMITS.weightMax } });
  }
  if (!hasCompleteLanguage(input.texts, ['question', 'answer'])) {
    problems.push({ field: 'texts', code: 'questionAndAnswer' });
    return problems;
  }
  const half = halfLanguages(input.texts);
  if (half.length) problems.push({ field: 'texts', code: 'halfLanguage', params: { languages: half.join(', ') } });
  const long = CONTENT_LANGUAGES.some(
    (language) =>
      (input.texts?.[language]?.question ?? '').trim().length > FAQ_LIMITS.questionMax ||
      (input.texts?.[language]?.answer ?? '').trim().length > FAQ_LIMITS.answerMax,
  );
  if (long) problems.push({ field: 'texts', code: 'faqTooLong', params: FAQ_LIMITS });
  return problems;
}

const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';

/** Languages with a question but no answer, or an answer but no question. */
export function halfLanguages(texts: FaqInput['texts'] | undefined): ContentLanguage[] {
  return CONTENT_LANGUAGES.filter((language) => {
    const entry = texts?.[language];
    return !!entry && filled(entry.question) !== filled(entry.answer);
  });
}

/** The languages in which another question of the same mode asks the very same thing. */
export function repeatedQuestions(input: Pick<FaqInput, 'mode' | 'texts'>, others: Faq[], ownId?: number) {
  return CONTENT_LANGUAGES.filter((language) => {
    const key = nameKey(input.texts?.[language]?.question);
    return (
      !!key &&
      others.some(
        (other) => other.id !== ownId && other.mode === input.mode && nameKey(other.texts[language]?.question) === key,
      )
    );
  });
}
