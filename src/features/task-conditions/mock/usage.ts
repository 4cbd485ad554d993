import type { ConditionUse } from '../types';
import { conditionKey } from '../rules';

/**
 * Who refers to task conditions by name. Each feature whose items name a condition (medals, avatar frames,
 * easter eggs, the points mall; creator tasks later) registers here from its own mock, so the conditions'
 * mock can say where a condition is used without knowing those features.
 */
export interface ConditionReferrer {
  /** The kind of item, also its label's key: `medals:usage.kinds.<kind>`. */
  kind: string;
  /** The items of this kind naming `condition`. */
  uses: (condition: string) => Array<Omit<ConditionUse, 'kind'>>;
}

const referrers = new Map<string, ConditionReferrer>();

export function referToConditions(referrer: ConditionReferrer): void {
  referrers.set(referrer.kind, referrer);
}

/** Everything that refers to the condition named so (names compared as conditionKey does). */
export function usesOf(name: string): ConditionUse[] {
  return [...referrers.values()].flatMap((referrer) =>
    referrer.uses(name).map((use) => ({ ...use, kind: referrer.kind })),
  );
}

/** Whether an item's condition is the one named so. */
export const sameCondition = (a: string | null | undefined, b: string) => !!a && conditionKey(a) === conditionKey(b);
