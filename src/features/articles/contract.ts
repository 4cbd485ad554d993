import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../shared/components/lang-fields/content-languages';
import {
  contract,
  dateTime,
  id,
  idParam,
  idPath,
  langTexts,
  nothing,
  page,
  pageQuery,
  queryInt,
  updated,
  type Contract,
} from '../../shared/api/contract';
import { ARTICLE_ENDPOINTS as E, CATEGORY_ENDPOINTS as C } from './endpoints';
import { ARTICLE_LIMITS } from './rules';
import { ARTICLE_KINDS, ARTICLE_STATUSES, COURSE_TYPES, PREGNANCY_WEEK_MAX, PREGNANCY_WEEK_MIN } from './types';

const kind = z.enum(ARTICLE_KINDS);
const kindPath = z.object({ kind });
const rowPath = kindPath.extend({ id: idParam });
const status = z.enum(ARTICLE_STATUSES);
const courseType = z.enum(COURSE_TYPES);
const week = z.int().min(PREGNANCY_WEEK_MIN).max(PREGNANCY_WEEK_MAX);
const displayId = z.int().min(ARTICLE_LIMITS.displayIdMin).max(ARTICLE_LIMITS.displayIdMax);
/** Per content language: the title, a short description and the link (a full address or a path on the H5 site). */
const texts = langTexts('title', 'description', 'link');

/** An article's form: each field of another kind is left out or null (the request layer drops the nulls). */
const articleInput = z.strictObject({
  displayId,
  /** Help and insights articles: a category of their kind. */
  categoryId: id.nullable().optional(),
  /** Pregnancy articles. */
  pregnancyWeek: week.nullable().optional(),
  /** Creator courses. */
  courseType: courseType.nullable().optional(),
  texts,
  /** Only on create: list it at once (else it starts delisted). */
  status: status.optional(),
});
const article = z.object({
  id,
  kind,
  /** Unique among the kind's articles: the number the app links the article by. */
  displayId: z.int().positive(),
  categoryId: id.nullable(),
  pregnancyWeek: week.nullable(),
  courseType: courseType.nullable().optional(),
  texts,
  status,
  createdBy: z.string(),
  createdAt: dateTime,
  ...updated,
});

const names = z.partialRecord(z.enum(CONTENT_LANGUAGES), z.string().nullable());
const category = z.object({
  id,
  kind: z.enum(['help', 'insights']),
  names,
  /** Smaller first. */
  sort: z.int(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
const listedCategory = category.extend({ articleCount: z.int().nonnegative() });
const categoryInput = z.strictObject({
  names: z.partialRecord(z.enum(CONTENT_LANGUAGES), z.string().max(ARTICLE_LIMITS.categoryNameMax).nullable()),
  sort: z.int().min(ARTICLE_LIMITS.sortMin).max(ARTICLE_LIMITS.sortMax),
});

export const ARTICLE_CONTRACT = {
  page: contract(E.page, {
    summary:
      'One page of a kind’s articles (pregnancy ones by week, the others newest first), filtered by title or display ID, status, language, category, week or course type',
    params: kindPath,
    query: z.strictObject({
      ...pageQuery,
      /** Part of a title in any language, or the display ID. */
      title: z.string().optional(),
      status: status.optional(),
      /** Articles with a title in this language. */
      language: z.enum(CONTENT_LANGUAGES).optional(),
      displayId: queryInt.optional(),
      id: queryInt.optional(),
      categoryId: queryInt.optional(),
      pregnancyWeek: queryInt.optional(),
      courseType: courseType.optional(),
    }),
    response: page(article),
  }),
  create: contract(E.create, {
    summary: 'Adds an article of a kind; refused when its display ID is taken or its category is not of its kind',
    params: kindPath,
    body: articleInput,
    response: article,
  }),
  update: contract(E.update, {
    summary: 'Edits an article (its listing status changes only by listing and delisting)',
    params: rowPath,
    body: articleInput,
    response: article,
  }),
  list: contract(E.list, {
    summary: 'Lists a delisted article (shows it in the app)',
    params: rowPath,
    response: article,
  }),
  delist: contract(E.delist, { summary: 'Delists a listed article', params: rowPath, response: article }),
  remove: contract(E.remove, { summary: 'Deletes a delisted article', params: rowPath, response: nothing }),
} satisfies Record<keyof typeof E, Contract>;

export const ARTICLE_CATEGORY_CONTRACT = {
  help: contract(C.help, {
    summary:
      'The help categories in sort order with their article counts, filtered by part of a name: the whole list, or one page when `current` is sent',
    query: z.strictObject({ ...pageQuery, name: z.string().optional() }),
    response: z.union([z.array(listedCategory), page(listedCategory)]),
  }),
  insights: contract(C.insights, {
    summary: 'The insights categories in sort order, with their article counts',
    response: z.array(listedCategory),
  }),
  create: contract(C.create, {
    summary: 'Adds a help category; refused when a name is taken in its language',
    body: categoryInput,
    response: category,
  }),
  update: contract(C.update, {
    summary: 'Renames or re-sorts a help category',
    params: idPath,
    body: categoryInput,
    response: category,
  }),
  remove: contract(C.remove, {
    summary: 'Deletes a help category no article is filed under',
    params: idPath,
    response: nothing,
  }),
} satisfies Record<keyof typeof C, Contract>;
