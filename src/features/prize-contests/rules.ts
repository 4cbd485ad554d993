import { hasCompleteLanguage } from '../../shared/components/lang-fields/lang-rules';
import { defineMachine } from '../../shared/components/status-tag/state-machine';
import type { Problem } from '../health-activities';
import type { Contest, ContestEntry, ContestInput, ContestState } from './types';

export const CONTEST_LIMITS = { titleMax: 60, descriptionMax: 500, prizeMax: 100, winnersMax: 50, daysMax: 90 };
const DAY = 86_400_000;

/**
 * At least one language with title and description (spec section 5), a prize, 1 to 50 winners, and a
 * window whose end comes after its start, at most 90 days long.
 */
export function contestProblems(input: Partial<ContestInput>): Problem[] {
  const problems: Problem[] = [];
  if (!hasCompleteLanguage(input.texts, ['title', 'description']))
    problems.push({ field: 'texts', code: 'oneLanguage' });
  const prize = typeof input.prize === 'string' ? input.prize.trim() : '';
  if (!prize) problems.push({ field: 'prize', code: 'required' });
  else if (prize.length > CONTEST_LIMITS.prizeMax) {
    problems.push({ field: 'prize', code: 'tooLong', params: { max: CONTEST_LIMITS.prizeMax } });
  }
  const count = input.winnerCount;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > CONTEST_LIMITS.winnersMax) {
    problems.push({ field: 'winnerCount', code: 'winnerCount', params: { max: CONTEST_LIMITS.winnersMax } });
  }
  const start = Date.parse(String(input.startAt));
  const end = Date.parse(String(input.endAt));
  if (Number.isNaN(start) || Number.isNaN(end)) problems.push({ field: 'schedule', code: 'scheduleRequired' });
  else if (end <= start) problems.push({ field: 'schedule', code: 'endBeforeStart' });
  else if (end - start > CONTEST_LIMITS.daysMax * DAY) {
    problems.push({ field: 'schedule', code: 'contestTooLong', params: { max: CONTEST_LIMITS.daysMax } });
  }
  return problems;
}

/** Upcoming before the window, open within it, judging after it until the winners are announced. */
export function contestState(contest: Pick<Contest, 'startAt' | 'endAt' | 'announcedAt'>, now: number): ContestState {
  if (contest.announcedAt) return 'announced';
  if (now < Date.parse(contest.startAt)) return 'upcoming';
  return now < Date.parse(contest.endAt) ? 'open' : 'judging';
}

/**
 * Edit while upcoming or open (an open contest keeps its start: users have entered under it), delete only
 * before it opens, award once it has closed. The state is derived from the window, so an edit's `to` is
 * nominal: after it the contest is in whatever state its (new) window says.
 */
export const contestMachine = defineMachine<ContestState, 'edit' | 'delete' | 'award'>({
  states: {
    upcoming: { label: 'activities:contests.state.upcoming', color: 'blue' },
    open: { label: 'activities:contests.state.open', color: 'green' },
    judging: { label: 'activities:contests.state.judging', color: 'orange' },
    announced: { label: 'activities:contests.state.announced', color: 'purple' },
  },
  transitions: {
    edit: { from: ['upcoming', 'open'], to: 'upcoming' },
    delete: { from: ['upcoming'], to: null },
    award: { from: ['judging'], to: 'announced' },
  },
});

/** An open contest's start cannot move: its entries were made under it. */
export function editProblem(
  contest: Pick<Contest, 'startAt'>,
  state: ContestState,
  input: Partial<ContestInput>,
): Problem | null {
  if (state !== 'open') return null;
  return Date.parse(String(input.startAt)) === Date.parse(contest.startAt)
    ? null
    : { field: 'schedule', code: 'startLocked' };
}

/** The winners chosen: at least one, at most the number of prizes, all among the contest's entries. */
export function winnersProblem(
  entryIds: readonly number[],
  contest: Pick<Contest, 'id' | 'winnerCount'>,
  entries: readonly Pick<ContestEntry, 'id' | 'contestId'>[],
): Problem | null {
  const chosen = [...new Set(entryIds)];
  if (chosen.length === 0) return { field: 'entryIds', code: 'winnersNone' };
  if (chosen.length > contest.winnerCount) {
    return { field: 'entryIds', code: 'winnersTooMany', params: { max: contest.winnerCount } };
  }
  const own = new Set(entries.filter((entry) => entry.contestId === contest.id).map((entry) => entry.id));
  return chosen.every((id) => own.has(id)) ? null : { field: 'entryIds', code: 'winnersUnknown' };
}
