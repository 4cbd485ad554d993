/**
 * Content tagging (spec 3, "Content tag: level 1 and 2, quality label"): a dictionary of tags, and the
 * tagging queue of posts that passed review (the review feature creates its tasks), each tagged with one
 * level-1 tag, level-2 tags under it and one quality label.
 */
import type { PostType } from '../../shared/types/post-types';
import type { PageLanguage } from '../../shared/i18n/page-languages';

export const TAG_KINDS = ['level1', 'level2', 'quality'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** A tag's name in each interface language: zh, en and ar are required, fr and ind optional. */
export const NAME_LANGUAGES = ['zh', 'en', 'ar', 'fr', 'ind'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];
export const REQUIRED_NAME_LANGUAGES: readonly NameLanguage[] = ['zh', 'en', 'ar'];
export type TagNames = Record<'zh' | 'en' | 'ar', string> & Partial<Record<'fr' | 'ind', string>>;

export interface Tag {
  id: number;
  kind: TagKind;
  /** Level 2 only: the level-1 tag it sits under. */
  parentId: number | null;
  names: TagNames;
  enabled: boolean;
  /** Smaller first. */
  sort: number;
  updatedBy: string;
  updatedAt: string;
}

/** A tag as the dictionary lists it: how many posts carry it and, for level 1, how many tags sit under it. */
export interface TagWithUsage extends Tag {
  usage: number;
  childCount: number;
}

export interface TagInput {
  kind: TagKind;
  parentId: number | null;
  names: TagNames;
  enabled: boolean;
  sort: number;
}

/** A tagging task waits for its tags until someone saves them; re-opening a tagged task puts it back. */
export const TAGGING_STATUSES = ['waiting', 'tagged'] as const;
export type TaggingStatus = (typeof TAGGING_STATUSES)[number];

/** What a tagger chose for a post. */
export interface TagChoice {
  level1Id: number | null;
  level2Ids: number[];
  qualityId: number | null;
}

/** The post a tagging task is about, as the tagging screens show it. */
export interface TaggedPost {
  postId: number;
  authorId: number;
  authorLogin: string;
  postType: PostType;
  /** As the member wrote it: shown as text, never HTML. */
  content: string;
  images: string[];
  publishedAt: string;
}

export interface TaggingTask extends TagChoice {
  id: number;
  postId: number;
  language: PageLanguage;
  createdAt: string;
  /** When the task passes the tagging queues' target waiting time (the server's setting). */
  dueAt: string;
  origin: 'machine' | 'moderator';
  status: TaggingStatus;
  /** The tagger it is assigned to (label-work-order), or null: anyone may take it. */
  assignee: string | null;
  /** Whoever has it open in the workbench now, until `claimedUntil`. */
  claimedBy: string | null;
  claimedUntil: string | null;
  taggedBy: string | null;
  taggedAt: string | null;
  reopenedBy: string | null;
  reopenedAt: string | null;
  post: TaggedPost;
  /** Every event on the task, oldest first: nothing is ever taken out of it. */
  history: TaggingHistoryEntry[];
}

/**
 * Why a tagged task is re-opened for a correction: one of these, with a note, which "other" needs
 * (labels `tagging:correctionReasons.<code>`), as a review decision that takes something away says why.
 */
export const CORRECTION_REASONS = ['wrongTags', 'missingTags', 'wrongQuality', 'other'] as const;
export type CorrectionReason = (typeof CORRECTION_REASONS)[number];

export const TAGGING_HISTORY_ACTIONS = ['tagged', 'reopened', 'assigned', 'unassigned'] as const;

/**
 * One line of a tagging task's history: who did what and when. `tagged` names the tags chosen,
 * `assigned` the tagger it was given to; a re-opening adds a line, the tagging before it stays.
 */
export interface TaggingHistoryEntry {
  id: number;
  action: (typeof TAGGING_HISTORY_ACTIONS)[number];
  operator: string;
  at: string;
  /** `assigned`: to whom. */
  assignee: string | null;
  /** `tagged`: the tags chosen. */
  level1Id: number | null;
  level2Ids: number[];
  qualityId: number | null;
  /** `reopened`: why, and the note typed with it (empty when none). */
  reasonCode: CorrectionReason | null;
  note: string;
}

export type Refusal =
  | { kind: 'duplicateName'; language: NameLanguage }
  | { kind: 'nameRequired'; language: NameLanguage }
  | { kind: 'nameTooLong'; language: NameLanguage }
  | { kind: 'badParent' }
  | { kind: 'inUse'; count: number }
  | { kind: 'hasChildren'; count: number }
  | { kind: 'alreadyTagged'; by: string }
  | { kind: 'beingTagged'; by: string }
  | { kind: 'assignedToOther'; by: string }
  | { kind: 'notTagged' }
  | { kind: 'level1Required' }
  | { kind: 'level2Required' }
  | { kind: 'tooManyLevel2'; max: number }
  | { kind: 'level2NotUnder' }
  | { kind: 'qualityRequired' }
  | { kind: 'disabledTag'; id: number }
  | { kind: 'unknownTag'; id: number }
  | { kind: 'unknownTagger'; login: string }
  | { kind: 'userIdRequired' }
  | { kind: 'noSuchTask' }
  | { kind: 'reasonRequired' }
  | { kind: 'noteRequired' }
  | { kind: 'noteTooLong'; max: number };

/** Tasks waiting for tags: all of them, and those the caller's workbench could give her. */
export interface WaitingTagCounts {
  waiting: number;
  forMe: number;
}
