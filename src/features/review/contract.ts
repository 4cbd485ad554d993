import { z } from 'zod';
import { contract, dateTime, dayRange, id, idPath, page, pageQuery, type Contract } from '../../shared/api/contract';
import { PAGE_LANGUAGES } from '../../shared/i18n/page-languages';
import { DECISION_REASONS } from '../../shared/moderation/decision-reasons';
import { POST_TYPES } from '../../shared/types/post-types';
import { REVIEW_ENDPOINTS as E } from './endpoints';
import {
  MACHINE_STATUSES,
  PUNISH_KINDS,
  REPORT_REASONS,
  REVIEW_ACTIONS,
  REVIEW_STATUSES,
  TASK_SOURCES,
  TASK_TYPES,
} from './types';

/** `a,b`: one or more of the values, comma-separated, as a queue names its sources and statuses. */
const commaList = (values: readonly string[]) =>
  z.string().regex(new RegExp(`^(${values.join('|')})(,(${values.join('|')}))*$`));
const count = z.int().nonnegative();
const source = z.enum(TASK_SOURCES);
const machineStatus = z.enum(MACHINE_STATUSES);
const punishKind = z.enum(PUNISH_KINDS);
const reasonCode = z.enum(DECISION_REASONS);
const DECISIONS = REVIEW_ACTIONS.filter((action) => action !== 'returnToPool' && action !== 'undo');
const decision = z.enum(DECISIONS);

/** What a moderator did with a task. */
const outcome = z.object({
  decision,
  /** Punish only. */
  punishKind: punishKind.nullable(),
  /** Ban only: what was cleared with the ban. */
  cleared: z.array(punishKind).optional(),
  /** Delete, punish, blacklist and ban: the reason chosen and the note. */
  reasonCode: reasonCode.nullable().optional(),
  note: z.string().optional(),
  /** The note typed with the decision (empty when none). */
  reason: z.string(),
  operator: z.string(),
  decidedAt: dateTime,
});

/** A task as the queues list it. */
const queueTask = z.object({
  id,
  type: z.enum(TASK_TYPES),
  source,
  /** The reviewed item: a post, comment, picture or account ID. */
  subjectId: id,
  /** Comment and picture tasks: the post the comment or the picture is on. */
  postId: id.nullable().optional(),
  /** Posts only. */
  postType: z.enum(POST_TYPES).nullable(),
  authorId: id,
  content: z.string(),
  images: z.array(z.string()),
  language: z.enum(PAGE_LANGUAGES),
  machineStatus,
  /** What the machine flagged, when it did. */
  machineLabel: z.string(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: dateTime,
  /** Who holds the task now, until when; null in the pool. */
  claimedBy: z.string().nullable(),
  claimedUntil: dateTime.nullable(),
  outcome: outcome.nullable(),
  /** Male-detect tasks only: the machine's case. */
  detection: z
    .object({
      /** 0 to 1. */
      score: z.number().min(0).max(1),
      signals: z.array(
        z.object({
          signal: z.enum(['profile', 'avatar', 'name', 'posts']),
          weight: z.number().min(0).max(1),
          evidence: z.string(),
        }),
      ),
    })
    .nullable()
    .optional(),
  authorLogin: z.string(),
  /** Report tasks: how many reports the task groups (0 for an audit). */
  reportCount: count,
  /** Image tasks only: the picture is on the image blacklist already. */
  blacklisted: z.boolean().optional(),
  /** When the task passes its queue's target waiting time. */
  dueAt: dateTime,
});

const report = z.object({
  id,
  taskId: id,
  reporterId: id,
  reportedAt: dateTime,
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  reporterLogin: z.string(),
});

const historyEntry = z.object({
  id,
  taskId: id,
  action: z.enum([...DECISIONS, 'undo']),
  operator: z.string(),
  at: dateTime,
  reasonCode: reasonCode.nullable(),
  note: z.string(),
  punishKind: punishKind.nullable(),
  /** Taken on several selected tasks together: how many. */
  batchOf: z.int().positive().nullable(),
});

/** A decision, a return to the pool or an undo, with what the decision needs (the request layer drops empty fields). */
const actFields = {
  action: z.enum(REVIEW_ACTIONS),
  /** Punish only. */
  punishKind: punishKind.optional(),
  /** Ban only: what else to clear on the account. */
  clear: z.array(punishKind).optional(),
  /** Delete, punish, blacklist, ban: one of the queue's reasons, and the note ("other" needs it). */
  reasonCode: reasonCode.optional(),
  note: z.string().optional(),
};

export const REVIEW_CONTRACT = {
  page: contract(E.page, {
    summary:
      'One page of a queue: the tasks of its sources, by type, status, machine status and language (each a comma-separated list), and by task ID, subject ID, author, content, creation days or report reason; oldest first unless sorted otherwise',
    query: z.strictObject({
      ...pageQuery,
      source: commaList(TASK_SOURCES).optional(),
      type: commaList(TASK_TYPES).optional(),
      status: commaList(REVIEW_STATUSES).optional(),
      machineStatus: commaList(MACHINE_STATUSES).optional(),
      language: commaList(PAGE_LANGUAGES).optional(),
      id: z.string().optional(),
      subjectId: z.string().optional(),
      author: z.string().optional(),
      content: z.string().optional(),
      createdAt: dayRange.optional(),
      reason: z.enum(REPORT_REASONS).optional(),
    }),
    response: page(queueTask),
  }),
  counts: contract(E.counts, {
    summary:
      'How many tasks wait, by source: audits and reports, and the audits by what the machine concluded (the side menu’s counts)',
    response: z.record(source, z.object({ audit: count, report: count, machine: z.record(machineStatus, count) })),
  }),
  detail: contract(E.detail, {
    summary: 'A task with its reports (each with the reporter’s login, latest first) and its history (oldest first)',
    params: idPath,
    response: queueTask.extend({ reports: z.array(report), history: z.array(historyEntry) }),
  }),
  claim: contract(E.claim, {
    summary: 'Claims a task for a few minutes (again: renews it); refused while someone else holds it, naming who',
    params: idPath,
    response: queueTask,
  }),
  release: contract(E.release, {
    summary: 'Lets go of a task; only its holder can',
    params: idPath,
    response: queueTask,
  }),
  act: contract(E.act, {
    summary:
      'Decides a task (pass, delete, ignore, punish, confirm, overturn, ban, dismiss, blacklist), returns it to the pool or undoes a decision; refused where the task’s state does not allow it or a reason it needs is missing',
    params: idPath,
    body: z.strictObject(actFields),
    response: queueTask,
  }),
  batch: contract(E.batch, {
    summary:
      'The same action on 1 to 100 tasks, each decided on its own: how many were, which, and why the others were refused; refused as a whole when a reason the action needs is missing',
    body: z.strictObject({ ...actFields, ids: z.array(id).min(1).max(100) }),
    response: z.object({
      done: count,
      /** The tasks decided (what an undo of the batch takes back). */
      decided: z.array(id),
      refused: z.array(z.object({ id, message: z.string() })),
    }),
  }),
} satisfies Record<keyof typeof E, Contract>;
