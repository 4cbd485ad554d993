import type { LangTexts } from '../../shared/components/lang-fields/content-languages';
import { APP_AREAS } from '../../shared/audience/app-audience';
import type { AppMode } from '../../shared/types/app-mode';

/**
 * What a push points the app at when it is opened: a post (by ID), a help article (by ID), a creator task
 * (by ID, published), a link (an event page), or nothing (a message that is its own content).
 */
export type PushTarget = 'post' | 'helpArticle' | 'creatorTask' | 'link' | 'none';

/**
 * The spec's push statuses. `unpushed` (to be pushed) before its window, `pushing` within it, `pushed`
 * after it; `expired` when disabled before its window ended; `deleted` kept for the audit trail.
 */
export const PUSH_STATUSES = ['unpushed', 'pushing', 'pushed', 'expired', 'deleted'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

/** Spec: active within 24 hours, 3, 7, 30 days; new users within 24 hours; designated users. */
export const USER_GROUPS = ['active24h', 'active3d', 'active7d', 'active30d', 'new24h', 'designated'] as const;
type UserGroup = (typeof USER_GROUPS)[number];

/** The app's markets (ISO country codes); none chosen means every area. */
export const PUSH_AREAS = APP_AREAS;
type PushArea = (typeof PUSH_AREAS)[number];

/**
 * Who a channel's pushes go to: the app's users (counted by their areas, modes and versions) or the
 * creator centre's creators (counted by level and field over the creators it holds).
 */
export type PushAudience = 'appUsers' | 'creators';

/** The creator levels a creator push can choose (Lv1 to Lv5; non-creators are not creators). */
export const PUSH_CREATOR_LEVELS = [1, 2, 3, 4, 5] as const;


export type PushTexts = LangTexts<'title' | 'content'>;

/** Who receives a push: the estimate is counted from these. */
export interface PushTargeting {
  userGroup: UserGroup;
  /** Designated users only: app user IDs (at most 20,000). */
  designatedUsers: string[];
  /** Empty: every mode. */
  modes: AppMode[];
  /** Empty: every area. */
  areas: PushArea[];
  /** Lowest app version that receives it (null: any). */
  minVersion: string | null;
  /** Highest app version that receives it (null: any). */
  maxVersion: string | null;
  /** Users below the minimum version receive it too, as a prompt to update the app before opening it. */
  forceUpdate: boolean;
  /** Creator pushes only: the creator levels (1-5) it goes to; empty: every level. */
  creatorLevels?: number[];
  /** Creator pushes only: the creators' fields (IDs) it goes to; empty: every field. */
  creatorFields?: number[];
}

export interface PushInput extends PushTargeting {
  texts: PushTexts;
  image: string | null;
  /** Post ID, help article ID or link, as the channel's target says; null for `none`. */
  target: string | null;
  startAt: string;
  endAt: string;
}

export interface Push extends PushInput {
  id: number;
  /** The channel (screen) the push belongs to. */
  kind: string;
  status: PushStatus;
  /** Estimated audience, counted when the push was last confirmed. */
  audience: number;
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
}

/** What a change to a field was, for the audit trail (values as text, null when empty). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

export type AuditAction = 'create' | 'edit' | 'send' | 'disable' | 'delete';

export interface PushAuditEntry {
  id: number;
  pushId: number;
  action: AuditAction;
  by: string;
  at: string;
  reason: string;
  /** The audience the admin saw when confirming. */
  audience: number;
  changes: FieldChange[];
}

export interface AudienceEstimate {
  audience: number;
  /** Users in the chosen areas, modes and versions before the user group applies. */
  reachable: number;
}
