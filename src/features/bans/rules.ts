import { defineMachine } from '../../shared/components/status-tag/state-machine';
import {
  BAN_DURATIONS,
  BAN_RULES,
  BAN_STATE_FILTERS,
  type Ban,
  type BanDuration,
  type BanState,
  type BanStateFilter,
} from './types';

const DAY_MS = 86_400_000;
const DURATION_DAYS: Record<Exclude<BanDuration, 'permanent'>, number> = { '1d': 1, '3d': 3, '7d': 7, '30d': 30 };

const isBanDuration = (value: unknown): value is BanDuration => (BAN_DURATIONS as readonly unknown[]).includes(value);

/** When a ban of `duration` from `startIso` ends; null for a permanent ban. */
export function banEnd(startIso: string, duration: BanDuration): string | null {
  if (duration === 'permanent') return null;
  return new Date(Date.parse(startIso) + DURATION_DAYS[duration] * DAY_MS).toISOString();
}

/** Lifted early, ended by itself, or still in force at `now`. */
export function banState(ban: Pick<Ban, 'liftedAt' | 'endsAt'>, now = Date.now()): BanState {
  if (ban.liftedAt !== null) return 'lifted';
  if (ban.endsAt !== null && Date.parse(ban.endsAt) <= now) return 'ended';
  return 'inForce';
}

/** Whether a ban still holds at a time: not lifted and not ended. */
export const inForce = (ban: Pick<Ban, 'liftedAt' | 'endsAt'>, now = Date.now()) => banState(ban, now) === 'inForce';

/** Which states a status filter shows; no filter shows the bans in force only (history is asked for). */
export function statesShown(filter: string | null | undefined): readonly BanState[] {
  const asked = (BAN_STATE_FILTERS as readonly string[]).includes(filter ?? '') ? (filter as BanStateFilter) : null;
  if (asked === 'all') return ['inForce', 'ended', 'lifted'];
  return [asked ?? 'inForce'];
}

/** The ban's states and the one move a moderator makes: lifting a ban in force. */
export const BAN_MACHINE = defineMachine<BanState, 'lift'>({
  states: {
    inForce: { label: 'bans:state.inForce', color: 'red' },
    ended: { label: 'bans:state.ended', color: 'default' },
    lifted: { label: 'bans:state.lifted', color: 'blue' },
  },
  transitions: { lift: { from: ['inForce'], to: 'lifted' } },
});

export type ReasonProblem = 'noReason' | 'reasonTooLong';

/** A ban, an unban and a lift all need a reason, trimmed, of at most `reasonMaxLength` characters. */
export function reasonProblem(reason: unknown): ReasonProblem | null {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) return 'noReason';
  if (text.length > BAN_RULES.reasonMaxLength) return 'reasonTooLong';
  return null;
}

export type BanRefusal = 'alreadyBanned' | 'noDuration' | ReasonProblem;

/** Why banning something is refused: a ban already in force on it, no duration, or no reason. */
export function banRefusal(inForceNow: Ban | undefined, duration: unknown, reason: unknown): BanRefusal | null {
  if (inForceNow) return 'alreadyBanned';
  if (!isBanDuration(duration)) return 'noDuration';
  return reasonProblem(reason);
}

export type LiftRefusal = 'notBanned' | 'lifted' | 'ended' | ReasonProblem;

/**
 * Why lifting a ban (or unbanning a device, which lifts its ban in force) is refused: there is no ban,
 * it has already been lifted or has ended, or no reason was given.
 */
export function liftRefusal(ban: Ban | undefined, reason: unknown, now = Date.now()): LiftRefusal | null {
  if (!ban) return 'notBanned';
  const state = banState(ban, now);
  if (!BAN_MACHINE.can('lift', state)) return state === 'lifted' ? 'lifted' : 'ended';
  return reasonProblem(reason);
}

/** Several accounts on one device: an account farm, or a banned member back under a new name. */
export const isSharedDevice = (accountCount: number) => accountCount >= BAN_RULES.sharedDeviceFrom;
