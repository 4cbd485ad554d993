import { COMMENT_RULES } from './types';

export type ReplyProblem = 'noContent' | 'contentTooLong' | 'noReplier' | 'notPosterAccount';

/**
 * What a reply lacks (spec: reply content cannot be empty; a comment reply user must be selected, and
 * only an official, whitelist or KOL account may be). Every problem, so the message names them all.
 */
export function replyProblems(
  content: unknown,
  replierId: unknown,
  replierAllowed: (id: number) => boolean,
): ReplyProblem[] {
  const problems: ReplyProblem[] = [];
  const text = typeof content === 'string' ? content.trim() : '';
  if (!text) problems.push('noContent');
  else if (text.length > COMMENT_RULES.replyMaxLength) problems.push('contentTooLong');
  if (replierId === undefined || replierId === null || replierId === '') problems.push('noReplier');
  else if (!Number.isInteger(replierId) || !replierAllowed(replierId as number)) problems.push('notPosterAccount');
  return problems;
}
