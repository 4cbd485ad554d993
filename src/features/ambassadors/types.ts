import type { AppMode } from '../../shared/types/app-mode';

/**
 * Zone ambassadors: app users appointed to lead the community zone of one mode (menstrual period,
 * preparing for pregnancy, pregnancy). The app shows them with a badge and their introduction in the
 * zone; at most five active ambassadors per zone.
 */
export const AMBASSADOR_STATUSES = ['active', 'dismissed'] as const;
export type AmbassadorStatus = (typeof AMBASSADOR_STATUSES)[number];

export interface AmbassadorInput {
  userId: number;
  zone: AppMode;
  /** Shown under the ambassador's name in the zone; written by the operator, any language. */
  intro: string;
}

export interface Ambassador extends AmbassadorInput {
  id: number;
  login: string;
  nickname: string;
  status: AmbassadorStatus;
  appointedAt: string;
  appointedBy: string;
  dismissedAt: string | null;
  dismissedBy: string | null;
}
