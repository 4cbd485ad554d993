import { HttpResponse } from 'msw';
import { withAccount } from '../../../mocks/auth-guard';
import { auditStamp, createHandler, type Found, updateHandler } from '../../../mocks/crud';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import {
  configProblems,
  countdown,
  effectiveEnd,
  meetsMinimums,
  nextRefreshAt,
  positionForRank,
  positionProblems,
  rankAmong,
  scoreInputProblems,
  hotScore,
  statusOf,
  windowsOverlap,
  type Problem,
} from '../rules';
import type {
  CommunityConfigInput,
  HotPositionInput,
  HotPositionView,
  HotStatus,
  PostNumbers,
  RefreshState,
} from '../types';
import { POSTS_COLLECTION, type PostRow } from '../../posts/mock';
import { HOT_ENDPOINTS as E } from '../endpoints';
import { isShowable, numbersOf, postById, rankedCandidates, summaryOf } from './post-numbers';
import {
  HOT_COLLECTIONS as C,
  type CommunityConfigRow,
  type CommunitySlotRow,
  type HotPositionRow,
  type RecommendationRow,
  type RefreshRow,
} from './seed';

const ACTIVE: readonly HotStatus[] = ['toBeDisplayed', 'displaying'];
const MAX_IDS = 50;
const DAY = 86_400_000;

/** A `start,end` day filter (both days included) as a window, or null without one. */
function dayRange(value: string | null) {
  const [from, to] = (value ?? '').split(',');
  if (!from || !to) return null;
  return { start: new Date(`${from}T00:00:00`).getTime(), end: new Date(`${to}T00:00:00`).getTime() + DAY };
}

/** The mock answers in the caller's language, from the `hot` namespace. */
const voice = mockVoice('hot');
const say = voice.say;
/** A refused save; the messages may name the configured number of positions. */
const refusal = (request: Request, problems: Problem[]) =>
  voice.refusal(request, problems, 400, { max: configOf().positionCount });

const configOf = () => db.byId<CommunityConfigRow>(C.config, 1)!;

/** The posts by ID, for a request that looks many up (the database finds one by reading them all). */
const postIndex = () => new Map(db.all<PostRow>(POSTS_COLLECTION).map((post) => [post.id, post]));

function viewOf(row: HotPositionRow, now: number, posts?: Map<number, PostRow>): HotPositionView {
  const post = row.postId === null ? undefined : posts ? posts.get(row.postId) : postById(row.postId);
  const numbers = post ? numbersOf(post, now) : null;
  return {
    ...row,
    status: statusOf(row, numbers, now),
    post: post ? summaryOf(post, configOf(), now) : null,
  };
}

const views = (now: number) => {
  const posts = postIndex();
  return db.all<HotPositionRow>(C.positions).map((row) => viewOf(row, now, posts));
};

/** The posts in positions that are to be displayed or displaying: they are not candidates. */
const postsInPositions = (now: number) =>
  new Set(
    views(now)
      .filter((view) => ACTIVE.includes(view.status) && view.postId !== null)
      .map((view) => view.postId as number),
  );

function refreshState(now: number): RefreshState {
  const row = db.byId<RefreshRow>(C.refresh, 1)!;
  const waitMinutes = configOf().refreshWaitMinutes;
  const next = nextRefreshAt(row.lastRefreshAt, waitMinutes, now);
  return {
    lastRefreshAt: row.lastRefreshAt,
    lastRefreshBy: row.lastRefreshBy,
    waitMinutes,
    nextAt: next === null ? null : new Date(next).toISOString(),
  };
}

const toNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/** A position's fields checked as the screen checks them, then the post and the number's other windows. */
async function positionRefusal(request: Request, input: HotPositionInput, ownId: number | null, now: number) {
  const problems = positionProblems(input, configOf().positionCount);
  if (problems.length) return refusal(request, problems);
  if (input.postId !== null && input.postId !== undefined) {
    if (!isShowable(postById(input.postId))) return refusal(request, [{ field: 'postId', code: 'postUnknown' }]);
    const elsewhere = views(now).find(
      (view) => view.id !== ownId && view.postId === input.postId && ACTIVE.includes(view.status),
    );
    if (elsewhere) return refusal(request, [{ field: 'postId', code: 'postInPosition' }]);
  }
  const window = { start: Date.parse(input.startAt), end: Date.parse(input.endAt) };
  const clash = db
    .all<HotPositionRow>(C.positions)
    .find(
      (row) =>
        row.id !== ownId &&
        row.number === input.number &&
        !(row.clearedAt && Date.parse(row.clearedAt) <= Date.parse(row.startAt)) &&
        windowsOverlap(window, { start: Date.parse(row.startAt), end: effectiveEnd(row) }),
    );
  if (clash) return refusal(request, [{ field: 'number', code: 'numberOverlap' }]);
  return null;
}

/** A position to be displayed or displaying (a position that is history is not edited or cleared). */
async function activePosition(request: Request, id: number, now: number): Promise<Found<HotPositionRow>> {
  const row = db.byId<HotPositionRow>(C.positions, id);
  if (!row) return { refused: failure(404, await say(request, 'server.positionGone'), { httpStatus: 404 }) };
  if (!ACTIVE.includes(viewOf(row, now).status))
    return { refused: failure(409, await say(request, 'server.positionOver')) };
  return { row };
}

const readPosition = (body: Partial<HotPositionInput>): HotPositionInput => ({
  number: body.number as number,
  postId: body.postId ?? null,
  minUv: body.minUv as number,
  minLikes: body.minLikes as number,
  minComments: body.minComments as number,
  startAt: body.startAt as string,
  endAt: body.endAt as string,
});

export const hotContentHandlers = [
  /** Positions to be displayed or displaying (the setup screen and the pool), by number and status. */
  route(
    E.positions,
    withAccount(({ request }) => {
      const now = Date.now();
      const url = new URL(request.url);
      const number = Number(url.searchParams.get('number') ?? '') || null;
      const status = url.searchParams.get('status');
      const rows = views(now)
        .filter((view) => ACTIVE.includes(view.status))
        .filter((view) => !number || view.number === number)
        .filter((view) => !status || view.status === status)
        .sort((a, b) => a.startAt.localeCompare(b.startAt) || a.number - b.number);
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  /** What was hot and when: displayed and expired positions, newest first, by date and number. */
  route(
    E.history,
    withAccount(({ request }) => {
      const now = Date.now();
      const url = new URL(request.url);
      const number = Number(url.searchParams.get('number') ?? '') || null;
      const status = url.searchParams.get('status');
      const range = dayRange(url.searchParams.get('window'));
      const rows = views(now)
        .filter((view) => !ACTIVE.includes(view.status))
        .filter((view) => !number || view.number === number)
        .filter((view) => !status || view.status === status)
        .filter(
          (view) => !range || windowsOverlap(range, { start: Date.parse(view.startAt), end: effectiveEnd(view) }),
        );
      const query = readPageQuery(url);
      const sorted = query.sort ? query : { ...query, sort: { field: 'startAt', order: 'desc' as const } };
      return ok(paginate(rows, sorted));
    }),
  ),

  route<Partial<HotPositionInput>>(
    E.create,
    createHandler({
      collection: C.positions,
      readInput: readPosition,
      refusal: (input, { request, now }) => positionRefusal(request, input, null, now),
      newRow: (input) => ({ ...input, clearedAt: null, clearedBy: null }),
      view: (row: HotPositionRow, { now }) => viewOf(row, now),
    }),
  ),

  route<Partial<HotPositionInput>>(
    E.update,
    updateHandler({
      collection: C.positions,
      find: ({ request, params, now }) => activePosition(request, Number(params.id), now),
      readInput: readPosition,
      refusal: (input, row, { request, now }) => positionRefusal(request, input, row.id, now),
      view: (row, { now }) => viewOf(row, now),
    }),
  ),

  /** Clears a position: its post comes off and its window ends now (it is history from then on). */
  route(
    E.clear,
    withAccount(async ({ request, params, account }) => {
      const now = Date.now();
      const { row, refused } = await activePosition(request, Number(params.id), now);
      if (refused) return refused;
      const updated = db.update<HotPositionRow>(C.positions, row.id, {
        clearedAt: new Date(now).toISOString(),
        clearedBy: account.login,
        ...auditStamp(account.login, now),
      })!;
      return ok(viewOf(updated, now));
    }),
  ),

  /** Puts a pool post in a position that is to be displayed: the post must reach the position's minimums. */
  route<{ postId?: unknown }>(
    E.assign,
    withAccount(async ({ request, params, account }) => {
      const now = Date.now();
      const row = db.byId<HotPositionRow>(C.positions, Number(params.id));
      if (!row) return failure(404, await say(request, 'server.positionGone'), { httpStatus: 404 });
      const view = viewOf(row, now);
      if (view.status !== 'toBeDisplayed') return failure(409, await say(request, 'server.positionTaken'));
      const postId = Number((await request.json()).postId);
      const post = postById(postId);
      if (!isShowable(post)) return failure(404, await say(request, 'rules.postUnknown'));
      if (postsInPositions(now).has(postId)) return failure(409, await say(request, 'rules.postInPosition'));
      if (!meetsMinimums(numbersOf(post, now), row)) return failure(409, await say(request, 'server.belowMinimums'));
      const updated = db.update<HotPositionRow>(C.positions, row.id, {
        postId,
        ...auditStamp(account.login, now),
      })!;
      return ok(viewOf(updated, now));
    }),
  ),

  route(
    E.refreshState,
    withAccount(() => ok(refreshState(Date.now()))),
  ),

  /**
   * Refreshes the hot list: every position within its window that shows nothing gets the best candidate
   * reaching its minimums. Once, then again only after the configured minutes.
   */
  route(
    E.refresh,
    withAccount(async ({ request, account }) => {
      const now = Date.now();
      const state = refreshState(now);
      if (state.nextAt) {
        const time = countdown(Date.parse(state.nextAt) - now);
        return HttpResponse.json({ code: 429, message: await say(request, 'refresh.wait', { time }), data: state });
      }
      const taken = postsInPositions(now);
      const candidates = rankedCandidates(configOf(), now, taken);
      let filled = 0;
      const waiting = views(now)
        .filter((view) => view.status === 'toBeDisplayed' && Date.parse(view.startAt) <= now)
        .sort((a, b) => a.number - b.number);
      for (const view of waiting) {
        const pick = candidates.find((candidate) => !taken.has(candidate.id) && meetsMinimums(candidate, view));
        if (!pick) continue;
        taken.add(pick.id);
        db.update<HotPositionRow>(C.positions, view.id, { postId: pick.id });
        filled += 1;
      }
      db.update<RefreshRow>(C.refresh, 1, { lastRefreshAt: new Date(now).toISOString(), lastRefreshBy: account.login });
      return ok({ ...refreshState(now), filled });
    }),
  ),

  route(
    E.config,
    withAccount(() => ok(configOf())),
  ),

  route<Partial<CommunityConfigInput>>(
    E.saveConfig,
    withAccount(async ({ request, account }) => {
      const body = await request.json();
      const input = {
        refreshWaitMinutes: body.refreshWaitMinutes,
        positionCount: body.positionCount,
        likeWeight: body.likeWeight,
        commentWeight: body.commentWeight,
        uvWeight: body.uvWeight,
        gravity: body.gravity,
      } as CommunityConfigInput;
      const problems = configProblems(input);
      if (problems.length) return refusal(request, problems);
      // Fewer positions may not leave a current or future position outside them.
      const now = Date.now();
      const beyond = views(now).find((view) => ACTIVE.includes(view.status) && view.number > input.positionCount);
      if (beyond) return refusal(request, [{ field: 'positionCount', code: 'positionsInUse' }]);
      const saved: Partial<CommunityConfigRow> = { ...input, ...auditStamp(account.login, now) };
      return ok(db.update<CommunityConfigRow>(C.config, 1, saved));
    }),
  ),

  /** The score a post with these numbers would get, and where today's ranking would put it. */
  route<Partial<Record<keyof PostNumbers, unknown>>>(
    E.scoreTest,
    withAccount(async ({ request }) => {
      const body = await request.json();
      const input = {
        likes: toNumber(body.likes),
        comments: toNumber(body.comments),
        uv: toNumber(body.uv),
        ageHours: toNumber(body.ageHours),
      };
      const problems = scoreInputProblems(input);
      if (problems.length) return refusal(request, problems);
      const now = Date.now();
      const config = configOf();
      const score = hotScore(input as PostNumbers, config);
      const others = rankedCandidates(config, now, new Set()).map((candidate) => candidate.score);
      const rank = rankAmong(score, others);
      return ok({ score, rank, position: positionForRank(rank, config.positionCount), candidates: others.length });
    }),
  ),

  /** The pool: candidates by score that no current position shows, with their rank. */
  route(
    E.pool,
    withAccount(({ request }) => {
      const now = Date.now();
      const url = new URL(request.url);
      const search = (url.searchParams.get('postId') ?? '').trim();
      const ranked = rankedCandidates(configOf(), now, postsInPositions(now)).map((candidate, index) => ({
        ...candidate,
        rank: index + 1,
      }));
      const rows = search ? ranked.filter((candidate) => String(candidate.id).includes(search)) : ranked;
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  /** Which of these post IDs cannot be shown (no such post, unpublished or deleted). */
  route(
    E.unknownPosts,
    withAccount(({ request }) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').filter(Boolean);
      return ok(ids.filter((id) => !/^\d+$/.test(id) || !isShowable(postById(Number(id)))));
    }),
  ),

  route(
    E.slots,
    withAccount(() => {
      const counts = new Map<number, number>();
      for (const row of db.all<RecommendationRow>(C.recommendations))
        counts.set(row.slotId, (counts.get(row.slotId) ?? 0) + 1);
      return ok(
        db
          .all<CommunitySlotRow>(C.slots)
          .sort((a, b) => a.id - b.id)
          .map((slot) => ({ ...slot, count: counts.get(slot.id) ?? 0 })),
      );
    }),
  ),

  route(
    E.recommendations,
    withAccount(async ({ request, params }) => {
      const slot = db.byId<CommunitySlotRow>(C.slots, Number(params.id));
      if (!slot) return failure(404, await say(request, 'server.slotGone'), { httpStatus: 404 });
      const now = Date.now();
      const config = configOf();
      return ok(
        recommendationsOf(slot.id).map((row) => {
          const post = postById(row.postId);
          return { ...row, post: post ? summaryOf(post, config, now) : null };
        }),
      );
    }),
  ),

  /** Adds posts at the end of a position's list: each must be showable, new to it, within its capacity. */
  route<{ postIds?: unknown }>(
    E.recommend,
    withAccount(async ({ request, params, account }) => {
      const slot = db.byId<CommunitySlotRow>(C.slots, Number(params.id));
      if (!slot) return failure(404, await say(request, 'server.slotGone'), { httpStatus: 404 });
      const { postIds } = await request.json();
      if (
        !Array.isArray(postIds) ||
        postIds.length === 0 ||
        postIds.length > MAX_IDS ||
        !postIds.every((id) => Number.isInteger(id))
      )
        return refusal(request, [{ field: 'postIds', code: 'postIds' }]);
      const ids = postIds as number[];
      const unknown = ids.filter((id) => !isShowable(postById(id)));
      if (unknown.length)
        return HttpResponse.json({
          code: 400,
          message: await say(request, 'server.postsUnknown', { ids: unknown.join('; ') }),
        });
      const current = recommendationsOf(slot.id);
      const repeated = ids.filter((id, index) => ids.indexOf(id) !== index || current.some((row) => row.postId === id));
      if (repeated.length)
        return HttpResponse.json({
          code: 400,
          message: await say(request, 'server.postsRepeated', { ids: repeated.join('; ') }),
        });
      if (current.length + ids.length > slot.capacity)
        return HttpResponse.json({
          code: 400,
          message: await say(request, 'server.capacity', { capacity: slot.capacity }),
        });
      const at = new Date().toISOString();
      ids.forEach((postId, index) =>
        db.insert<RecommendationRow>(C.recommendations, {
          slotId: slot.id,
          postId,
          order: current.length + index + 1,
          addedBy: account.login,
          addedAt: at,
        }),
      );
      return ok({ added: ids.length });
    }),
  ),

  /** Puts a position's recommendations in the order given (every one of them, once). */
  route<{ ids?: unknown }>(
    E.reorder,
    withAccount(async ({ request, params }) => {
      const slot = db.byId<CommunitySlotRow>(C.slots, Number(params.id));
      if (!slot) return failure(404, await say(request, 'server.slotGone'), { httpStatus: 404 });
      const { ids } = await request.json();
      const current = recommendationsOf(slot.id).map((row) => row.id);
      const given = Array.isArray(ids) ? (ids as unknown[]) : [];
      const same =
        given.length === current.length &&
        new Set(given).size === given.length &&
        given.every((id) => current.includes(id as number));
      if (!same) return failure(409, await say(request, 'server.orderStale'));
      given.forEach((id, index) => db.update<RecommendationRow>(C.recommendations, id as number, { order: index + 1 }));
      return ok(null);
    }),
  ),

  route(
    E.removeRecommendation,
    withAccount(async ({ request, params }) => {
      const row = db.byId<RecommendationRow>(C.recommendations, Number(params.id));
      if (!row) return failure(404, await say(request, 'server.recommendationGone'), { httpStatus: 404 });
      db.remove(C.recommendations, row.id);
      recommendationsOf(row.slotId).forEach((rest, index) =>
        db.update<RecommendationRow>(C.recommendations, rest.id, { order: index + 1 }),
      );
      return ok(null);
    }),
  ),
];

function recommendationsOf(slotId: number) {
  return db
    .all<RecommendationRow>(C.recommendations)
    .filter((row) => row.slotId === slotId)
    .sort((a, b) => a.order - b.order);
}
