import { withAccount } from '../../../mocks/auth-guard';
import { auditStamp } from '../../../mocks/crud';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { compactLangTexts } from '../../../shared/components/lang-fields/lang-rules';
import { isPermutationOf, weightsFrom } from '../../../shared/components/sortable-list/order';
import { CLASSIFY_ENDPOINTS as E } from '../endpoints';
import { categoryNameTaken, categoryProblems, guidanceProblems, poolProblems, sameName } from '../rules';
import type {
  ContentPoolInput,
  ContentPoolListItem,
  MainCategoryInput,
  PostingGuidance,
  PostingGuidanceInput,
} from '../types';
import { CLASSIFY_COLLECTIONS, type ContentPoolRow, type GuidanceRow, type MainCategoryRow } from './seed';

const { categories: CATEGORIES, pools: POOLS, guidance: GUIDANCE } = CLASSIFY_COLLECTIONS;

const voice = mockVoice('classify');

/**
 * A refused save in the caller's language, worded as the form words it (`rules.<code>`); a field inside
 * another is named by its path (`texts.en.text`), which the form drawer splits.
 */
const { refusal } = voice;

const contains = (text: string, query: string | null) =>
  !query || text.toLowerCase().includes(query.trim().toLowerCase());
const byWeight = <T extends { weight: number; id: number }>(a: T, b: T) => b.weight - a.weight || a.id - b.id;
const categoryNotFound = async (request: Request) =>
  failure(404, await voice.say(request, 'refusals.categoryNotFound'), { httpStatus: 404 });
const poolNotFound = async (request: Request) =>
  failure(404, await voice.say(request, 'refusals.poolNotFound'), { httpStatus: 404 });

/* ------------------------------------------------------------------ main categories */

async function categoryRefusal(request: Request, input: Partial<MainCategoryInput>, id?: number) {
  const problems = categoryProblems(input);
  if (problems.length) return refusal(request, problems);
  if (categoryNameTaken(db.all<MainCategoryRow>(CATEGORIES), String(input.name), id)) {
    return refusal(request, [{ field: 'name', code: 'categoryAlreadyAdded' }]);
  }
  return null;
}

const categoryFields = (input: MainCategoryInput) => ({ name: input.name.trim(), weight: input.weight });

const categoryHandlers = [
  route(
    E.categories,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const pools = db.all<ContentPoolRow>(POOLS);
      const rows = db
        .all<MainCategoryRow>(CATEGORIES)
        .filter((row) => contains(row.name, url.searchParams.get('name')))
        .sort(byWeight)
        .map((row) => ({ ...row, poolCount: pools.filter((pool) => pool.categoryIds.includes(row.id)).length }));
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route(
    E.allCategories,
    withAccount(() => ok(db.all<MainCategoryRow>(CATEGORIES).sort(byWeight))),
  ),

  route<MainCategoryInput>(
    E.createCategory,
    withAccount(async ({ request }) => {
      const input = await request.json();
      const refused = await categoryRefusal(request, input);
      if (refused) return refused;
      const now = new Date().toISOString();
      return ok(db.insert<MainCategoryRow>(CATEGORIES, { ...categoryFields(input), createdAt: now, updatedAt: now }));
    }),
  ),

  route<{ ids?: unknown }>(
    E.orderCategories,
    withAccount(async ({ request }) => {
      const { ids } = await request.json();
      const all = db.all<MainCategoryRow>(CATEGORIES).map((row) => row.id);
      if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'number') || !isPermutationOf(ids, all)) {
        return voice.refuse(request, 409, 'refusals.orderChanged');
      }
      const now = new Date().toISOString();
      for (const { id, weight } of weightsFrom(ids as number[])) db.update(CATEGORIES, id, { weight, updatedAt: now });
      return ok(db.all<MainCategoryRow>(CATEGORIES).sort(byWeight));
    }),
  ),

  route<MainCategoryInput>(
    E.updateCategory,
    withAccount(async ({ request, params }) => {
      const id = Number(params.id);
      if (!db.byId(CATEGORIES, id)) return categoryNotFound(request);
      const input = await request.json();
      const refused = await categoryRefusal(request, input, id);
      if (refused) return refused;
      return ok(
        db.update<MainCategoryRow>(CATEGORIES, id, { ...categoryFields(input), updatedAt: new Date().toISOString() }),
      );
    }),
  ),

  route(
    E.removeCategory,
    withAccount(async ({ request, params }) => {
      const id = Number(params.id);
      if (!db.byId(CATEGORIES, id)) return categoryNotFound(request);
      const pool = db.find<ContentPoolRow>(POOLS, (row) => row.categoryIds.includes(id));
      if (pool) return voice.refuse(request, 409, 'refusals.inPool', { pool: pool.name });
      db.remove(CATEGORIES, id);
      db.remove(GUIDANCE, id);
      return ok(null);
    }),
  ),
];

/* ------------------------------------------------------------------ content pools */

async function poolRefusal(request: Request, input: Partial<ContentPoolInput>, id?: number) {
  const problems = poolProblems(input);
  if (problems.length) return refusal(request, problems);
  if (!(input.categoryIds ?? []).every((categoryId) => db.byId(CATEGORIES, categoryId))) {
    return refusal(request, [{ field: 'categoryIds', code: 'categoryUnknown' }]);
  }
  if (db.find<ContentPoolRow>(POOLS, (row) => row.id !== id && sameName(row.name, String(input.name)))) {
    return refusal(request, [{ field: 'name', code: 'poolNameTaken' }]);
  }
  return null;
}

const poolFields = (input: ContentPoolInput) => ({
  name: input.name.trim(),
  weight: input.weight,
  categoryIds: [...(input.categoryIds ?? [])],
});

const poolHandlers = [
  route(
    E.pools,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const categoryId = url.searchParams.get('categoryId');
      const names = new Map(db.all<MainCategoryRow>(CATEGORIES).map((row) => [row.id, row.name]));
      const rows: ContentPoolListItem[] = db
        .all<ContentPoolRow>(POOLS)
        .filter((row) => contains(row.name, url.searchParams.get('name')))
        .filter((row) => !categoryId || row.categoryIds.includes(Number(categoryId)))
        .sort(byWeight)
        .map((row) => ({
          ...row,
          categories: row.categoryIds.map((id) => ({ id, name: names.get(id) ?? `#${id}` })),
        }));
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<ContentPoolInput>(
    E.createPool,
    withAccount(async ({ request }) => {
      const input = await request.json();
      const refused = await poolRefusal(request, input);
      if (refused) return refused;
      const now = new Date().toISOString();
      return ok(db.insert<ContentPoolRow>(POOLS, { ...poolFields(input), createdAt: now, updatedAt: now }));
    }),
  ),

  route<ContentPoolInput>(
    E.updatePool,
    withAccount(async ({ request, params }) => {
      const id = Number(params.id);
      if (!db.byId(POOLS, id)) return poolNotFound(request);
      const input = await request.json();
      const refused = await poolRefusal(request, input, id);
      if (refused) return refused;
      return ok(db.update<ContentPoolRow>(POOLS, id, { ...poolFields(input), updatedAt: new Date().toISOString() }));
    }),
  ),

  route(
    E.removePool,
    withAccount(({ request, params }) => (db.remove(POOLS, Number(params.id)) ? ok(null) : poolNotFound(request))),
  ),
];

/* ------------------------------------------------------------------ posting guidance */

function guidanceOf(category: MainCategoryRow): PostingGuidance {
  const row = db.byId<GuidanceRow>(GUIDANCE, category.id);
  return {
    categoryId: category.id,
    categoryName: category.name,
    texts: row?.texts ?? {},
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

const guidanceHandlers = [
  route(
    E.guidance,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const written = url.searchParams.get('written');
      const rows = db
        .all<MainCategoryRow>(CATEGORIES)
        .filter((row) => contains(row.name, url.searchParams.get('name')))
        .sort(byWeight)
        .map(guidanceOf)
        .filter((row) => !written || String(Object.keys(row.texts).length > 0) === written);
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<PostingGuidanceInput>(
    E.saveGuidance,
    withAccount(async ({ request, params, account }) => {
      const id = Number(params.categoryId);
      const category = db.byId<MainCategoryRow>(CATEGORIES, id);
      if (!category) return categoryNotFound(request);
      const input = await request.json();
      const problems = guidanceProblems(input);
      if (problems.length) return refusal(request, problems);
      const row = {
        texts: compactLangTexts(input.texts),
        ...auditStamp(account.login),
      };
      if (db.byId(GUIDANCE, id)) db.update<GuidanceRow>(GUIDANCE, id, row);
      else db.insert<GuidanceRow>(GUIDANCE, { ...row, id });
      return ok(guidanceOf(category));
    }),
  ),
];

export const classifyHandlers = [...categoryHandlers, ...poolHandlers, ...guidanceHandlers];
