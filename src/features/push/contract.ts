import { z } from 'zod';
import { appMode, contract, dateTime, id, idParam, langTexts, page, pageQuery, type Contract } from '../../shared/api/contract';
import { PUSH_KINDS } from './channels';
import { PUSH_ENDPOINTS as E } from './endpoints';
import { PUSH_LIMITS } from './rules';
import { PUSH_AREAS, PUSH_CREATOR_LEVELS, PUSH_STATUSES, USER_GROUPS } from './types';

const kind = z.enum(PUSH_KINDS as [string, ...string[]]);
const channel = z.object({ kind });
const onePush = channel.extend({ id: idParam });
const reason = z.string().min(1).max(PUSH_LIMITS.reasonMax);
/** An app version (`7.1.0`); null: any. */
const version = z.string().regex(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/);

/** What a push is made of, as the form sends it (empty languages and the other audience's fields left out). */
const pushInput = {
  texts: langTexts('title', 'content'),
  /** The image's address; none: null, or left out (the request layer drops empty fields). */
  image: z.string().nullable().optional(),
  /** Post ID, help article ID, creator task ID or link, as the channel's target says; none: null or left out. */
  target: z.string().nullable().optional(),
  startAt: dateTime,
  endAt: dateTime,
  userGroup: z.enum(USER_GROUPS),
  /** App user IDs, for the designated group only. */
  designatedUsers: z.array(z.string()).max(PUSH_LIMITS.designatedMax),
  /** Empty: every mode. App-user channels only. */
  modes: z.array(appMode),
  /** Empty: every area. App-user channels only. */
  areas: z.array(z.enum(PUSH_AREAS)),
  minVersion: version.nullable().optional(),
  maxVersion: version.nullable().optional(),
  forceUpdate: z.boolean(),
  /** Creator channels only: the creator levels it goes to; empty: every level. */
  creatorLevels: z.array(z.literal(PUSH_CREATOR_LEVELS)).optional(),
  /** Creator channels only: the creators' fields (IDs); empty: every field. */
  creatorFields: z.array(id).optional(),
};
const push = z.object({
  ...pushInput,
  image: z.string().nullable(),
  target: z.string().nullable(),
  minVersion: version.nullable(),
  maxVersion: version.nullable(),
  id,
  kind,
  status: z.enum(PUSH_STATUSES),
  /** Estimated audience, counted when the push was last confirmed. */
  audience: z.int().nonnegative(),
  createdBy: z.string(),
  createdAt: dateTime,
  updatedBy: z.string(),
  updatedAt: dateTime,
});
const estimate = z.object({
  audience: z.int().nonnegative(),
  /** Users in the chosen areas, modes and versions (or creators at the chosen levels and fields) before the group applies. */
  reachable: z.int().nonnegative(),
});
const withReason = z.strictObject({ reason });

export const PUSH_CONTRACT = {
  page: contract(E.page, {
    summary: 'A channel’s pushes, latest window first; deleted ones only when `status` asks for them',
    params: channel,
    query: z.strictObject({
      ...pageQuery,
      /** A push ID, or part of a title or content in any language. */
      title: z.string().optional(),
      status: z.enum(PUSH_STATUSES).optional(),
      userGroup: z.enum(USER_GROUPS).optional(),
    }),
    response: page(push),
  }),
  estimate: contract(E.estimate, {
    summary: 'Checks a push as a save would (refusals name the fields) and counts who it would reach',
    params: channel,
    body: z.strictObject(pushInput),
    response: estimate,
  }),
  create: contract(E.create, {
    summary: 'Creates a push, with the reason for the audit trail',
    params: channel,
    body: z.strictObject({ ...pushInput, reason }),
    response: push,
  }),
  update: contract(E.update, {
    summary: 'Changes a push still to be pushed, with the reason for the audit trail',
    params: onePush,
    body: z.strictObject({ ...pushInput, reason }),
    response: push,
  }),
  audience: contract(E.audience, {
    summary: 'Who the push would reach if it were sent now',
    params: onePush,
    response: estimate,
  }),
  send: contract(E.send, {
    summary: 'Pushes now: the window of a push still to be pushed starts at once',
    params: onePush,
    body: withReason,
    response: push,
  }),
  disable: contract(E.disable, {
    summary: 'Disables a push before its window ends (it becomes expired)',
    params: onePush,
    body: withReason,
    response: push,
  }),
  remove: contract(E.remove, {
    summary: 'Deletes a push; it stays, deleted, for the audit trail',
    params: onePush,
    body: withReason,
    response: push,
  }),
  audit: contract(E.audit, {
    summary: 'A push’s audit trail, newest first: who did what, why, the audience seen, and what changed',
    params: onePush,
    response: z.array(
      z.object({
        id,
        pushId: id,
        action: z.enum(['create', 'edit', 'send', 'disable', 'delete']),
        by: z.string(),
        at: dateTime,
        reason: z.string(),
        audience: z.int().nonnegative(),
        changes: z.array(z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
      }),
    ),
  }),
  unknownUsers: contract(E.unknownUsers, {
    summary: 'Which of these app user IDs do not exist (at most 1000)',
    body: z.strictObject({ ids: z.array(z.string()).max(1000) }),
    response: z.object({ unknown: z.array(z.string()) }),
  }),
} satisfies Record<keyof typeof E, Contract>;
