import { CONTENT_LANGUAGES } from '../../shared/components/lang-fields/content-languages';
import { hasCompleteLanguage } from '../../shared/components/lang-fields/lang-rules';
import { MAX_IMPORT_ROWS } from '../../shared/components/excel-import/import-core';
import type { Problem } from '../symptoms';
import type { PromotionInput, TargetImportResult, TargetRefusalCode } from './types';
import { isHttpsLink } from '../../shared/links/https-link';

export const PROMOTION_LIMITS = {
  titleMax: 50,
  contentMax: 500,
  linkMax: 500,
  /** Spec: Excel data cannot exceed 20,000 rows; a promotion reaches at most that many users. */
  targetsMax: MAX_IMPORT_ROWS,
  reasonMax: 200,
} as const;

/** An app user's login as the import accepts it. */
export const LOGIN_PATTERN = '^[A-Za-z0-9_.]{2,40}$';
const LOGIN = new RegExp(LOGIN_PATTERN);

/**
 * A promotion's message: some language has both title and content (spec section 5), texts within their
 * limits, an optional https link, and a sending time still to come.
 */
export function promotionProblems(input: Partial<PromotionInput>, now: number): Problem[] {
  const problems: Problem[] = [];
  if (!hasCompleteLanguage(input.texts, ['title', 'content'])) {
    problems.push({ field: 'texts', code: 'titleAndContent' });
  } else {
    const long = CONTENT_LANGUAGES.some(
      (language) =>
        (input.texts?.[language]?.title ?? '').trim().length > PROMOTION_LIMITS.titleMax ||
        (input.texts?.[language]?.content ?? '').trim().length > PROMOTION_LIMITS.contentMax,
    );
    if (long) problems.push({ field: 'texts', code: 'promotionTooLong', params: PROMOTION_LIMITS });
  }
  const link = (input.link ?? '').trim();
  if (link && (link.length > PROMOTION_LIMITS.linkMax || !isHttpsLink(link))) {
    problems.push({ field: 'link', code: 'link' });
  }
  const sendAt = typeof input.sendAt === 'string' ? Date.parse(input.sendAt) : NaN;
  if (Number.isNaN(sendAt)) problems.push({ field: 'sendAt', code: 'sendAtRequired' });
  else if (sendAt <= now) problems.push({ field: 'sendAt', code: 'sendAtPast' });
  return problems;
}

/** Confirming a promotion's sending: it has target users, a time still to come and a reason. */
export function confirmProblems(promotion: { targetCount: number; sendAt: string }, reason: string, now: number) {
  const problems: Problem[] = [];
  if (promotion.targetCount === 0) problems.push({ field: 'targets', code: 'noTargets' });
  if (!(Date.parse(promotion.sendAt) > now)) problems.push({ field: 'sendAt', code: 'sendAtPast' });
  if (!reason.trim()) problems.push({ field: 'reason', code: 'reasonRequired' });
  else if (reason.trim().length > PROMOTION_LIMITS.reasonMax)
    problems.push({ field: 'reason', code: 'reasonTooLong', params: { max: PROMOTION_LIMITS.reasonMax } });
  return problems;
}

/**
 * Adds imported logins to a promotion's targets: each must look like a login, belong to an app user,
 * not be a target already, not repeat an earlier row, and fit under the limit. Answers the new target
 * list and, by position, the logins refused. Linear in the rows (sets, no scans): 20,000 rows are cheap.
 */
export function addTargets(
  current: readonly string[],
  logins: readonly unknown[],
  knownLogin: (login: string) => boolean,
  max: number = PROMOTION_LIMITS.targetsMax,
): { targets: string[]; result: TargetImportResult } {
  const targets = [...current];
  const present = new Set(current.map((login) => login.toLowerCase()));
  const seen = new Set<string>();
  const refused: TargetImportResult['refused'] = [];
  let added = 0;
  logins.forEach((value, index) => {
    const login = typeof value === 'string' ? value.trim() : '';
    const key = login.toLowerCase();
    let code: TargetRefusalCode | null = null;
    if (!LOGIN.test(login)) code = 'format';
    else if (seen.has(key)) code = 'repeated';
    else if (present.has(key)) code = 'already';
    else if (!knownLogin(key)) code = 'unknown';
    else if (targets.length >= max) code = 'full';
    seen.add(key);
    if (code) {
      refused.push({ index, code });
      return;
    }
    present.add(key);
    targets.push(key);
    added += 1;
  });
  return { targets, result: { added, total: targets.length, refused } };
}
