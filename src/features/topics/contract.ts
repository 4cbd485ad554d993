import { z } from 'zod';
import { contract, dateTime, id, idPath, nothing, page, pageQuery, type Contract } from '../../shared/api/contract';
import { TOPIC_ENDPOINTS as E } from './endpoints';
import { TOPIC_CATEGORIES, TOPIC_TYPES } from './types';

const category = z.enum(TOPIC_CATEGORIES);
const type = z.enum(TOPIC_TYPES);
const flag = z.enum(['true', 'false']);
/** The names in en, fr and ar; en is required (the mock refuses a blank one with its rule's wording). */
const names = z.object({ en: z.string(), fr: z.string(), ar: z.string() });

const topicFields = {
  /** The main name, shown where no name in the reader's language exists. */
  name: z.string(),
  description: z.string(),
  category,
  valid: z.boolean(),
  hot: z.boolean(),
  /** Only while hot: when it stops being hot. */
  hotEndTime: dateTime.nullable(),
  /** Only while hot: 1 first, up to 100. */
  hotRank: z.int().nullable(),
  /** Only while hot: 0 to 100. */
  hotWeight: z.int().nullable(),
  type,
  names,
};
const topic = z.object({ id, ...topicFields, createdAt: dateTime, updatedAt: dateTime });

/**
 * What the form sends (the request layer leaves out empty and null fields). The form's rules (`topicProblems`:
 * names of at most 30 characters, an English name, a description of at most 200; while hot, an end time
 * to come, a rank of 1 to 100 and a weight of 0 to 100) are the server's too, which refuses each broken one.
 */
const topicInput = z.strictObject({
  name: z.string(),
  description: z.string().optional(),
  category,
  valid: z.boolean(),
  hot: z.boolean(),
  hotEndTime: dateTime.optional(),
  /** Read only while hot, as the end time and the weight. */
  hotRank: z.int().optional(),
  hotWeight: z.int().optional(),
  type,
  names: z.strictObject({ en: z.string(), fr: z.string(), ar: z.string() }),
});

const recommendation = z.object({
  id,
  topicId: id,
  startTime: dateTime,
  endTime: dateTime,
  /** 1 first. */
  rank: z.int().positive(),
  createdAt: dateTime,
});
const recommendationListItem = recommendation.extend({
  /** The topic's main name (`#id` when the topic is gone). */
  topicName: z.string(),
  topicNames: names,
  topicValid: z.boolean(),
});
/** A recommendation's topic and time window; the window may not overlap another of the same topic. */
const recommendationInput = z.strictObject({ topicId: id, startTime: dateTime, endTime: dateTime });

export const TOPIC_CONTRACT = {
  page: contract(E.page, {
    summary:
      'One page of topics, newest first, with the number of posts filed under each; by part of a name (any language) or the ID, category, valid, hot and type',
    query: z.strictObject({
      ...pageQuery,
      name: z.string().optional(),
      category: category.optional(),
      valid: flag.optional(),
      hot: flag.optional(),
      type: type.optional(),
    }),
    response: page(topic.extend({ postCount: z.int().nonnegative() })),
  }),
  options: contract(E.options, {
    summary: 'Every topic to choose from, by ID: its names and whether it is valid',
    response: z.array(z.object({ id, name: z.string(), names, valid: z.boolean() })),
  }),
  create: contract(E.create, {
    summary: 'Creates a topic; refused when a rule of the form is broken or another topic has the same name',
    body: topicInput,
    response: topic,
  }),
  update: contract(E.update, {
    summary: 'Edits a topic, on the same rules as its creation',
    params: idPath,
    body: topicInput,
    response: topic,
  }),
  enable: contract(E.enable, {
    summary: 'Makes an invalid topic valid again (refused when it already is)',
    params: idPath,
    response: topic,
  }),
  disable: contract(E.disable, {
    summary: 'Makes a valid topic invalid (refused when it already is)',
    params: idPath,
    response: topic,
  }),
  recommended: contract(E.recommended, {
    summary: 'The recommended topics in rank order, each with its topic’s names and whether it is valid',
    response: z.array(recommendationListItem),
  }),
  recommend: contract(E.recommend, {
    summary:
      'Recommends a valid topic during a time window, ranked last; refused when the same topic is recommended in an overlapping window',
    body: recommendationInput,
    response: recommendation,
  }),
  orderRecommended: contract(E.orderRecommended, {
    summary: 'Ranks the recommended topics 1 to n in this order (every one of them, once)',
    body: z.strictObject({ ids: z.array(id) }),
    response: z.array(recommendationListItem),
  }),
  updateRecommended: contract(E.updateRecommended, {
    summary: 'Changes a recommendation’s topic or window, on the same rules as its creation',
    params: idPath,
    body: recommendationInput,
    response: recommendation,
  }),
  removeRecommended: contract(E.removeRecommended, {
    summary: 'Removes a recommendation; the ones after it move up',
    params: idPath,
    response: nothing,
  }),
} satisfies Record<keyof typeof E, Contract>;
