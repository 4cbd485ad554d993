import { HttpResponse } from 'msw';
import { usesOfArticle } from '../../../mocks/article-uses';
import { withAccount } from '../../../mocks/auth-guard';
import { auditStamp } from '../../../mocks/crud';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { CONTENT_LANGUAGES } from '../../../shared/components/lang-fields/content-languages';
import {
  articleMachine,
  articleProblems,
  categoryProblems,
  clashingLanguage,
  normalizeArticle,
  type ArticleAction,
  type ArticleRuleCode,
  type Problem,
} from '../rules';
import {
  ARTICLE_KINDS,
  ARTICLE_STATUSES,
  type ArticleCategoryListItem,
  type ArticleInput,
  type ArticleKind,
  type CategoryInput,
  type CategoryKind,
  hasCategories,
} from '../types';
import { ARTICLE_ENDPOINTS as E, CATEGORY_ENDPOINTS as CE } from '../endpoints';
import { ARTICLE_COLLECTIONS as C, type ArticleCategoryRow, type ArticleRow } from './seed';

const voice = mockVoice('articles');

/** A broken rule in the caller's language, in the server's words (`serverRules.<code>`). */
const ruleText = (request: Request, code: ArticleRuleCode) => voice.say(request, `serverRules.${code}`);

/**
 * A refused save: the first broken rule as the message, every broken rule on its form field, a nested
 * one named by its path with dots (`names.en`), as the kit's forms read it.
 */
async function refusal(request: Request, problems: Problem[]) {
  const fieldErrors = await Promise.all(
    problems.map(async ({ field, code }) => ({ field, message: await ruleText(request, code) })),
  );
  return HttpResponse.json({ code: 400, message: fieldErrors[0].message, fieldErrors });
}

const articleNotFound = async (request: Request) =>
  failure(404, await voice.say(request, 'refusals.articleNotFound'), { httpStatus: 404 });
const categoryNotFound = async (request: Request) =>
  failure(404, await voice.say(request, 'refusals.categoryNotFound'), { httpStatus: 404 });
const contains = (text: unknown, query: string) =>
  typeof text === 'string' && text.toLowerCase().includes(query.trim().toLowerCase());
const numberParam = (url: URL, name: string) => {
  const value = url.searchParams.get(name);
  return value === null || value.trim() === '' ? null : Number(value);
};

const isKind = (value: string): value is ArticleKind => (ARTICLE_KINDS as readonly string[]).includes(value);

const articleOf = (kind: ArticleKind, id: number) => {
  const row = db.byId<ArticleRow>(C.articles, id);
  return row && row.kind === kind ? row : undefined;
};

/** The form's rules, then the ones only the server can check: a free display ID, an existing category. */
async function articleRefusal(request: Request, kind: ArticleKind, input: Partial<ArticleInput>, id?: number) {
  const problems = articleProblems(kind, input);
  if (problems.length) return refusal(request, problems);
  const valid = input as ArticleInput;
  if (
    db.find<ArticleRow>(C.articles, (row) => row.kind === kind && row.id !== id && row.displayId === valid.displayId)
  ) {
    return refusal(request, [{ field: 'displayId', code: 'displayIdTaken' }]);
  }
  // The category must exist and be one of this kind's (an insights article is not filed under a help category).
  if (hasCategories(kind) && db.byId<ArticleCategoryRow>(C.categories, Number(valid.categoryId))?.kind !== kind) {
    return refusal(request, [{ field: 'categoryId', code: 'categoryMissing' }]);
  }
  return null;
}

/** A kind of article the gateway does not have: nothing of it is found. */
const unknownKind = articleNotFound;

const transition = (action: Extract<ArticleAction, 'list' | 'delist'>) =>
  route(
    E[action],
    withAccount(({ request, params, account }) => {
      if (!isKind(params.kind)) return unknownKind(request);
      const row = articleOf(params.kind, Number(params.id));
      if (!row) return articleNotFound(request);
      const step = articleMachine.step(action, row.status);
      if (!step.allowed || !step.to) {
        return voice.refuse(request, 409, action === 'list' ? 'refusals.alreadyListed' : 'refusals.alreadyDelisted');
      }
      return ok(
        db.update<ArticleRow>(C.articles, row.id, {
          status: step.to,
          ...auditStamp(account.login),
        }),
      );
    }),
  );

const articleRoutes = [
  route(
    E.page,
    withAccount(({ request, params }) => {
      if (!isKind(params.kind)) return unknownKind(request);
      const kind = params.kind;
      const url = new URL(request.url);
      const title = url.searchParams.get('title')?.trim();
      const status = url.searchParams.get('status');
      const language = url.searchParams.get('language');
      const displayId = numberParam(url, 'displayId');
      const id = numberParam(url, 'id');
      const categoryId = numberParam(url, 'categoryId');
      const week = numberParam(url, 'pregnancyWeek');
      const courseType = url.searchParams.get('courseType');
      const rows = db
        .all<ArticleRow>(C.articles)
        .filter((row) => row.kind === kind)
        .filter(
          (row) =>
            !title ||
            CONTENT_LANGUAGES.some((code) => contains(row.texts[code]?.title, title)) ||
            String(row.displayId) === title,
        )
        .filter((row) => !status || !(ARTICLE_STATUSES as readonly string[]).includes(status) || row.status === status)
        .filter((row) => !language || Boolean(row.texts[language as keyof typeof row.texts]?.title))
        .filter((row) => displayId === null || row.displayId === displayId)
        .filter((row) => id === null || row.id === id)
        .filter((row) => categoryId === null || row.categoryId === categoryId)
        .filter((row) => week === null || row.pregnancyWeek === week)
        .filter((row) => !courseType || row.courseType === courseType)
        .sort((a, b) =>
          kind === 'pregnancy' ? (a.pregnancyWeek ?? 0) - (b.pregnancyWeek ?? 0) || a.id - b.id : b.id - a.id,
        );
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<ArticleInput>(
    E.create,
    withAccount(async ({ request, params, account }) => {
      if (!isKind(params.kind)) return unknownKind(request);
      const kind = params.kind;
      const input = await request.json();
      const refused = await articleRefusal(request, kind, input);
      if (refused) return refused;
      const now = Date.now();
      return ok(
        db.insert<ArticleRow>(C.articles, {
          kind,
          ...normalizeArticle(kind, input),
          status: input.status === 'listed' ? 'listed' : 'delisted',
          createdBy: account.login,
          createdAt: new Date(now).toISOString(),
          ...auditStamp(account.login, now),
        }),
      );
    }),
  ),

  route<ArticleInput>(
    E.update,
    withAccount(async ({ request, params, account }) => {
      if (!isKind(params.kind)) return unknownKind(request);
      const kind = params.kind;
      const row = articleOf(kind, Number(params.id));
      if (!row) return articleNotFound(request);
      const input = await request.json();
      const refused = await articleRefusal(request, kind, input, row.id);
      if (refused) return refused;
      // The listing status changes only through list and delist.
      return ok(
        db.update<ArticleRow>(C.articles, row.id, {
          ...normalizeArticle(kind, input),
          ...auditStamp(account.login),
        }),
      );
    }),
  ),

  transition('list'),
  transition('delist'),

  route(
    E.remove,
    withAccount(async ({ request, params }) => {
      if (!isKind(params.kind)) return unknownKind(request);
      const row = articleOf(params.kind, Number(params.id));
      if (!row) return articleNotFound(request);
      if (!articleMachine.can('delete', row.status)) return failure(409, await ruleText(request, 'deleteListed'));
      // A recommendation that can still be closed would point at nothing: it is named, to be closed first.
      const uses = usesOfArticle(row.id);
      if (uses.length)
        return failure(
          409,
          await voice.say(request, 'serverRules.usedByRecommendation', {
            count: uses.length,
            recommendations: uses.map((use) => `${use.id} (${use.startDate} – ${use.endDate})`).join(', '),
          }),
        );
      db.remove(C.articles, row.id);
      return ok(null);
    }),
  ),
];

/* ------------------------------------------------------------------ help categories */

function categoryList(kind: CategoryKind = 'help'): ArticleCategoryListItem[] {
  const counts = new Map<number, number>();
  for (const row of db.all<ArticleRow>(C.articles)) {
    if (row.categoryId !== null) counts.set(row.categoryId, (counts.get(row.categoryId) ?? 0) + 1);
  }
  return db
    .all<ArticleCategoryRow>(C.categories)
    .filter((row) => row.kind === kind)
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((row) => ({ ...row, articleCount: counts.get(row.id) ?? 0 }));
}

async function categoryRefusal(request: Request, input: Partial<CategoryInput>, id?: number) {
  const problems = categoryProblems(input);
  if (problems.length) return refusal(request, problems);
  for (const row of db.all<ArticleCategoryRow>(C.categories)) {
    if (row.id === id || row.kind !== 'help') continue;
    const language = clashingLanguage(row.names, input.names ?? {});
    if (language) return refusal(request, [{ field: `names.${language}`, code: 'categoryNameTaken' }]);
  }
  return null;
}

const namesOf = (input: CategoryInput) =>
  Object.fromEntries(
    CONTENT_LANGUAGES.map((language) => [language, input.names[language]?.trim() || null]),
  ) as CategoryInput['names'];

const categoryHandlers = [
  // The insights categories, read by the insights screens' pickers and filters.
  route(
    CE.insights,
    withAccount(() => ok(categoryList('insights'))),
  ),

  route(
    CE.help,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const name = url.searchParams.get('name')?.trim();
      const rows = categoryList().filter(
        (row) => !name || CONTENT_LANGUAGES.some((language) => contains(row.names[language], name)),
      );
      // Without paging the whole list (the pickers); with it, one page (the classify screen).
      return ok(url.searchParams.has('current') ? paginate(rows, readPageQuery(url)) : rows);
    }),
  ),

  route<CategoryInput>(
    CE.create,
    withAccount(async ({ request }) => {
      const input = await request.json();
      const refused = await categoryRefusal(request, input);
      if (refused) return refused;
      const now = new Date().toISOString();
      return ok(
        db.insert<ArticleCategoryRow>(C.categories, {
          kind: 'help',
          names: namesOf(input),
          sort: input.sort,
          createdAt: now,
          updatedAt: now,
        }),
      );
    }),
  ),

  route<CategoryInput>(
    CE.update,
    withAccount(async ({ request, params }) => {
      const id = Number(params.id);
      if (!db.byId(C.categories, id)) return categoryNotFound(request);
      const input = await request.json();
      const refused = await categoryRefusal(request, input, id);
      if (refused) return refused;
      return ok(
        db.update<ArticleCategoryRow>(C.categories, id, {
          names: namesOf(input),
          sort: input.sort,
          updatedAt: new Date().toISOString(),
        }),
      );
    }),
  ),

  route(
    CE.remove,
    withAccount(async ({ request, params }) => {
      const id = Number(params.id);
      if (!db.byId(C.categories, id)) return categoryNotFound(request);
      const used = db.all<ArticleRow>(C.articles).filter((row) => row.categoryId === id).length;
      if (used) return failure(409, `${await ruleText(request, 'categoryInUse')} (${used})`);
      db.remove(C.categories, id);
      return ok(null);
    }),
  ),
];

export const articleHandlers = [...articleRoutes, ...categoryHandlers];
