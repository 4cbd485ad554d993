import type { LangTexts } from '../../shared/components/lang-fields/content-languages';

export const CONDITIONS_SCREEN = '/task-system/task-conditions';

/** What a condition counts: one thing an app user does (or receives). */
export const CONDITION_TYPES = [
  'postsPublished',
  'commentsWritten',
  'likesReceived',
  'postsFeatured',
  'checkInDays',
  'followersGained',
  'invitesAccepted',
  'articlesRead',
] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

/** Over which period the count runs: a calendar day, the last 7 days, the last 30 days, or since sign-up. */
export const CONDITION_WINDOWS = ['day', 'week', 'month', 'lifetime'] as const;
export type ConditionWindow = (typeof CONDITION_WINDOWS)[number];

/** The days a window spans (lifetime has no end). */
export const WINDOW_DAYS: Record<ConditionWindow, number | null> = { day: 1, week: 7, month: 30, lifetime: null };

/** Counts that can happen at most once a day: their threshold cannot pass the window's days. */
export const DAILY_TYPES: readonly ConditionType[] = ['checkInDays'];

/** Where a condition is used: the kind of thing (a medal, an avatar frame, a task...), its id and names. */
export interface ConditionUse {
  kind: string;
  id: number;
  names: LangTexts<'name'>;
}

export interface TaskCondition {
  id: number;
  /** Unique; medals and tasks refer to the condition by this name. */
  name: string;
  type: ConditionType;
  threshold: number;
  window: ConditionWindow;
  description: string;
  /** Filled in by the server: everything that refers to the condition now. */
  usedBy: ConditionUse[];
  updatedBy: string;
  updatedAt: string;
}

export interface TaskConditionInput {
  name: string;
  type: ConditionType;
  threshold: number;
  window: ConditionWindow;
  description: string;
}

/** What a form choosing a condition needs of it. */
export type ConditionOption = Pick<TaskCondition, 'id' | 'name' | 'type' | 'threshold' | 'window'>;
