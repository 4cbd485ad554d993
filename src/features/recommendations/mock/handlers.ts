import { onArticleUses } from '../../../mocks/article-uses';
import { withAccount } from '../../../mocks/auth-guard';
import { mockVoice } from '../../../mocks/mock-voice';
import { auditStamp } from '../../../mocks/crud';
import { db } from '../../../mocks/db';
import type { Row } from '../../../mocks/row';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { compactLangTexts } from '../../../shared/components/lang-fields/lang-rules';
import { ARTICLE_COLLECTIONS, type ArticleRow } from '../../articles/mock';
import { OSS_FILES } from '../../oss/mock';
import type { StoredFile } from '../../../shared/uploads/types';
import {
  addDays,
  articleKindsFor,
  canClose,
  canEdit,
  coverage,
  covers,
  dayNumber,
  dayOf,
  isDay,
  lastCoveredDay,
  localDay,
  rangesOverlap,
  recommendationProblems,
  showsOnItsDays,
  statusOf,
} from '../rules';
import type { ArticleSummary, CalendarDay, Mode, RecommendationInput, RecommendationView, Surface } from '../types';
import { RECOMMENDATION_ENDPOINTS as E } from '../endpoints';
import { RECOMMENDATION_COLLECTIONS as C, type RecommendationRow } from './seed';

/** A calendar answers at most this many days at once (a year and a day, for leap years). */
const MAX_CALENDAR_DAYS = 367;

/** The mock answers in the caller's language, from the `recommendations` namespace. */
const { say, refusal, refuse } = mockVoice('recommendations');

function summaryOf(article: ArticleRow | undefined): ArticleSummary | null {
  if (!article) return null;
  const titles = Object.fromEntries(
    Object.entries(article.texts).map(([language, entry]) => [language, { title: entry?.title ?? null }]),
  );
  return { id: article.id, displayId: article.displayId, kind: article.kind, titles, status: article.status };
}

const articleOf = (id: number | null) =>
  id === null ? undefined : db.byId<ArticleRow>(ARTICLE_COLLECTIONS.articles, id);

function viewOf(row: RecommendationRow, today: string): RecommendationView {
  return { ...row, status: statusOf(row, today), article: summaryOf(articleOf(row.articleId)) };
}

/** The surface and mode a list call asks for, or null when the pair does not exist. */
function placeOf(url: URL): { surface: Surface; mode: Mode | null } | null {
  const surface = url.searchParams.get('surface');
  const mode = url.searchParams.get('mode') || null;
  if (surface === 'explore') return mode === null ? { surface, mode } : null;
  if ((surface === 'insights' || surface === 'tools') && ['period', 'prePregnancy', 'pregnancy'].includes(mode ?? ''))
    return { surface, mode: mode as Mode };
  return null;
}

const rowsAt = (place: { surface: Surface; mode: Mode | null }) =>
  db
    .all<RecommendationRow>(C.recommendations)
    .filter((row) => row.surface === place.surface && row.mode === place.mode);

/** What the calendars count: a recommendation of an article delisted or deleted since shows nothing. */
const showsContent = (row: RecommendationRow) =>
  showsOnItsDays(row, articleOf(row.articleId)?.status === 'listed');

/** An article is relied on by every recommendation of it that can still be closed (waiting, or pushed and not over). */
onArticleUses((articleId) => {
  const today = localDay(Date.now());
  return db
    .all<RecommendationRow>(C.recommendations)
    .filter((row) => row.kind === 'article' && row.articleId === articleId && canClose(row, today))
    .map(({ id, startDate, endDate }) => ({ id, startDate, endDate }));
});

/** A `from,to` day filter, or null without one. */
function dayRange(value: string | null): { startDate: string; endDate: string } | null {
  const [from, to] = (value ?? '').split(',');
  return isDay(from) && isDay(to) && from <= to ? { startDate: from, endDate: to } : null;
}

const titlesOf = (row: RecommendationRow) =>
  row.kind === 'article'
    ? (summaryOf(articleOf(row.articleId))?.titles ?? {})
    : Object.fromEntries(
        Object.entries(row.texts).map(([language, entry]) => [language, { title: entry?.title ?? null }]),
      );

const readInput = (body: Partial<RecommendationInput>): Partial<RecommendationInput> => ({
  surface: body.surface,
  mode: body.mode ?? null,
  kind: body.kind,
  articleId: body.kind === 'article' ? (body.articleId ?? null) : null,
  texts: body.kind === 'article' ? {} : compactLangTexts(body.texts ?? {}),
  image: body.kind === 'article' || typeof body.image !== 'string' ? null : body.image.trim(),
  startDate: body.startDate,
  endDate: body.endDate,
  stageFrom: body.stageFrom ?? null,
  stageTo: body.stageTo ?? null,
  order: body.order,
});

/**
 * A card's or banner's image must be one the mock stored: a file uploaded to object storage, or an image a
 * recommendation already carries (the seed's, or one kept on edit). Anything else is refused.
 */
const isStoredImage = (url: string) =>
  db.all<StoredFile & Row>(OSS_FILES).some((file) => file.url === url) ||
  db.all<RecommendationRow>(C.recommendations).some((row) => row.image === url);

/** The rules with the data: the article exists, is listed and may be shown here; no duplicate. */
async function inputRefusal(
  request: Request,
  input: Partial<RecommendationInput>,
  ownId: number | null,
  today: string,
) {
  const problems = recommendationProblems(input, today);
  if (problems.length) return refusal(request, problems);
  const valid = input as RecommendationInput;
  if (valid.kind !== 'article' && !isStoredImage(valid.image as string))
    return refusal(request, [{ field: 'image', code: 'imageUnknown' }]);
  if (valid.kind === 'article') {
    const article = articleOf(valid.articleId);
    if (!article) return refusal(request, [{ field: 'articleId', code: 'articleUnknown' }]);
    if (!articleKindsFor(valid.surface).includes(article.kind))
      return refusal(request, [{ field: 'articleId', code: 'articleKind' }]);
    if (article.status !== 'listed') return refusal(request, [{ field: 'articleId', code: 'articleDelisted' }]);
    const duplicate = rowsAt(valid).find(
      (row) =>
        row.id !== ownId &&
        row.kind === 'article' &&
        row.articleId === valid.articleId &&
        statusOf(row, today) !== 'closed' &&
        rangesOverlap(row, valid),
    );
    if (duplicate) return refusal(request, [{ field: 'articleId', code: 'duplicate' }]);
  }
  return null;
}

export const recommendationHandlers = [
  /** A surface's recommendations, by status, kind and days (a recommendation running on any of them). */
  route(
    E.list,
    withAccount(async ({ request }) => {
      const url = new URL(request.url);
      const place = placeOf(url);
      if (!place) return refuse(request, 400, 'refusals.place');
      const today = localDay(Date.now());
      const status = url.searchParams.get('status');
      const kind = url.searchParams.get('kind');
      const range = dayRange(url.searchParams.get('window'));
      const rows = rowsAt(place)
        .map((row) => viewOf(row, today))
        .filter((row) => !status || row.status === status)
        .filter((row) => !kind || row.kind === kind)
        .filter((row) => !range || rangesOverlap(row, range))
        // Without a sort: what still runs or is to come first (soonest first), then what has ended (latest first).
        .sort((a, b) => {
          const [endedA, endedB] = [lastCoveredDay(a) < today, lastCoveredDay(b) < today];
          if (endedA !== endedB) return endedA ? 1 : -1;
          const byStart = endedA ? b.startDate.localeCompare(a.startDate) : a.startDate.localeCompare(b.startDate);
          return byStart || a.order - b.order || a.id - b.id;
        });
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<Partial<RecommendationInput>>(
    E.create,
    withAccount(async ({ request, account }) => {
      const now = Date.now();
      const input = readInput(await request.json());
      const refused = await inputRefusal(request, input, null, localDay(now));
      if (refused) return refused;
      const at = new Date(now).toISOString();
      const row = db.insert<RecommendationRow>(C.recommendations, {
        ...(input as RecommendationInput),
        closedAt: null,
        closedBy: null,
        createdBy: account.login,
        createdAt: at,
        ...auditStamp(account.login, now),
      });
      return ok(viewOf(row, localDay(now)));
    }),
  ),

  /** Only while waiting; the surface and mode stay. */
  route<Partial<RecommendationInput>>(
    E.update,
    withAccount(async ({ request, params, account }) => {
      const now = Date.now();
      const today = localDay(now);
      const row = db.byId<RecommendationRow>(C.recommendations, Number(params.id));
      if (!row) return failure(404, await say(request, 'rules.notFound'));
      if (!canEdit(row, today)) return failure(409, await say(request, 'rules.notWaiting'));
      const input = { ...readInput(await request.json()), surface: row.surface, mode: row.mode };
      const refused = await inputRefusal(request, input, row.id, today);
      if (refused) return refused;
      const updated = db.update<RecommendationRow>(C.recommendations, row.id, {
        ...(input as RecommendationInput),
        ...auditStamp(account.login, now),
      })!;
      return ok(viewOf(updated, today));
    }),
  ),

  /** Spec: a close action ends it (from today on it is no longer pushed). */
  route(
    E.close,
    withAccount(async ({ request, params, account }) => {
      const now = Date.now();
      const today = localDay(now);
      const row = db.byId<RecommendationRow>(C.recommendations, Number(params.id));
      if (!row) return failure(404, await say(request, 'rules.notFound'));
      if (!canClose(row, today)) return failure(409, await say(request, 'rules.notClosable'));
      const at = new Date(now).toISOString();
      const updated = db.update<RecommendationRow>(C.recommendations, row.id, {
        closedAt: at,
        closedBy: account.login,
        ...auditStamp(account.login, now),
      })!;
      return ok(viewOf(updated, today));
    }),
  ),

  /** How many recommendations each day from `from` to `to` has (a year at most): the year calendar. */
  route(
    E.calendar,
    withAccount(async ({ request }) => {
      const url = new URL(request.url);
      const place = placeOf(url);
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      if (!place || !isDay(from) || !isDay(to) || to < from || dayNumber(to) - dayNumber(from) + 1 > MAX_CALENDAR_DAYS)
        return refuse(request, 400, 'refusals.placeOrDays');
      return ok({ from, to, counts: coverage(rowsAt(place).filter(showsContent), from, to) });
    }),
  ),

  /**
   * The days of a surface, each with its recommendations in order; `flagged=true` keeps the days with none
   * (spec: such a date is flagged). Days from `days` (default: today and the next 364 days).
   */
  route(
    E.dates,
    withAccount(async ({ request }) => {
      const url = new URL(request.url);
      const place = placeOf(url);
      if (!place) return refuse(request, 400, 'refusals.place');
      const today = localDay(Date.now());
      const range = dayRange(url.searchParams.get('days')) ?? { startDate: today, endDate: addDays(today, 364) };
      const first = dayNumber(range.startDate);
      const length = Math.min(dayNumber(range.endDate) - first + 1, MAX_CALENDAR_DAYS);
      const last = dayOf(first + length - 1);
      const rows = rowsAt(place).filter(
        (row) => showsContent(row) && row.startDate <= last && lastCoveredDay(row) >= range.startDate,
      );
      const counts = coverage(rows, range.startDate, last);
      const flaggedOnly = url.searchParams.get('flagged') === 'true';
      const days: Array<{ date: string; count: number }> = counts
        .map((count, index) => ({ date: dayOf(first + index), count }))
        .filter((day) => !flaggedOnly || day.count === 0);
      const query = readPageQuery(url);
      const ordered = query.sort?.field === 'date' && query.sort.order === 'desc' ? [...days].reverse() : days;
      const page = paginate(ordered, { ...query, sort: undefined });
      const records: CalendarDay[] = page.records.map(({ date, count }) => ({
        date,
        count,
        flagged: count === 0,
        items: rows
          .filter((row) => covers(row, date))
          .sort((a, b) => a.order - b.order || a.id - b.id)
          .map((row) => ({ id: row.id, order: row.order, kind: row.kind, titles: titlesOf(row) })),
      }));
      return ok({ ...page, records });
    }),
  ),

  /** The listed articles a surface may recommend (insights: insights articles), for the form's choice. */
  route(
    E.articles,
    withAccount(async ({ request }) => {
      const url = new URL(request.url);
      const place = placeOf(url);
      if (!place) return refuse(request, 400, 'refusals.place');
      const kinds = articleKindsFor(place.surface);
      const articles = db
        .all<ArticleRow>(ARTICLE_COLLECTIONS.articles)
        .filter((article) => article.status === 'listed' && kinds.includes(article.kind))
        .sort((a, b) => a.displayId - b.displayId)
        .map(summaryOf);
      return ok(articles);
    }),
  ),
];
