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
  type Contract,
} from '../../shared/api/contract';
import { HOT_ENDPOINTS as E } from './endpoints';
import { LIMITS } from './rules';

const count = z.int().nonnegative().max(LIMITS.maxCount);
const status = z.enum(['toBeDisplayed', 'displaying', 'displayed', 'expired']);

/** The post a position shows or the ranking proposes, with what it brings to the ranking and its score. */
const postSummary = z.object({
  id,
  content: z.string(),
  publisherLogin: z.string(),
  postedAt: dateTime,
  likes: z.int().nonnegative(),
  comments: z.int().nonnegative(),
  /** Unique visitors. */
  uv: z.int().nonnegative(),
  /** Hours since it was posted. */
  ageHours: z.number().nonnegative(),
  score: z.number(),
});

const minimums = { minUv: count, minLikes: count, minComments: count };
/** A position's fields as the form sends them: no post is left out (the request layer drops the null). */
const positionInput = z.strictObject({
  /** 1 to the configured number of positions. */
  number: z.int().min(1).max(LIMITS.positionCount.max),
  postId: id.nullable().optional(),
  ...minimums,
  /** At most 31 days after the start. */
  startAt: dateTime,
  endAt: dateTime,
});
const position = z.object({
  id,
  number: z.int().positive(),
  /** The post it shows; null while empty (a refresh or the pool fills it). */
  postId: id.nullable(),
  ...minimums,
  startAt: dateTime,
  endAt: dateTime,
  /** Set when an admin cleared it: the post came off and the window ended then. */
  clearedAt: dateTime.nullable(),
  clearedBy: z.string().nullable(),
  updatedBy: z.string(),
  updatedAt: dateTime,
  /** Derived from its window and from what it shows. */
  status,
  post: postSummary.nullable(),
});
const positionFilters = {
  ...pageQuery,
  number: queryInt.positive().optional(),
};

const weights = {
  likeWeight: z.number().min(LIMITS.weight.min).max(LIMITS.weight.max),
  commentWeight: z.number().min(LIMITS.weight.min).max(LIMITS.weight.max),
  /** Per 100 unique visitors. */
  uvWeight: z.number().min(LIMITS.weight.min).max(LIMITS.weight.max),
  /** How fast age pulls a score down. */
  gravity: z.number().min(LIMITS.gravity.min).max(LIMITS.gravity.max),
};
const configInput = {
  /** Minutes between two refreshes of the hot list. */
  refreshWaitMinutes: z.int().min(LIMITS.refreshWaitMinutes.min).max(LIMITS.refreshWaitMinutes.max),
  /** How many hot positions there are (numbers 1 to this). */
  positionCount: z.int().min(LIMITS.positionCount.min).max(LIMITS.positionCount.max),
  ...weights,
};
const config = z.object({ ...configInput, updatedBy: z.string(), updatedAt: dateTime });

const refreshState = {
  lastRefreshAt: dateTime.nullable(),
  lastRefreshBy: z.string().nullable(),
  waitMinutes: z.int().positive(),
  /** When a refresh is possible again; null: now. */
  nextAt: dateTime.nullable(),
};

export const HOT_CONTRACT = {
  positions: contract(E.positions, {
    summary: 'Hot positions to be displayed or displaying, by start then number',
    query: z.strictObject({ ...positionFilters, status: z.enum(['toBeDisplayed', 'displaying']).optional() }),
    response: page(position),
  }),
  history: contract(E.history, {
    summary: 'What was hot and when: displayed and expired positions, latest start first unless sorted',
    query: z.strictObject({
      ...positionFilters,
      status: z.enum(['displayed', 'expired']).optional(),
      /** The days whose windows it overlaps. */
      window: dayRange.optional(),
    }),
    response: page(position),
  }),
  create: contract(E.create, {
    summary:
      'Creates a hot position; refused when its number has another window overlapping it, or its post is not showable or shown elsewhere',
    body: positionInput,
    response: position,
  }),
  update: contract(E.update, {
    summary: 'Changes a position to be displayed or displaying, on the same rules as its creation',
    params: idPath,
    body: positionInput,
    response: position,
  }),
  clear: contract(E.clear, {
    summary: 'Clears a position: its post comes off and its window ends now',
    params: idPath,
    response: position,
  }),
  assign: contract(E.assign, {
    summary: 'Puts a pool post in a position to be displayed; the post must reach the position’s minimums',
    params: idPath,
    body: z.strictObject({ postId: id }),
    response: position,
  }),
  refreshState: contract(E.refreshState, {
    summary: 'When the hot list was last refreshed and when the next refresh is allowed',
    response: z.object(refreshState),
  }),
  refresh: contract(E.refresh, {
    summary:
      'Fills each position in its window that shows nothing with the best candidate reaching its minimums; too soon after the last: code 429 with the state in `data`',
    response: z.object({ ...refreshState, filled: z.int().nonnegative() }),
  }),
  config: contract(E.config, {
    summary: 'The community settings the ranking and the refresh use',
    response: config,
  }),
  saveConfig: contract(E.saveConfig, {
    summary:
      'Saves the community settings; refused when a weight is out of range, all three are 0, or fewer positions would leave one in use outside them',
    body: z.strictObject(configInput),
    response: config,
  }),
  scoreTest: contract(E.scoreTest, {
    summary: 'The score a post with these numbers would get, and where today’s ranking would put it',
    body: z.strictObject({
      likes: count,
      comments: count,
      /** Unique visitors. */
      uv: count,
      /** Hours since it was posted, at most a year. */
      ageHours: z.number().min(0).max(LIMITS.maxAgeHours),
    }),
    response: z.object({
      score: z.number(),
      /** 1: first among today's candidates. */
      rank: z.int().positive(),
      /** The hot position it would take; null when it ranks below them. */
      position: z.int().positive().nullable(),
      candidates: z.int().nonnegative(),
    }),
  }),
  pool: contract(E.pool, {
    summary: 'The operation position pool: candidates by score that no current position shows, with their rank',
    query: z.strictObject({
      ...pageQuery,
      /** Part of a post ID. */
      postId: z.string().optional(),
    }),
    response: page(postSummary.extend({ rank: z.int().positive() })),
  }),
  unknownPosts: contract(E.unknownPosts, {
    summary: 'Which of these post IDs cannot be shown (no such post, unpublished or deleted)',
    query: z.strictObject({
      /** Post IDs, comma-separated. */
      ids: z.string(),
    }),
    response: z.array(z.string()),
  }),
  slots: contract(E.slots, {
    summary: 'The community operation positions, each with how many posts it recommends',
    response: z.array(
      z.object({
        id,
        key: z.string(),
        name: z.object({ zh: z.string(), en: z.string(), ar: z.string() }),
        /** How many posts it carries at most. */
        capacity: z.int().positive(),
        count: z.int().nonnegative(),
      }),
    ),
  }),
  recommendations: contract(E.recommendations, {
    summary: 'The posts a community position recommends, in order',
    params: idPath,
    response: z.array(
      z.object({
        id,
        slotId: id,
        postId: id,
        order: z.int().positive(),
        addedBy: z.string(),
        addedAt: dateTime,
        /** Null when the post is gone. */
        post: postSummary.nullable(),
      }),
    ),
  }),
  recommend: contract(E.recommend, {
    summary:
      'Adds posts at the end of a community position’s list: each showable, new to it, within its capacity (at most 50 at once)',
    params: idPath,
    body: z.strictObject({ postIds: z.array(id).min(1).max(50) }),
    response: z.object({ added: z.int().positive() }),
  }),
  reorder: contract(E.reorder, {
    summary: 'Puts a community position’s recommendations in this order (every one of them, once)',
    params: idPath,
    body: z.strictObject({ ids: z.array(id) }),
    response: nothing,
  }),
  removeRecommendation: contract(E.removeRecommendation, {
    summary: 'Takes a post off a community position; the rest close up',
    params: idPath,
    response: nothing,
  }),
} satisfies Record<keyof typeof E, Contract>;
