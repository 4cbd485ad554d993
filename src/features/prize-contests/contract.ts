import { z } from 'zod';
import {
  contract,
  dateTime,
  id,
  idPath,
  langTexts,
  nothing,
  page,
  pageQuery,
  updated,
  type Contract,
} from '../../shared/api/contract';
import { CONTEST_ENDPOINTS as E } from './endpoints';
import { CONTEST_LIMITS } from './rules';
import { CONTEST_STATES } from './types';

/** A title and a description per content language. */
const texts = langTexts('title', 'description');
const count = z.int().nonnegative();

const contest = z.object({
  id,
  texts,
  /** What winners get, written once by the operator. */
  prize: z.string(),
  winnerCount: z.int().positive(),
  startAt: dateTime,
  endAt: dateTime,
  announcedAt: dateTime.nullable(),
  announcedBy: z.string().nullable(),
  ...updated,
  /** Derived from the window and the announcement. */
  state: z.enum(CONTEST_STATES),
  entryCount: count,
});

/**
 * What the form sends: texts in at least one language, a prize, 1 to 50 winners and a window of at most 90
 * days (the server's refusals, with what an open contest may no longer change).
 */
const input = z.strictObject({
  texts,
  prize: z.string().max(CONTEST_LIMITS.prizeMax),
  winnerCount: z.int().min(1).max(CONTEST_LIMITS.winnersMax),
  startAt: dateTime,
  endAt: dateTime,
});

const entry = z.object({
  id,
  contestId: id,
  userId: id,
  login: z.string(),
  nickname: z.string(),
  content: z.string(),
  likes: count,
  comments: count,
  submittedAt: dateTime,
  winner: z.boolean(),
});

export const CONTEST_CONTRACT = {
  page: contract(E.page, {
    summary: 'One page of prize contests, latest start first; by part of a title (any language) and state',
    query: z.strictObject({ ...pageQuery, title: z.string().optional(), state: z.enum(CONTEST_STATES).optional() }),
    response: page(contest),
  }),
  create: contract(E.create, {
    summary: 'Adds a contest; refused when a rule is broken',
    body: input,
    response: contest,
  }),
  update: contract(E.update, {
    summary: 'Edits a contest not yet judged; once open, its start and the number of winners stay',
    params: idPath,
    body: input,
    response: contest,
  }),
  remove: contract(E.remove, { summary: 'Deletes an upcoming contest', params: idPath, response: nothing }),
  entries: contract(E.entries, {
    summary: 'A contest’s entries, winners first, then most liked',
    params: idPath,
    response: z.array(entry),
  }),
  announce: contract(E.announce, {
    summary:
      'Announces the winners of a closed contest: at least one entry, at most the number of prizes, all its own',
    params: idPath,
    body: z.strictObject({ entryIds: z.array(id).min(1).max(CONTEST_LIMITS.winnersMax) }),
    response: contest,
  }),
} satisfies Record<keyof typeof E, Contract>;
