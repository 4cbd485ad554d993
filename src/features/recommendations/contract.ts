import { z } from 'zod';
import {
  appMode,
  contract,
  dateTime,
  dayRange,
  id,
  idPath,
  langTexts,
  page,
  pageQuery,
  type Contract,
} from '../../shared/api/contract';
import { RECOMMENDATION_ENDPOINTS as E } from './endpoints';
import { LIMITS } from './rules';
import { RECOMMENDATION_STATUSES } from './types';

const surface = z.enum(['insights', 'tools', 'explore']);
const kind = z.enum(['article', 'card', 'banner']);
const status = z.enum(RECOMMENDATION_STATUSES);
/** A day as the app's users live it. */
const day = z.iso.date();
/**
 * Where in the app: a mode's insights or tool page, or the explore page (no mode). A pair that does not
 * exist is refused (400).
 */
const place = { surface, mode: appMode.optional() };

const titles = langTexts('title');
const article = z.object({
  id,
  displayId: z.int().positive(),
  kind: z.string(),
  titles,
  status: z.string(),
});
const stage = z.int().min(1).max(Math.max(LIMITS.cycleDayMax, LIMITS.pregnancyWeekMax));

/** The form: an article by ID, or a card or banner with its texts and image; each other kind's field null. */
const input = z.strictObject({
  surface,
  /** null (or left out) on the explore page. */
  mode: appMode.nullable().optional(),
  kind,
  articleId: id.nullable().optional(),
  /** Cards and banners: title and link per content language. */
  texts: langTexts('title', 'link'),
  /** Cards and banners: an uploaded image's URL, of the slot's exact size. */
  image: z.string().nullable().optional(),
  startDate: day,
  endDate: day,
  /** Tool pages: the cycle days or pregnancy weeks of the users it is shown to; null for every user. */
  stageFrom: stage.nullable().optional(),
  stageTo: stage.nullable().optional(),
  order: z.int().min(LIMITS.orderMin).max(LIMITS.orderMax),
});

const recommendation = z.object({
  id,
  surface,
  mode: appMode.nullable(),
  kind,
  articleId: id.nullable(),
  texts: langTexts('title', 'link'),
  image: z.string().nullable(),
  startDate: day,
  endDate: day,
  stageFrom: z.int().nullable(),
  stageTo: z.int().nullable(),
  order: z.int(),
  closedAt: dateTime.nullable(),
  closedBy: z.string().nullable(),
  createdBy: z.string(),
  createdAt: dateTime,
  updatedBy: z.string(),
  updatedAt: dateTime,
  /** From its days and its closing. */
  status,
  /** The article recommended, as it is now (null for a card or banner). */
  article: article.nullable(),
});

export const RECOMMENDATION_CONTRACT = {
  list: contract(E.list, {
    summary:
      'One page of a surface’s recommendations, what runs or is to come first; by status, kind and days (running on any of them)',
    query: z.strictObject({
      ...pageQuery,
      ...place,
      status: status.optional(),
      kind: kind.optional(),
      window: dayRange.optional(),
    }),
    response: page(recommendation),
  }),
  create: contract(E.create, {
    summary:
      'Adds a recommendation; refused for an unknown image, an article unknown, delisted or of another kind, or one already recommended there on those days',
    body: input,
    response: recommendation,
  }),
  update: contract(E.update, {
    summary: 'Edits a waiting recommendation (its surface and mode stay)',
    params: idPath,
    body: input,
    response: recommendation,
  }),
  close: contract(E.close, {
    summary: 'Closes a recommendation: from today on it is no longer pushed',
    params: idPath,
    response: recommendation,
  }),
  calendar: contract(E.calendar, {
    summary: 'How many recommendations each day from `from` to `to` (at most 367 days) has: the year calendar',
    query: z.strictObject({ ...place, from: day, to: day }),
    response: z.object({ from: day, to: day, counts: z.array(z.int().nonnegative()) }),
  }),
  dates: contract(E.dates, {
    summary:
      'One page of a surface’s days (default today and the next 364), each with its recommendations in order; `flagged=true` keeps the days with none',
    query: z.strictObject({ ...pageQuery, ...place, days: dayRange.optional(), flagged: z.literal('true').optional() }),
    response: page(
      z.object({
        date: day,
        count: z.int().nonnegative(),
        /** No recommendation that day. */
        flagged: z.boolean(),
        items: z.array(z.object({ id, order: z.int(), kind, titles })),
      }),
    ),
  }),
  articles: contract(E.articles, {
    summary: 'The listed articles a surface may recommend (insights: insights articles), by display ID',
    query: z.strictObject(place),
    response: z.array(article),
  }),
} satisfies Record<keyof typeof E, Contract>;
