import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../shared/components/lang-fields/content-languages';
import {
  contract,
  dateTime,
  id,
  idPath,
  langTexts,
  nothing,
  page,
  pageQuery,
  queryInt,
  updated,
  type Contract,
} from '../../shared/api/contract';
import { POST_TYPES } from '../../shared/types/post-types';
import { EVENT_ENDPOINTS as E, REWARD_ENDPOINTS as R } from './endpoints';
import { REWARD_LIMITS } from './rules';
import { RANK_BY, REWARD_KINDS } from './types';

const phase = z.enum(['upcoming', 'running', 'ended']);
const count = z.int().nonnegative();

const appEvent = z.object({
  id,
  names: langTexts('name'),
  topicId: id,
  /** In the caller's language. */
  topicName: z.string(),
  startAt: dateTime,
  endAt: dateTime,
  /** From its window. */
  phase,
  entryCount: count,
});

/** A post entered in an event, with the post as it is now. */
const entry = z.object({
  id,
  eventId: id,
  /** In the caller's language (empty in the answer to featuring). */
  eventName: z.string(),
  postId: id,
  /** Filed under the event's topic in its window, or added by an operator. */
  source: z.enum(['topic', 'operator']),
  featured: z.boolean(),
  enteredAt: dateTime,
  addedBy: z.string().nullable(),
  content: z.string(),
  language: z.enum(CONTENT_LANGUAGES),
  type: z.enum(POST_TYPES),
  publisherLogin: z.string(),
  likes: count,
  comments: count,
  postedAt: dateTime,
  /** Deleted since it was entered: no longer on the event's page. */
  deleted: z.boolean(),
});

const kind = z.enum(REWARD_KINDS);
const rankBy = z.enum(RANK_BY);
const rank = z.int().min(1).max(REWARD_LIMITS.rankMax);
/** Ranks from and to (both included) and what each of their posts' authors gets: points, or an item. */
const tierInput = z.strictObject({
  fromRank: rank,
  toRank: rank,
  points: z.int().min(1).max(REWARD_LIMITS.pointsMax).nullable().optional(),
  item: z.string().max(REWARD_LIMITS.itemMax).nullable().optional(),
});
const tier = z.object({
  fromRank: rank,
  toRank: rank,
  points: z.int().nullable().optional(),
  item: z.string().nullable().optional(),
});
const rewardInput = z.strictObject({
  topicId: id,
  kind,
  rankBy,
  tiers: z.array(tierInput).min(1).max(REWARD_LIMITS.tiersMax),
  startAt: dateTime,
  endAt: dateTime,
});
const reward = z.object({
  id,
  topicId: id,
  /** In the caller's language. */
  topicName: z.string(),
  kind,
  rankBy,
  tiers: z.array(tier),
  startAt: dateTime,
  endAt: dateTime,
  /** From its window. */
  status: phase,
  ...updated,
});

export const EVENT_CONTRACT = {
  events: contract(E.events, {
    summary: 'Every event, the latest start first, with its phase, topic and number of entered posts',
    response: z.array(appEvent),
  }),
  entries: contract(E.entries, {
    summary: 'One page of entered posts, featured first, then by likes; by event, keyword or post ID, source, featured',
    query: z.strictObject({
      ...pageQuery,
      event: queryInt.positive().optional(),
      /** Part of the post's text, or its ID. */
      keyword: z.string().optional(),
      source: z.enum(['topic', 'operator']).optional(),
      featured: z.enum(['true', 'false']).optional(),
    }),
    response: page(entry),
  }),
  addEntries: contract(E.addEntries, {
    summary:
      'Enters posts by ID (at most 200) in an event that has not ended; refused (409) naming each ID that is no post, deleted, unpublished or already entered',
    params: idPath,
    body: z.strictObject({ postIds: z.array(id).min(1).max(200) }),
    response: z.object({ added: count }),
  }),
  unknownPosts: contract(E.unknownPosts, {
    summary: 'Which of these IDs (at most 1,000) are not posts: the ID list’s check as it is typed',
    body: z.strictObject({ ids: z.array(z.string()).max(1000) }),
    response: z.array(z.string()),
  }),
  feature: contract(E.feature, {
    summary: 'Features an entered post on the event’s page; it cannot be withdrawn',
    params: idPath,
    response: entry,
  }),
  unfeature: contract(E.unfeature, {
    summary: 'Always refused (409): featuring cannot be withdrawn (the console makes no such call)',
    params: idPath,
    response: nothing,
  }),
  remove: contract(E.remove, { summary: 'Takes a post out of its event', params: idPath, response: nothing }),
} satisfies Record<keyof typeof E, Contract>;

export const REWARD_CONTRACT = {
  page: contract(R.page, {
    summary: 'One page of topic rewards, the latest start first; by part of the topic’s name, kind, status',
    query: z.strictObject({
      ...pageQuery,
      topic: z.string().optional(),
      kind: kind.optional(),
      status: phase.optional(),
    }),
    response: page(reward),
  }),
  topics: contract(R.topics, {
    summary: 'The valid topics a reward can be for, named in the caller’s language',
    response: z.array(z.object({ id, name: z.string() })),
  }),
  standings: contract(R.standings, {
    summary: 'The ranking so far: the topic’s published posts in the window, best first, with what each rank gets',
    params: idPath,
    response: z.array(
      z.object({
        rank: z.int().positive(),
        postId: id,
        publisherLogin: z.string(),
        content: z.string(),
        likes: count,
        comments: count,
        /** The points (in the caller’s language) or the item. */
        reward: z.string(),
      }),
    ),
  }),
  create: contract(R.create, {
    summary: 'Adds a topic reward; refused (409) while another reward of the topic overlaps its window',
    body: rewardInput,
    response: reward,
  }),
  update: contract(R.update, {
    summary: 'Edits a reward that has not started',
    params: idPath,
    body: rewardInput,
    response: reward,
  }),
  close: contract(R.close, { summary: 'Ends a running reward now', params: idPath, response: reward }),
  remove: contract(R.remove, { summary: 'Deletes a reward that is not running', params: idPath, response: nothing }),
} satisfies Record<keyof typeof R, Contract>;
