import { contestMachine, contestProblems, contestState, editProblem, winnersProblem } from './rules';
import type { ContestInput } from './types';

const DAY = 86_400_000;
const valid: ContestInput = {
  texts: { zh: { title: '最美孕肚照', description: '晒出孕肚照' } },
  prize: 'A voucher',
  winnerCount: 3,
  startAt: '2026-03-01T10:00:00.000Z',
  endAt: '2026-03-15T10:00:00.000Z',
};
const start = Date.parse(valid.startAt);
const end = Date.parse(valid.endAt);

describe('prize contests', () => {
  it('accepts a complete contest and names every broken rule', () => {
    expect(contestProblems(valid)).toEqual([]);
    expect(
      contestProblems({ ...valid, texts: { en: { title: 'Only a title' } }, prize: ' ', winnerCount: 0 }).map(
        (p) => p.code,
      ),
    ).toEqual(['oneLanguage', 'required', 'winnerCount']);
    expect(contestProblems({ ...valid, endAt: new Date(start + 91 * DAY).toISOString() })[0].code).toBe(
      'contestTooLong',
    );
    expect(contestProblems({ ...valid, endAt: valid.startAt })[0].code).toBe('endBeforeStart');
  });

  it('derives its state from the window and the announcement', () => {
    const contest = { ...valid, announcedAt: null };
    expect(contestState(contest, start - 1)).toBe('upcoming');
    expect(contestState(contest, start)).toBe('open');
    expect(contestState(contest, end)).toBe('judging');
    expect(contestState({ ...contest, announcedAt: new Date(end).toISOString() }, end)).toBe('announced');
    expect(contestMachine.actionsFrom('upcoming')).toEqual(['edit', 'delete']);
    expect(contestMachine.actionsFrom('open')).toEqual(['edit']);
    expect(contestMachine.actionsFrom('judging')).toEqual(['award']);
    expect(contestMachine.actionsFrom('announced')).toEqual([]);
  });

  it('keeps an open contest’s start', () => {
    const moved = { ...valid, startAt: new Date(start + DAY).toISOString() };
    expect(editProblem(valid, 'open', moved)).toEqual({ field: 'schedule', code: 'startLocked' });
    expect(editProblem(valid, 'open', { ...valid, endAt: new Date(end + DAY).toISOString() })).toBeNull();
    expect(editProblem(valid, 'upcoming', moved)).toBeNull();
  });

  it('takes one to winnerCount winners, all entries of the contest', () => {
    const contest = { id: 1, winnerCount: 2 };
    const entries = [
      { id: 10, contestId: 1 },
      { id: 11, contestId: 1 },
      { id: 12, contestId: 1 },
      { id: 20, contestId: 2 },
    ];
    expect(winnersProblem([10, 11], contest, entries)).toBeNull();
    expect(winnersProblem([10, 10], contest, entries)).toBeNull();
    expect(winnersProblem([], contest, entries)?.code).toBe('winnersNone');
    expect(winnersProblem([10, 11, 12], contest, entries)?.code).toBe('winnersTooMany');
    expect(winnersProblem([10, 20], contest, entries)?.code).toBe('winnersUnknown');
  });
});
