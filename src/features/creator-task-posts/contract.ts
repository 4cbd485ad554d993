import { z } from 'zod';
import { CREATOR_LEVELS } from '../../shared/types/app-user';
import { POST_TYPES } from '../../shared/types/post-types';
import {
  contract,
  dateTime,
  dayRange,
  id,
  idPath,
  page,
  pageQuery,
  queryInt,
  type Contract,
} from '../../shared/api/contract';
import { TASK_POST_ENDPOINTS as E } from './endpoints';
import { TASK_POST_STATUSES } from './types';

/** The creator centre's texts, in zh, en and ar. */
const texts = z.object({ zh: z.string(), en: z.string(), ar: z.string() });
const status = z.enum(TASK_POST_STATUSES);

const taskPost = z.object({
  id,
  taskId: id,
  /** The task's title per language, as operators wrote it. */
  taskTitle: texts,
  taskStars: z.int().min(0).max(5),
  creatorId: id,
  creatorLogin: z.string(),
  creatorNickname: z.string(),
  creatorLevel: z.union(CREATOR_LEVELS.map((level) => z.literal(level))),
  postId: id,
  postType: z.enum(POST_TYPES),
  postContent: z.string(),
  postImages: z.array(z.string()),
  submittedAt: dateTime,
  /** Waiting until a moderator decides; a decision is final. */
  status,
  decidedBy: z.string().nullable(),
  decidedAt: dateTime.nullable(),
  rejectionReasonId: id.nullable(),
  /** The rejection reason's texts, when rejected. */
  rejectionReason: texts.nullable(),
});

export const TASK_POST_CONTRACT = {
  page: contract(E.page, {
    summary:
      'One page of task posts, newest first; by status, task title (any language), creator (ID, login, nickname), level, post ID, submitted days',
    query: z.strictObject({
      ...pageQuery,
      status: status.optional(),
      taskTitle: z.string().optional(),
      creator: z.string().optional(),
      level: queryInt.min(0).max(5).optional(),
      postId: z.string().optional(),
      submittedAt: dayRange.optional(),
    }),
    response: page(taskPost),
  }),
  reasons: contract(E.reasons, {
    summary: 'The creator centre’s rejection reasons, in zh, en and ar',
    response: z.array(z.object({ id, text: texts })),
  }),
  decide: contract(E.decide, {
    summary:
      'Passes a waiting task post, or rejects it with a rejection reason; refused (409) for a post already decided',
    params: idPath,
    body: z.strictObject({ decision: z.enum(['pass', 'reject']), reasonId: id.optional() }),
    response: taskPost,
  }),
} satisfies Record<keyof typeof E, Contract>;
