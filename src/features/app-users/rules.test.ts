import fc from 'fast-check';
import {
  DURATION_MS,
  canMoveAppeal,
  isSilenceDuration,
  punishmentInForce,
  silenceEnd,
  silenceState,
  timeLeftMs,
  timeLeftParts,
} from './rules';
import { APPEAL_STATUSES, SILENCE_DURATIONS, type Punishment } from './types';

const START = '2026-03-01T10:00:00.000Z';
const at = (iso: string) => new Date(iso).getTime();

function silence(changes: Partial<Punishment> = {}): Punishment {
  return {
    id: 1,
    userId: 1000001,
    login: 'x',
    kind: 'silence',
    duration: '24h',
    reason: 'spam',
    startAt: START,
    endAt: silenceEnd(START, '24h'),
    operator: 'admin',
    liftedAt: null,
    liftedBy: null,
    liftedWhy: null,
    ...changes,
  };
}

describe('silence durations', () => {
  it('offers exactly the spec durations, in order', () => {
    expect(SILENCE_DURATIONS).toEqual(['1h', '24h', '3d', '7d', '30d', 'permanent']);
    expect(SILENCE_DURATIONS.every(isSilenceDuration)).toBe(true);
    expect(isSilenceDuration('2d')).toBe(false);
    expect(isSilenceDuration('toString')).toBe(false);
  });

  it('ends each silence after its length; a permanent one never', () => {
    expect(silenceEnd(START, '1h')).toBe('2026-03-01T11:00:00.000Z');
    expect(silenceEnd(START, '24h')).toBe('2026-03-02T10:00:00.000Z');
    expect(silenceEnd(START, '3d')).toBe('2026-03-04T10:00:00.000Z');
    expect(silenceEnd(START, '7d')).toBe('2026-03-08T10:00:00.000Z');
    expect(silenceEnd(START, '30d')).toBe('2026-03-31T10:00:00.000Z');
    expect(silenceEnd(START, 'permanent')).toBeNull();
  });
});

describe('time left', () => {
  it('counts down an active silence, then stops at its end', () => {
    const row = silence();
    expect(timeLeftMs(row, at('2026-03-01T22:00:00.000Z'))).toBe(12 * 3_600_000);
    expect(silenceState(row, at('2026-03-02T10:00:00.000Z'))).toBe('expired');
    expect(timeLeftMs(row, at('2026-03-02T10:00:00.000Z'))).toBe(0);
  });

  it('is unlimited for a permanent silence and zero once lifted', () => {
    const forever = silence({ duration: 'permanent', endAt: null });
    expect(timeLeftMs(forever, at('2030-01-01T00:00:00.000Z'))).toBe(Number.POSITIVE_INFINITY);
    const lifted = silence({ liftedAt: '2026-03-01T11:00:00.000Z' });
    expect(silenceState(lifted, at(START))).toBe('lifted');
    expect(timeLeftMs(lifted, at(START))).toBe(0);
  });

  it('shows days, hours and minutes rounded up to the minute', () => {
    expect(timeLeftParts(59_000)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(timeLeftParts(3 * 86_400_000 + 2 * 3_600_000 + 60_000)).toEqual({ days: 3, hours: 2, minutes: 1 });
    expect(timeLeftParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('never exceeds the duration and never goes negative (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SILENCE_DURATIONS.filter((d) => d !== 'permanent')),
        fc.integer({ min: -1e9, max: 4e9 }),
        (duration, offset) => {
          const row = silence({ duration, endAt: silenceEnd(START, duration) });
          const left = timeLeftMs(row, at(START) + offset);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(DURATION_MS[duration]! + Math.max(0, -offset));
          if (offset >= 0) expect(left).toBe(Math.max(0, DURATION_MS[duration]! - offset));
        },
      ),
    );
  });
});

describe('appeal state machine', () => {
  it('moves a pending appeal to accepted or rejected only, and nothing out of those', () => {
    const allowed = APPEAL_STATUSES.flatMap((from) =>
      APPEAL_STATUSES.filter((to) => canMoveAppeal(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual(['pending->accepted', 'pending->rejected']);
  });
});

describe('punishmentInForce', () => {
  it('holds for an active silence and an unlifted clear, not for expired or lifted ones', () => {
    const now = at('2026-03-01T12:00:00.000Z');
    expect(punishmentInForce(silence(), now)).toBe(true);
    expect(punishmentInForce(silence(), at('2026-03-03T00:00:00.000Z'))).toBe(false);
    expect(punishmentInForce(silence({ liftedAt: START }), now)).toBe(false);
    expect(punishmentInForce(silence({ kind: 'clear-avatar', duration: null, endAt: null }), now)).toBe(true);
  });
});
