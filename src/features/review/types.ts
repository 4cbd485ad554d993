import type { DecisionReason } from '../../shared/moderation/decision-reasons';
/**
 * The review model every moderation queue shares (spec sections 3 and 4): a review task is one item a
 * moderator decides on, a post, a comment, an image, an account or an objection, raised by the machine
 * review (an audit) or by users (a report).
 */

import type { PageLanguage } from '../../shared/i18n/page-languages';
import type { PostType } from '../../shared/types/post-types';

/** Spec 3: task type, audit or report. */
export const TASK_TYPES = ['audit', 'report'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/**
 * The spec's six review statuses, held in the task's two status fields (spec 3 names both): what the
 * machine concluded, and where the moderators' work stands.
 */
export const MACHINE_STATUSES = ['notReviewed', 'machinePassed', 'autoBlocked'] as const;
export type MachineStatus = (typeof MACHINE_STATUSES)[number];
export const REVIEW_STATUSES = ['notProcessed', 'manualPassed', 'processed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Spec 4: pass, delete, ignore, punish, return the task to the task pool; undo takes back a pass or an
 * ignore. The AI queues add: confirm or overturn the machine's decision (ai-audit-manage), ban the account
 * the machine flagged or dismiss the flag (ai-male-user-detect), and add a picture to the blacklist
 * (image-risk-control/pending-list).
 */
export const REVIEW_ACTIONS = [
  'pass',
  'delete',
  'ignore',
  'punish',
  'confirm',
  'overturn',
  'ban',
  'dismiss',
  'blacklist',
  'returnToPool',
  'undo',
] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];
/** The actions that decide a task (returning it and undoing do not). */
export type Decision = Exclude<ReviewAction, 'returnToPool' | 'undo'>;

/** Spec 4: punish clears the author's avatar, name or profile (the user-manage punishments). */
export const PUNISH_KINDS = ['clear-avatar', 'clear-name', 'clear-profile'] as const;
export type PunishKind = (typeof PUNISH_KINDS)[number];

/** Where a task comes from; each queue screen shows one or more sources. */
export const TASK_SOURCES = ['post', 'comment', 'image', 'male-detect', 'objection', 'warmth'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];

/** What a moderator did with a task, kept on it. */
interface ReviewOutcome {
  decision: Decision;
  /** Punish only. */
  punishKind: PunishKind | null;
  /** Ban only: what was cleared with the ban. */
  cleared?: PunishKind[];
  /** Delete, punish and blacklist: the reason chosen from the queue's list, and the note. */
  reasonCode?: DecisionReason | null;
  note?: string;
  /** A ban's reason as typed (other decisions: the note). */
  reason: string;
  operator: string;
  decidedAt: string;
}

/**
 * One line of a task's history: a decision or an undo, who took it and when, and why. An undo adds a
 * line; nothing is erased.
 */
export interface HistoryEntry {
  id: number;
  taskId: number;
  action: Decision | 'undo';
  operator: string;
  at: string;
  reasonCode: DecisionReason | null;
  /** The note (a ban: its reason), as the moderator wrote it. */
  note: string;
  punishKind: PunishKind | null;
  /** Taken on several selected tasks together: how many. */
  batchOf: number | null;
}

export interface ReviewTask {
  id: number;
  type: TaskType;
  source: TaskSource;
  /** The reviewed item (post ID, comment ID, image ID...). */
  subjectId: number;
  /** Comment and picture tasks: the post the comment or the picture is on (where the console lists it). */
  postId?: number | null;
  /** Posts only: the post's type. */
  postType: PostType | null;
  /** The author of the reviewed item (an app user ID). */
  authorId: number;
  /** The item's text as the user wrote it; shown as text, never HTML. */
  content: string;
  images: string[];
  language: PageLanguage;
  machineStatus: MachineStatus;
  /** What the machine flagged, when it did (for example "violence 0.93"). */
  machineLabel: string;
  status: ReviewStatus;
  createdAt: string;
  /** Whoever has the task open now, until `claimedUntil`; null when it is in the pool. */
  claimedBy: string | null;
  claimedUntil: string | null;
  outcome: ReviewOutcome | null;
  /** Male-detect tasks only: why the machine thinks the account is a man's. */
  detection?: MaleDetection | null;
}

/** The signals the male-user detection weighs (what the account shows the community). */
export type DetectionSignal = 'profile' | 'avatar' | 'name' | 'posts';

/** The machine's case that an account in the women's community belongs to a man. */
export interface MaleDetection {
  /** 0 to 1: how sure the machine is. */
  score: number;
  /** What it saw, strongest first: the signal, its weight (0 to 1) and the evidence as the user wrote it. */
  signals: Array<{ signal: DetectionSignal; weight: number; evidence: string }>;
}

/** A task as the queues list it: with its author's login and, for a report task, how many reports it groups. */
export interface QueueTask extends ReviewTask {
  authorLogin: string;
  reportCount: number;
  /** Image tasks only: the picture's fingerprint is on the image blacklist already. */
  blacklisted?: boolean;
  /** When the task passes its queue's target waiting time (the server's setting). */
  dueAt: string;
}

/** Spec 3: one user's report (reporter, time, reason, details). */
export const REPORT_REASONS = ['spam', 'abuse', 'sexual', 'misinformation', 'privacy', 'other'] as const;
type ReportReason = (typeof REPORT_REASONS)[number];
export interface Report {
  id: number;
  taskId: number;
  reporterId: number;
  reportedAt: string;
  reason: ReportReason;
  details: string;
}

/** A report as the task's detail shows it: with the reporter's login. */
export interface ReportView extends Report {
  reporterLogin: string;
}

export interface TaskDetail extends QueueTask {
  reports: ReportView[];
  /** Every decision and undo on the task, oldest first. */
  history: HistoryEntry[];
}

export interface ActInput {
  action: ReviewAction;
  punishKind?: PunishKind;
  /** Ban only: what else to clear on the account (any of the punishments, optional). */
  clear?: PunishKind[];
  /** Delete, punish, blacklist, ban: one of the queue's reasons (`reasonsFor`), and an optional note ("other" needs it). */
  reasonCode?: DecisionReason;
  note?: string;
}

export interface BatchResult {
  done: number;
  /** The tasks decided (what an undo of the batch takes back). */
  decided: number[];
  refused: Array<{ id: number; message: string }>;
}
