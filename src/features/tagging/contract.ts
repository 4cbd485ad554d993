import { z } from 'zod';
import {
  contract,
  dateTime,
  dayRange,
  id,
  idPath,
  nothing,
  page,
  pageQuery,
  queryInt,
  updated,
  type Contract,
} from '../../shared/api/contract';
import { PAGE_LANGUAGES } from '../../shared/i18n/page-languages';
import { POST_TYPES } from '../../shared/types/post-types';
import { TAGGING_ENDPOINTS as E } from './endpoints';
import { CORRECTION_NOTE_MAX_LENGTH, MAX_LEVEL2, NAME_MAX_LENGTH } from './rules';
import { CORRECTION_REASONS, TAG_KINDS, TAGGING_HISTORY_ACTIONS, TAGGING_STATUSES } from './types';

const kind = z.enum(TAG_KINDS);
const language = z.enum(PAGE_LANGUAGES);
/** One or more page languages, comma-separated (`zh,en`). */
const languages = z.string().regex(new RegExp(`^(${PAGE_LANGUAGES.join('|')})(,(${PAGE_LANGUAGES.join('|')}))*$`));
const count = z.int().nonnegative();

/** A tag's name in each interface language: zh, en and ar are required (the server refuses a missing one), fr and ind optional. */
const names = z.object({
  zh: z.string(),
  en: z.string(),
  ar: z.string(),
  fr: z.string().optional(),
  ind: z.string().optional(),
});

const tag = z.object({
  id,
  kind,
  /** Level 2 only: the level-1 tag it sits under. */
  parentId: id.nullable(),
  names,
  enabled: z.boolean(),
  /** Smaller first. */
  sort: count,
  ...updated,
});
/** A tag as the dictionary lists it: how many posts carry it and, for level 1, how many tags sit under it. */
const tagWithUsage = tag.extend({ usage: count, childCount: count });

/**
 * What the dictionary's form sends (the request layer leaves out a null parent). Names longer than
 * NAME_MAX_LENGTH, a missing required name, a name another tag of the kind has and a wrong parent are refused.
 */
const tagInput = z.strictObject({
  kind,
  parentId: id.optional(),
  names: z.strictObject({
    zh: z.string().max(NAME_MAX_LENGTH),
    en: z.string().max(NAME_MAX_LENGTH),
    ar: z.string().max(NAME_MAX_LENGTH),
    fr: z.string().max(NAME_MAX_LENGTH).optional(),
    ind: z.string().max(NAME_MAX_LENGTH).optional(),
  }),
  enabled: z.boolean(),
  sort: z.int().min(0).max(9999),
});

/** One event on a task: who did what and when (nothing is ever taken out of a task's history). */
const historyEntry = z.object({
  id,
  action: z.enum(TAGGING_HISTORY_ACTIONS),
  operator: z.string(),
  at: dateTime,
  /** `assigned`: the tagger given the task. */
  assignee: z.string().nullable(),
  /** `tagged`: the tags chosen. */
  level1Id: id.nullable(),
  level2Ids: z.array(id),
  qualityId: id.nullable(),
  /** `reopened`: why, and the note typed with it (empty when none). */
  reasonCode: z.enum(CORRECTION_REASONS).nullable(),
  note: z.string(),
});

const task = z.object({
  id,
  postId: id,
  language,
  createdAt: dateTime,
  /** When the task passes the tagging queues' target waiting time. */
  dueAt: dateTime,
  origin: z.enum(['machine', 'moderator']),
  status: z.enum(TAGGING_STATUSES),
  /** The tagger it is assigned to, or null: anyone may take it. */
  assignee: z.string().nullable(),
  /** Whoever has it open in the workbench now, until `claimedUntil`. */
  claimedBy: z.string().nullable(),
  claimedUntil: dateTime.nullable(),
  taggedBy: z.string().nullable(),
  taggedAt: dateTime.nullable(),
  reopenedBy: z.string().nullable(),
  reopenedAt: dateTime.nullable(),
  level1Id: id.nullable(),
  level2Ids: z.array(id),
  qualityId: id.nullable(),
  post: z.object({
    postId: id,
    authorId: z.int().nonnegative(),
    authorLogin: z.string(),
    postType: z.enum(POST_TYPES),
    /** As the member wrote it: shown as text. */
    content: z.string(),
    images: z.array(z.string()),
    /** Empty when the post is no longer known. */
    publishedAt: z.string(),
  }),
  /** The task's history, oldest first: tagged, re-opened, assigned, unassigned. */
  history: z.array(historyEntry),
});

/** A refusal the screens word in the admin's language: its kind and what it names. */
const refusal = z.looseObject({ kind: z.string() });

export const TAGGING_CONTRACT = {
  tags: contract(E.tags, {
    summary: 'The tag dictionary, every kind, with each tag’s use and, for level 1, its level-2 tags’ count',
    response: z.array(tagWithUsage),
  }),
  createTag: contract(E.createTag, {
    summary:
      'Adds a tag; refused for a missing or too long required name, a name the kind has already, or a level-2 tag without an enabled level-1 parent',
    body: tagInput,
    response: tag,
  }),
  updateTag: contract(E.updateTag, {
    summary: 'Edits a tag on the same rules (its kind stays)',
    params: idPath,
    body: tagInput,
    response: tag,
  }),
  setEnabled: contract(E.setEnabled, {
    summary: 'Enables or disables a tag',
    params: idPath,
    body: z.strictObject({ enabled: z.boolean() }),
    response: tag,
  }),
  removeTag: contract(E.removeTag, {
    summary: 'Deletes a tag; refused while posts carry it or level-2 tags sit under it',
    params: idPath,
    response: nothing,
  }),
  tasks: contract(E.tasks, {
    summary:
      'One page of a tagging queue: waiting tasks oldest first, tagged ones most recently tagged first, unless sorted or `order=newest`',
    query: z.strictObject({
      ...pageQuery,
      status: z.enum(TAGGING_STATUSES).optional(),
      language: languages.optional(),
      /** `me`, `none` or a login. */
      assignee: z.string().optional(),
      postId: queryInt.positive().optional(),
      postType: z.enum(POST_TYPES).optional(),
      taggedBy: z.string().optional(),
      /** The days the task came in. */
      created: dayRange.optional(),
      order: z.literal('newest').optional(),
    }),
    response: page(task),
  }),
  counts: contract(E.counts, {
    summary: 'How many tasks wait for tags, and how many of them the caller’s workbench could give her',
    response: z.object({ waiting: count, forMe: count }),
  }),
  next: contract(E.next, {
    summary:
      'The caller’s next task in the workbench, claimed: assigned to her first, then those nobody holds, oldest first, in the page language, but those skipped; null when none wait',
    body: z.strictObject({ language: language.optional(), skip: z.array(id).optional() }),
    response: task.nullable(),
  }),
  assign: contract(E.assign, {
    summary:
      'Assigns 1 to 100 waiting tasks to a tagger, or back to anyone without `assignee`; each is refused on its own',
    body: z.strictObject({ ids: z.array(id).min(1).max(100), assignee: z.string().optional() }),
    response: z.object({
      done: count,
      refused: z.array(z.object({ id: z.int(), refusal, message: z.string() })),
    }),
  }),
  claim: contract(E.claim, {
    summary:
      'Opens a task in the workbench, claimed; refused when it is tagged, held by another or assigned to another',
    params: idPath,
    response: task,
  }),
  release: contract(E.release, {
    summary: 'Lets go of a task the caller has open (a skip, or leaving the workbench)',
    params: idPath,
    response: nothing,
  }),
  save: contract(E.save, {
    summary: `Saves a waiting task's tags: one enabled level-1 tag, 1 to ${MAX_LEVEL2} enabled level-2 tags under it, one quality label`,
    params: idPath,
    body: z.strictObject({
      level1Id: id.optional(),
      level2Ids: z.array(id).optional(),
      qualityId: id.optional(),
    }),
    response: task,
  }),
  reopen: contract(E.reopen, {
    summary:
      'Re-opens a tagged task for a correction, with a reason (and a note, which `other` needs): back in the queue with its tags, assigned to whoever re-opened it; refused (400) without a valid reason',
    params: idPath,
    body: z.strictObject({
      reasonCode: z.enum(CORRECTION_REASONS),
      note: z.string().max(CORRECTION_NOTE_MAX_LENGTH).optional(),
    }),
    response: task,
  }),
  taggers: contract(E.taggers, {
    summary: 'Who may be given tasks: the logins of activated admins holding the workbench’s tag action',
    response: z.array(z.string()),
  }),
  userPosts: contract(E.userPosts, {
    summary: 'One page of a user’s posts in the tagging queue with their tags, newest first; `userId` is required',
    query: z.strictObject({ ...pageQuery, userId: queryInt.positive(), language: languages.optional() }),
    response: page(task),
  }),
} satisfies Record<keyof typeof E, Contract>;
