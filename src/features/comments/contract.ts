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
  type Contract,
} from '../../shared/api/contract';
import { USER_TYPES } from '../../shared/types/app-user';
import { COMMENT_ENDPOINTS as E } from './endpoints';
import { COMMENT_RULES } from './types';

const count = z.int().nonnegative();

const comment = z.object({
  id,
  postId: id,
  /** The comment this one answers; null for a comment on the post itself. */
  parentId: id.nullable(),
  content: z.string(),
  authorId: id,
  authorLogin: z.string(),
  authorNickname: z.string(),
  authorType: z.enum(USER_TYPES).nullable(),
  createdAt: dateTime,
  likes: count,
  replies: count,
  /** The admin who replied through the console as the author, for staff replies. */
  staffLogin: z.string().nullable(),
});

export const COMMENT_CONTRACT = {
  page: contract(E.page, {
    summary:
      'One page of comments, newest first (deleted ones are gone); by post ID, author (ID, login or nickname, part), content (part) and the days written',
    query: z.strictObject({
      ...pageQuery,
      postId: z.string().regex(/^\d+$/).optional(),
      author: z.string().optional(),
      content: z.string().optional(),
      createdAt: dayRange.optional(),
    }),
    response: page(comment),
  }),
  remove: contract(E.remove, {
    summary: 'Deletes a comment, lowering the counts on its post and on the comment it answered',
    params: idPath,
    response: nothing,
  }),
  reply: contract(E.reply, {
    summary:
      'Replies to a comment as an official, whitelist or KOL account; refused, naming every field at fault, without content or replier, or for an account staff may not act as',
    params: idPath,
    body: z.strictObject({
      content: z.string().max(COMMENT_RULES.replyMaxLength),
      replierId: id,
    }),
    response: comment,
  }),
} satisfies Record<keyof typeof E, Contract>;
