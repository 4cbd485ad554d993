import type { ContentLanguage, LangTexts } from '../../shared/components/lang-fields/content-languages';
import type { AppMode } from '../../shared/types/app-mode';

/**
 * Health activities the app shows on its tool pages. Two generations live side by side:
 * - the old list (`/content-recommend/health-activity`), still read by app versions before the new
 *   activity centre: one title in one language and one link per row, ordered by a sort weight, online or
 *   offline;
 * - the new activities (`/content-recommend/health-activity-new`): title, description and link per content
 *   language, the modes they target, a schedule, and a publishing state.
 */

/* ------------------------------------------------------------------ the old list */

export const LEGACY_STATUSES = ['online', 'offline'] as const;
export type LegacyStatus = (typeof LEGACY_STATUSES)[number];

export interface LegacyActivityInput {
  title: string;
  /** The one content language the row is shown to. */
  language: ContentLanguage;
  /** A full http(s) address, or a path on the H5 site opened under the stage's H5 domain and prefix. */
  link: string;
  /** Larger first. */
  sort: number;
}

export interface LegacyActivity extends LegacyActivityInput {
  id: number;
  status: LegacyStatus;
  updatedBy: string;
  updatedAt: string;
}

/* ------------------------------------------------------------------ the new activities */

type ActivityTextField = 'title' | 'description' | 'link';
export type ActivityTexts = LangTexts<ActivityTextField>;

/** What is stored: draft (being written), published (shown in its window), offline (taken down). */
export const ACTIVITY_STATUSES = ['draft', 'published', 'offline'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** Where a published activity's schedule stands now (derived, never stored). */
export const ACTIVITY_PHASES = ['upcoming', 'running', 'ended'] as const;
export type ActivityPhase = (typeof ACTIVITY_PHASES)[number];

export interface HealthActivityInput {
  texts: ActivityTexts;
  modes: AppMode[];
  startAt: string;
  endAt: string;
}

export interface HealthActivity extends HealthActivityInput {
  id: number;
  status: ActivityStatus;
  updatedBy: string;
  updatedAt: string;
}

export interface HealthActivityView extends HealthActivity {
  phase: ActivityPhase;
}
