import { CONTENT_LANGUAGES } from '../../shared/components/lang-fields/content-languages';
import { hasCompleteLanguage } from '../../shared/components/lang-fields/lang-rules';
import { defineMachine } from '../../shared/components/status-tag/state-machine';
import type { RuleProblem } from '../../shared/types/rule-problem';
import { KIND_RULES, type MedalItemInput, type MedalKind, type MedalStatus } from './types';

export const MEDAL_LIMITS = {
  nameMax: 30,
  descriptionMax: 200,
  validDaysMax: 365,
  rewardMax: 10_000,
  priceMax: 1_000_000,
  stockMax: 1_000_000,
  perUserMax: 100,
} as const;

export type MedalAction = 'list' | 'delist' | 'delete';

/**
 * An item is created delisted, listed to show in the app and delisted to hide it; it can be edited in both
 * states (no transition). Only a delisted item can be deleted, so nothing users can see or earn vanishes at once.
 */
export const medalMachine = defineMachine<MedalStatus, MedalAction>({
  states: {
    listed: { label: 'medals:items.status.listed', color: 'green' },
    delisted: { label: 'medals:items.status.delisted', color: 'default' },
  },
  transitions: {
    list: { from: ['delisted'], to: 'listed' },
    delist: { from: ['listed'], to: 'delisted' },
    delete: { from: ['delisted'], to: null },
  },
});

const wholeIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * An item of a kind: a name in some language (each at most 30 characters, descriptions 200), its image,
 * a condition where the kind is earned by one, and the kind's numbers: a frame's days (0 for good), an
 * easter egg's reward, a mall item's price, stock and limit per user. That a named condition exists is
 * the server's check.
 */
export function medalProblems(kind: MedalKind, input: Partial<MedalItemInput>): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const names = input.names ?? {};
  if (!hasCompleteLanguage(names, ['name'])) problems.push({ field: 'names', code: 'itemNameRequired' });
  for (const language of CONTENT_LANGUAGES) {
    if ((names[language]?.name ?? '').trim().length > MEDAL_LIMITS.nameMax)
      problems.push({
        field: `names.${language}.name`,
        code: 'itemNameTooLong',
        params: { max: MEDAL_LIMITS.nameMax },
      });
    if ((names[language]?.description ?? '').trim().length > MEDAL_LIMITS.descriptionMax)
      problems.push({
        field: `names.${language}.description`,
        code: 'itemDescriptionTooLong',
        params: { max: MEDAL_LIMITS.descriptionMax },
      });
  }
  if (typeof input.image !== 'string' || !input.image) problems.push({ field: 'image', code: 'itemImageRequired' });
  if (KIND_RULES[kind].conditionRequired && !(input.condition ?? '').trim())
    problems.push({ field: 'condition', code: 'itemConditionRequired' });
  if (kind === 'headFrame' && !wholeIn(input.validDays, 0, MEDAL_LIMITS.validDaysMax))
    problems.push({ field: 'validDays', code: 'validDays', params: { max: MEDAL_LIMITS.validDaysMax } });
  if (kind === 'easterEgg' && !wholeIn(input.points, 0, MEDAL_LIMITS.rewardMax))
    problems.push({ field: 'points', code: 'reward', params: { max: MEDAL_LIMITS.rewardMax } });
  if (kind === 'mallItem') {
    if (!wholeIn(input.points, 1, MEDAL_LIMITS.priceMax))
      problems.push({ field: 'points', code: 'price', params: { max: MEDAL_LIMITS.priceMax } });
    if (!wholeIn(input.stock, 0, MEDAL_LIMITS.stockMax))
      problems.push({ field: 'stock', code: 'stock', params: { max: MEDAL_LIMITS.stockMax } });
    if (!wholeIn(input.perUserLimit, 1, MEDAL_LIMITS.perUserMax))
      problems.push({ field: 'perUserLimit', code: 'perUserLimit', params: { max: MEDAL_LIMITS.perUserMax } });
    else if (wholeIn(input.stock, 1, MEDAL_LIMITS.stockMax) && (input.perUserLimit as number) > (input.stock as number))
      problems.push({ field: 'perUserLimit', code: 'perUserOverStock', params: { max: input.stock as number } });
  }
  return problems;
}

/** Why an item cannot be listed now: a mall item with nothing in stock would show as sold out at once. */
export function listingProblem(kind: MedalKind, item: { stock: number | null }): string | null {
  return kind === 'mallItem' && !item.stock ? 'outOfStock' : null;
}
