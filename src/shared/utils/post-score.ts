/** A post's score: a whole number from 0 to 100, never empty (spec 5). */
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;

/** The score's problem as an i18n key of the `posts` namespace, or null when it is valid. */
export function scoreProblem(value: unknown): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return 'score.empty';
  }
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(number) || !Number.isInteger(number)) return 'score.notWhole';
  if (number < SCORE_MIN || number > SCORE_MAX) return 'score.range';
  return null;
}
