import { defineMachine } from '../../shared/components/status-tag/state-machine';
import type { Problem } from '../health-activities';
import { APP_MODES } from '../../shared/types/app-mode';
import type { Ambassador, AmbassadorInput, AmbassadorStatus } from './types';

export const AMBASSADOR_LIMITS = { perZone: 5, introMax: 200 };

/** A user ID, a zone and an introduction of at most 200 characters (it may be empty). */
export function ambassadorProblems(input: Partial<AmbassadorInput>): Problem[] {
  const problems: Problem[] = [];
  if (typeof input.userId !== 'number' || !Number.isInteger(input.userId) || input.userId < 1) {
    problems.push({ field: 'userId', code: 'userId' });
  }
  if (!APP_MODES.includes(input.zone as never)) problems.push({ field: 'zone', code: 'required' });
  const intro = typeof input.intro === 'string' ? input.intro.trim() : '';
  if (intro.length > AMBASSADOR_LIMITS.introMax) {
    problems.push({ field: 'intro', code: 'tooLong', params: { max: AMBASSADOR_LIMITS.introMax } });
  }
  return problems;
}

/**
 * Why a user cannot be appointed to a zone now, given the zone's ambassadors: already an active
 * ambassador there, or the zone is full.
 */
export function appointmentProblem(
  userId: number,
  zone: AmbassadorInput['zone'],
  ambassadors: readonly Pick<Ambassador, 'userId' | 'zone' | 'status'>[],
): Problem | null {
  const active = ambassadors.filter((item) => item.zone === zone && item.status === 'active');
  if (active.some((item) => item.userId === userId)) return { field: 'userId', code: 'alreadyAmbassador' };
  if (active.length >= AMBASSADOR_LIMITS.perZone) {
    return { field: 'zone', code: 'zoneFull', params: { max: AMBASSADOR_LIMITS.perZone } };
  }
  return null;
}

/** An active ambassador can be edited and dismissed; a dismissal is history (appoint again instead). */
export const ambassadorMachine = defineMachine<AmbassadorStatus, 'edit' | 'dismiss'>({
  states: {
    active: { label: 'activities:ambassadors.status.active', color: 'green' },
    dismissed: { label: 'activities:ambassadors.status.dismissed', color: 'default' },
  },
  transitions: {
    edit: { from: ['active'], to: 'active' },
    dismiss: { from: ['active'], to: 'dismissed' },
  },
});
