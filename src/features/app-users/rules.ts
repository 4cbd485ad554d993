import type { AppealStatus, Punishment, SilenceDuration } from './types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Each duration's length; null is permanent. */
export const DURATION_MS: Record<SilenceDuration, number | null> = {
  '1h': HOUR,
  '24h': 24 * HOUR,
  '3d': 3 * DAY,
  '7d': 7 * DAY,
  '30d': 30 * DAY,
  permanent: null,
};

export function isSilenceDuration(value: unknown): value is SilenceDuration {
  return typeof value === 'string' && Object.hasOwn(DURATION_MS, value);
}

/** When a silence started at `startAt` ends by itself; null when permanent. */
export function silenceEnd(startAt: string, duration: SilenceDuration): string | null {
  const length = DURATION_MS[duration];
  return length === null ? null : new Date(new Date(startAt).getTime() + length).toISOString();
}

export type SilenceState = 'active' | 'expired' | 'lifted';

/** Where a silence stands at `now`. */
export function silenceState(silence: Pick<Punishment, 'endAt' | 'liftedAt'>, now: number): SilenceState {
  if (silence.liftedAt) return 'lifted';
  if (silence.endAt !== null && new Date(silence.endAt).getTime() <= now) return 'expired';
  return 'active';
}

/** Time left of an active silence in ms (0 when over); Infinity for a permanent one in force. */
export function timeLeftMs(silence: Pick<Punishment, 'endAt' | 'liftedAt'>, now: number): number {
  if (silenceState(silence, now) !== 'active') return 0;
  if (silence.endAt === null) return Number.POSITIVE_INFINITY;
  return new Date(silence.endAt).getTime() - now;
}

export interface TimeLeftParts {
  days: number;
  hours: number;
  minutes: number;
}

/** Time left in whole days, hours and minutes, rounded up to the minute (59 s left shows 1 minute). */
export function timeLeftParts(ms: number): TimeLeftParts {
  const minutesLeft = Math.max(0, Math.ceil(ms / 60_000));
  return {
    days: Math.floor(minutesLeft / 1440),
    hours: Math.floor((minutesLeft % 1440) / 60),
    minutes: minutesLeft % 60,
  };
}

/** Appeals: a pending appeal is accepted or rejected, once; nothing leaves those. */
const APPEAL_TRANSITIONS: Record<AppealStatus, readonly AppealStatus[]> = {
  pending: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
};

export function canMoveAppeal(from: AppealStatus, to: AppealStatus): boolean {
  return APPEAL_TRANSITIONS[from].includes(to);
}

/** Whether a punishment can still be appealed against or lifted: not lifted, and a silence still in force. */
export function punishmentInForce(punishment: Pick<Punishment, 'kind' | 'endAt' | 'liftedAt'>, now: number): boolean {
  if (punishment.liftedAt) return false;
  return punishment.kind !== 'silence' || silenceState(punishment, now) === 'active';
}
