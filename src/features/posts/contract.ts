import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../shared/components/lang-fields/content-languages';
import {
  contract,
  dateTime,
  dayRange,
  id,
  idParam,
  idPath,
  page,
  pageQuery,
  type Contract,
} from '../../shared/api/contract';
import { DECISION_REASONS } from '../../shared/moderation/decision-reasons';
import { USER_TYPES } from '../../shared/types/app-user';
import { POST_TYPES } from '../../shared/types/post-types';
import { COMPOSE_TYPES } from './compose/types';
import { COMPOSE_ENDPOINTS, POST_ENDPOINTS as E } from './endpoints';
import { BATCH_MAX, POST_OPERATIONS } from './rules';
import { POST_SCOPES, PUBLISH_STATUSES } from './types';

const language = z.enum(CONTENT_LANGUAGES);
const yesNo = z.enum(['yes', 'no']);
const operation = z.enum(POST_OPERATIONS);
const count = z.int().nonnegative();
const video = z.object({ url: z.string(), cover: z.string(), seconds: z.number().nonnegative() });

/** A post (microblog) as the console reads it. */
const post = z.object({
  id,
  content: z.string(),
  language,
  type: z.enum(POST_TYPES),
  images: z.array(z.string()),
  /** Video posts only. */
  video: video.nullable(),
  /** Vote posts only. */
  vote: z.object({ options: z.array(z.string()) }).nullable(),
  publishStatus: z.enum(PUBLISH_STATUSES),
  postedAt: dateTime,
  likes: count,
  comments: count,
  /** 0 to 100. */
  score: z.number(),
  topicId: id.nullable(),
  /** The topic's name in the post's language. */
  topicName: z.string().nullable(),
  authorId: id,
  /** The publisher's login (an app user). */
  publisherLogin: z.string(),
  pinned: z.boolean(),
  featured: z.boolean(),
  deletedAt: dateTime.nullable(),
  deletedBy: z.string().nullable(),
  /** Why a moderator removed it (a review decision, a confirmed spam flag); null when deleted from a list. */
  deleteReason: z.object({ reasonCode: z.enum(DECISION_REASONS), note: z.string() }).nullable(),
  /** On the warmth top list since (a moderator passed its warmth nomination); null when not on it. */
  warmthSince: dateTime.nullable(),
});
/** A post as the lists show it: with the machine's spam flag, the admin who published it, and heat. */
const listItem = post.extend({
  spam: z.enum(['none', 'flagged', 'confirmed', 'cleared']),
  staffLogin: z.string().nullable(),
  hot: z.boolean(),
});
const topicOption = z.object({ id, name: z.string() });

export const POST_CONTRACT = {
  page: contract(E.page, {
    summary:
      'One page of the posts of a list (scope: each screen’s), filtered by ID, content, type, language, publish status, topic (ID or part of a name), publisher, posting days, pinned, featured, warmth, hot or new; sorted by time, likes, comments or score',
    query: z.strictObject({
      ...pageQuery,
      scope: z.enum(POST_SCOPES),
      id: z.string().optional(),
      content: z.string().optional(),
      type: z.enum(POST_TYPES).optional(),
      language: language.optional(),
      publishStatus: z.enum(PUBLISH_STATUSES).optional(),
      topic: z.string().optional(),
      publisher: z.string().optional(),
      postedAt: dayRange.optional(),
      pinned: yesNo.optional(),
      featured: yesNo.optional(),
      warmth: yesNo.optional(),
      heat: z.enum(['hot', 'new']).optional(),
    }),
    response: page(listItem),
  }),
  topicOptions: contract(E.topicOptions, {
    summary: 'The valid topics to file a post under, each named in the language asked for where it has that name',
    query: z.strictObject({ language: language.optional() }),
    response: z.array(topicOption),
  }),
  one: contract(E.one, {
    summary: 'A post, as the lists show it',
    params: idPath,
    response: listItem,
  }),
  save: contract(E.save, {
    summary:
      'Edits a post’s content (at most 2000 characters), topic (a valid one, or none) and score (a whole number 0 to 100); refused for a deleted post',
    params: idPath,
    // The request layer leaves out an empty content and a null topic.
    body: z.strictObject({ content: z.string().optional(), topicId: id.optional(), score: z.number() }),
    response: post,
  }),
  run: contract(E.run, {
    summary:
      'Runs one operation on one post (publish, unpublish, top, untop, delete, removeTopic, feature, restore, confirmSpam, clearSpam); refused (409) where the post’s state does not allow it',
    params: z.object({ id: idParam, operation }),
    response: post,
  }),
  unknownIds: contract(E.unknownIds, {
    summary: 'Which of these IDs (at most 1000) are not posts (a deleted post is one)',
    body: z.strictObject({ ids: z.array(z.string()).max(1000) }),
    response: z.array(z.string()),
  }),
  batch: contract(E.batch, {
    summary: `One operation portable-operation offers over 1 to ${BATCH_MAX} post IDs, each answered on its own (done, not found, or refused with the reason); refused as a whole when an ID repeats`,
    body: z.strictObject({ operation, ids: z.array(z.string()).min(1).max(BATCH_MAX) }),
    response: z.array(
      z.object({
        id: z.string(),
        outcome: z.enum(['done', 'notFound', 'refused']),
        /** Refused only: why, an i18n key of the `posts` namespace. */
        reason: z.string().optional(),
      }),
    ),
  }),
} satisfies Record<keyof typeof E, Contract>;

/** What a compose screen sends (the request layer leaves out the null vote, video and topic). */
const newPost = z.strictObject({
  posterId: id,
  type: z.enum(COMPOSE_TYPES),
  language,
  content: z.string(),
  images: z.array(z.string()),
  vote: z.strictObject({ options: z.array(z.string()) }).optional(),
  video: z.strictObject({ url: z.string(), cover: z.string(), seconds: z.number().nonnegative() }).optional(),
  topicId: id.optional(),
});

export const COMPOSE_CONTRACT = {
  posterAccounts: contract(COMPOSE_ENDPOINTS.posterAccounts, {
    summary:
      'The app accounts staff may post or reply as (official, whitelist or KOL users on the whitelist), matching a text (ID, login or nickname); at most 50',
    query: z.strictObject({ text: z.string().optional() }),
    response: z.array(
      z.object({ id, login: z.string(), nickname: z.string(), avatar: z.string(), userType: z.enum(USER_TYPES) }),
    ),
  }),
  topics: contract(COMPOSE_ENDPOINTS.topics, {
    summary:
      'The valid topics a new post may be filed under, matching a text in any of their names, named in the language asked for; at most 50',
    query: z.strictObject({ text: z.string().optional(), language: language.optional() }),
    response: z.array(topicOption),
  }),
  publish: contract(COMPOSE_ENDPOINTS.publish, {
    summary:
      'Publishes a post as an official, whitelist or KOL account; refused, naming every problem on its field, without a poster, content, a complete vote (vote posts), an image (graphics posts), or an uploaded video and its cover (video posts)',
    body: newPost,
    response: post,
  }),
} satisfies Record<keyof typeof COMPOSE_ENDPOINTS, Contract>;
