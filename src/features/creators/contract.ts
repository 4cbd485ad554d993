import { z } from 'zod';
import { CREATOR_LEVELS } from '../../shared/types/app-user';
import { POST_TYPES } from '../../shared/types/post-types';
import {
  contract,
  dateTime,
  dayRange,
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
import { CREATOR_ENDPOINTS as E } from './endpoints';
import { CREATOR_LIMITS as L } from './rules';
import { REWARD_TYPES, TASK_STATUSES } from './types';

/** 0 is a member of the creator centre who is not (or no longer) a creator; 1 to 5 the creator levels. */
const level = z.union(CREATOR_LEVELS.map((value) => z.literal(value)));
const count = z.int().nonnegative();
const postType = z.enum(POST_TYPES);
/** The creator centre's own names, in zh, en and ar. */
const names = z.object({ zh: z.string(), en: z.string(), ar: z.string() });
const namesInput = z.strictObject({ zh: z.string().optional(), en: z.string().optional(), ar: z.string().optional() });
const fieldIdQuery = z.strictObject({ fieldId: queryInt.positive() });

const levelChange = z.object({
  id,
  userId: id,
  from: level,
  to: level,
  reason: z.string(),
  by: z.string(),
  at: dateTime,
});
const creator = z.object({
  /** The app user's ID. */
  id,
  login: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  level,
  fieldId: id.nullable(),
  followers: count,
  points: count,
  registeredAt: dateTime,
  lastLoginAt: dateTime,
  /** The latest level change, if an operator ever changed it. */
  lastChange: levelChange.nullable(),
});

const field = z.object({ id, names, sort: z.int(), creatorCount: count });
const fieldInput = z.strictObject({ names: namesInput, sort: z.int().min(0).max(L.sortMax) });

const taskTexts = langTexts('title', 'description');
const taskInput = z.strictObject({
  texts: taskTexts,
  stars: z.int().min(L.starsMin).max(L.starsMax),
  postType,
  requiredPosts: z.int().min(1).max(L.requiredPostsMax),
  rewardType: z.enum(REWARD_TYPES),
  /** Points, or how many of the item. */
  rewardAmount: z.int().positive().max(L.pointsMax),
  /** Item rewards: the item's name (null, or left out, for points). */
  rewardItem: z.string().max(L.itemNameMax).nullable().optional(),
  /** An uploaded image's URL: landscape 16:9, at least 960 × 540. */
  cover: z.string(),
  /** Task conditions by name (task-system/task-conditions); none: anyone may take the task. */
  conditions: z.array(z.string()).optional(),
});
const task = z.object({
  id,
  texts: taskTexts,
  stars: z.int(),
  postType,
  requiredPosts: z.int().positive(),
  rewardType: z.enum(REWARD_TYPES),
  rewardAmount: z.int().positive(),
  rewardItem: z.string().nullable(),
  cover: z.string(),
  conditions: z.array(z.string()),
  status: z.enum(TASK_STATUSES),
  ...updated,
});

const reason = z.object({
  id,
  text: names,
  /** Rejected task posts citing it. */
  usedBy: count,
});
const reasonInput = z.strictObject({ text: namesInput });

const creatorPost = z.object({
  id,
  content: z.string(),
  language: z.string(),
  type: postType,
  images: z.array(z.string()),
  postedAt: dateTime,
  likes: count,
  comments: count,
  score: z.number(),
  creatorId: id,
  creatorLogin: z.string(),
  creatorNickname: z.string(),
  creatorLevel: level,
  fieldId: id.nullable(),
  /** Who scored it from the creator centre, and when; null until an operator scores it. */
  scoredBy: z.string().nullable(),
  scoredAt: dateTime.nullable(),
});

const thresholds = {
  minFollowers: z.int().min(0).max(L.followersMax),
  minLikes: z.int().min(0).max(L.likesMax),
  minLikedPosts: z.int().min(0).max(L.postsMax),
  minPosts: z.int().min(0).max(L.postsMax),
};
const criteria = z.object({ fieldId: id, ...thresholds, ...updated });

const slotValues = z.record(z.string(), z.array(z.number()));
const slotSeries = z.object({
  granularity: z.enum(['hour', 'day']),
  from: z.string(),
  to: z.string(),
  /** The start of each slot (epoch ms). */
  times: z.array(z.number()),
  values: slotValues,
  /** The period of the same length just before, aligned by index; null where no data is kept. */
  previous: z
    .object({
      from: z.string(),
      to: z.string(),
      times: z.array(z.number()),
      values: z.record(z.string(), z.array(z.number().nullable())),
    })
    .nullable(),
});

export const CREATOR_CONTRACT = {
  creators: contract(E.creators, {
    summary:
      'One page of the creator centre’s members, newest registration first; by level, field, keyword (ID, login, nickname), registration and last login days',
    query: z.strictObject({
      ...pageQuery,
      level: queryInt.min(0).max(5).optional(),
      fieldId: queryInt.positive().optional(),
      keyword: z.string().optional(),
      registeredAt: dayRange.optional(),
      lastLoginAt: dayRange.optional(),
    }),
    response: page(creator),
  }),
  changeLevel: contract(E.changeLevel, {
    summary: 'Changes a creator’s level, with a reason; the change is kept with who and when',
    params: idPath,
    body: z.strictObject({ level: z.int().min(0).max(5), reason: z.string().max(L.reasonMax) }),
    response: creator,
  }),
  levelChanges: contract(E.levelChanges, {
    summary: 'A creator’s level changes, newest first',
    params: idPath,
    response: z.array(levelChange),
  }),
  fields: contract(E.fields, {
    summary: 'The creator fields by sort value, with the creators in each',
    response: z.array(field),
  }),
  createField: contract(E.createField, {
    summary: 'Adds a field; refused when a name is taken in its language',
    body: fieldInput,
    response: field,
  }),
  updateField: contract(E.updateField, {
    summary: 'Renames or re-sorts a field',
    params: idPath,
    body: fieldInput,
    response: field,
  }),
  removeField: contract(E.removeField, {
    summary: 'Deletes a field no creator is filed under',
    params: idPath,
    response: nothing,
  }),
  tasks: contract(E.tasks, {
    summary: 'One page of creator tasks, newest first; by title or ID, status, post type, stars, language written',
    query: z.strictObject({
      ...pageQuery,
      title: z.string().optional(),
      status: z.enum(TASK_STATUSES).optional(),
      postType: postType.optional(),
      stars: queryInt.min(L.starsMin).max(L.starsMax).optional(),
      language: z.string().optional(),
    }),
    response: page(task),
  }),
  createTask: contract(E.createTask, {
    summary:
      'Adds an unpublished task; refused for a cover that is not 16:9 of at least 960 × 540, or an unknown condition',
    body: taskInput,
    response: task,
  }),
  updateTask: contract(E.updateTask, { summary: 'Edits a task', params: idPath, body: taskInput, response: task }),
  publishTask: contract(E.publishTask, {
    summary: 'Publishes an unpublished task',
    params: idPath,
    response: task,
  }),
  unpublishTask: contract(E.unpublishTask, {
    summary: 'Unpublishes a published task',
    params: idPath,
    response: task,
  }),
  removeTask: contract(E.removeTask, {
    summary: 'Deletes an unpublished task no post was submitted to',
    params: idPath,
    response: nothing,
  }),
  reasons: contract(E.reasons, {
    summary: 'The rejection reasons of the task-post audit, with how many rejected posts cite each',
    response: z.array(reason),
  }),
  createReason: contract(E.createReason, {
    summary: 'Adds a rejection reason; refused when a text is taken in its language',
    body: reasonInput,
    response: reason,
  }),
  updateReason: contract(E.updateReason, {
    summary: 'Rewrites a rejection reason',
    params: idPath,
    body: reasonInput,
    response: reason,
  }),
  removeReason: contract(E.removeReason, {
    summary: 'Deletes a rejection reason no rejected post cites',
    params: idPath,
    response: nothing,
  }),
  posts: contract(E.posts, {
    summary:
      'One page of creators’ posts, newest first; by creator (ID, login, nickname), post ID, level, field, type, scored or not, posted days',
    query: z.strictObject({
      ...pageQuery,
      creator: z.string().optional(),
      postId: z.string().optional(),
      level: queryInt.min(1).max(5).optional(),
      fieldId: queryInt.positive().optional(),
      type: postType.optional(),
      scored: z.enum(['yes', 'no']).optional(),
      postedAt: dayRange.optional(),
    }),
    response: page(creatorPost),
  }),
  score: contract(E.score, {
    summary: 'Scores a creator’s post (whole, 0 to 100)',
    params: idPath,
    body: z.strictObject({ score: z.int().min(0).max(100) }),
    response: z.object({ id, score: z.int(), scoredBy: z.string(), scoredAt: dateTime }),
  }),
  criteria: contract(E.criteria, {
    summary: 'A field’s verification criteria (a field without its own starts from the first field’s)',
    query: fieldIdQuery,
    response: criteria,
  }),
  saveCriteria: contract(E.saveCriteria, {
    summary: 'Saves a field’s verification criteria (liked posts no more than posts)',
    query: fieldIdQuery,
    body: z.strictObject(thresholds),
    response: criteria,
  }),
  check: contract(E.check, {
    summary:
      'Which of its field’s criteria a user (7-digit ID) meets today: followers, liked posts and posts of 30 days',
    query: z.strictObject({ userId: z.string().regex(/^\d{7}$/) }),
    response: z.object({
      userId: id,
      login: z.string(),
      nickname: z.string(),
      level,
      fieldId: id,
      conditions: z.array(
        z.object({
          key: z.enum(['followers', 'likedPosts', 'posts']),
          required: count,
          actual: count,
          met: z.boolean(),
        }),
      ),
      eligible: z.boolean(),
      checkedAt: dateTime,
    }),
  }),
  overview: contract(E.overview, {
    summary:
      'The creator data overview: members by level and activity, by field and level, and per day of the range the new and the last active creators',
    query: z.strictObject({
      from: z.iso.date(),
      to: z.iso.date(),
      compare: z.enum(['true', 'false']),
      export: z.literal('true').optional(),
    }),
    response: z.object({
      at: dateTime,
      levels: z.array(z.object({ level, total: count, active7: count, active30: count, inactive: count })),
      fields: z.array(z.object({ id: id.nullable(), names: names.nullable(), counts: z.array(count) })),
      series: slotSeries,
    }),
  }),
} satisfies Record<keyof typeof E, Contract>;
