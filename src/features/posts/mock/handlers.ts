import { withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { inDayRange } from '../../../mocks/day-range';
import { mockVoice } from '../../../mocks/mock-voice';
import { TOPICS_COLLECTION, type TopicRow } from '../../topics/mock';
import {
  BATCH_MAX,
  canRun,
  changesOf,
  contentProblem,
  isHot,
  isNew,
  isBatchOperation,
  isPostOperation,
  POST_ID_PATTERN,
  refusalOf,
  type PostOperation,
} from '../rules';
import { scoreProblem } from '../../../shared/utils/post-score';
import { POST_SCOPES, type BatchItemResult, type PostListItem, type PostScope } from '../types';
import { POST_ENDPOINTS as E } from '../endpoints';
import { POSTS_COLLECTION, type PostRow } from './seed';

const voice = mockVoice('posts');
/** The sorts a list offers (spec: time, likes, comments, score). */
const SORTABLE = new Set(['postedAt', 'likes', 'comments', 'score']);

const asItem = (row: PostRow): PostListItem => ({ ...row, hot: isHot(row) });

function inScope(scope: PostScope, now: number): (row: PostRow) => boolean {
  switch (scope) {
    case 'latest':
      return (row) => !row.deletedAt;
    case 'new':
      return (row) => !row.deletedAt && isNew(row, now);
    case 'hot':
      return (row) => isHot(row);
    case 'video':
      return (row) => !row.deletedAt && row.type === 'video';
    case 'deleted':
      return (row) => row.deletedAt !== null;
    case 'pending':
      return (row) => !row.deletedAt && row.publishStatus === 'unpublished' && row.spam !== 'flagged';
    case 'staff':
      return (row) => !row.deletedAt && row.staffLogin !== null;
    case 'spam':
      return (row) => !row.deletedAt && row.spam === 'flagged';
  }
}

const yesNo = (value: string | null) => (value === 'yes' ? true : value === 'no' ? false : null);

/**
 * The list's filters: ID, content, type, language, publish status, topic, publisher, date, pinned, featured,
 * on the warmth list, hot/new.
 */
function filtersOf(url: URL, now: number): Array<(row: PostRow) => boolean> {
  const get = (name: string) => (url.searchParams.get(name) ?? '').trim();
  const tests: Array<(row: PostRow) => boolean> = [];
  const id = get('id');
  if (id) tests.push((row) => String(row.id) === id);
  const content = get('content').toLowerCase();
  if (content) tests.push((row) => row.content.toLowerCase().includes(content));
  const type = get('type');
  if (type) tests.push((row) => row.type === type);
  const language = get('language');
  if (language) tests.push((row) => row.language === language);
  const publishStatus = get('publishStatus');
  if (publishStatus) tests.push((row) => row.publishStatus === publishStatus);
  // A topic by its ID or a part of its name.
  const topic = get('topic').toLowerCase();
  if (topic) {
    tests.push((row) =>
      /^\d+$/.test(topic) ? row.topicId === Number(topic) : (row.topicName ?? '').toLowerCase().includes(topic),
    );
  }
  const publisher = get('publisher').toLowerCase();
  if (publisher) tests.push((row) => row.publisherLogin.toLowerCase().includes(publisher));
  const posted = url.searchParams.get('postedAt');
  if (posted) {
    const within = inDayRange(posted);
    tests.push((row) => within(row.postedAt));
  }
  const pinned = yesNo(get('pinned'));
  if (pinned !== null) tests.push((row) => row.pinned === pinned);
  const featured = yesNo(get('featured'));
  if (featured !== null) tests.push((row) => row.featured === featured);
  const warmth = yesNo(get('warmth'));
  if (warmth !== null) tests.push((row) => !!row.warmthSince === warmth);
  const heat = get('heat');
  if (heat === 'hot') tests.push((row) => isHot(row));
  if (heat === 'new') tests.push((row) => isNew(row, now));
  return tests;
}

type Outcome = { ok: true; row: PostRow } | { ok: false; code: number; reason: string };

/** Runs one operation on one post, as the machine allows, or says why not. */
function runOperation(id: number, operation: PostOperation, who: string): Outcome {
  const row = db.byId<PostRow>(POSTS_COLLECTION, id);
  if (!row) return { ok: false, code: 404, reason: 'refusal.notFound' };
  if (!canRun(operation, row)) return { ok: false, code: 409, reason: refusalOf(operation, row) };
  const updated = db.update<PostRow>(POSTS_COLLECTION, id, changesOf(operation, who, new Date().toISOString()))!;
  return { ok: true, row: updated };
}

/**
 * A refusal's text for the envelope's message, in the caller's language: the `posts` key the console
 * translates itself (`refusal.*`, sent back in batch results), or the server's own words where they differ.
 */
const SERVER_WORDS: Record<string, string> = {
  'refusal.alreadyFeatured': 'serverRefusal.alreadyFeatured',
  'refusal.notAllowed': 'serverRefusal.notAllowed',
};
const refusalText = (request: Request, reason: string) => voice.say(request, SERVER_WORDS[reason] ?? reason);
const noSuchPost = async (request: Request) =>
  failure(404, await refusalText(request, 'refusal.notFound'), { httpStatus: 404 });

const validTopic = (id: number) => db.byId<TopicRow>(TOPICS_COLLECTION, id);

export const postHandlers = [
  /** One screen's posts (`scope`), filtered, sorted by time, likes, comments or score, newest first by default. */
  route(
    E.page,
    withAccount(async ({ request }) => {
      const url = new URL(request.url);
      const scope = url.searchParams.get('scope') as PostScope;
      if (!POST_SCOPES.includes(scope)) return voice.refuse(request, 400, 'refusal.unknownList');
      const now = Date.now();
      const tests = [inScope(scope, now), ...filtersOf(url, now)];
      const rows = db.all<PostRow>(POSTS_COLLECTION).filter((row) => tests.every((test) => test(row)));
      const query = readPageQuery(url);
      const sort =
        query.sort && SORTABLE.has(query.sort.field)
          ? query.sort
          : {
              field: scope === 'hot' ? 'likes' : scope === 'deleted' ? 'deletedAt' : 'postedAt',
              order: 'desc' as const,
            };
      const page = paginate(rows, { ...query, sort });
      return ok({ ...page, records: page.records.map(asItem) });
    }),
  ),

  /** Valid topics, for the editor's topic choice (the name in the post's language where one exists). */
  route(
    E.topicOptions,
    withAccount(({ request }) => {
      const language = new URL(request.url).searchParams.get('language') ?? '';
      return ok(
        db
          .all<TopicRow>(TOPICS_COLLECTION)
          .filter((topic) => topic.valid)
          .map((topic) => ({
            id: topic.id,
            name: (topic.names as Record<string, string | undefined>)[language] || topic.name,
          })),
      );
    }),
  ),

  route(
    E.one,
    withAccount(({ params, request }) => {
      const row = db.byId<PostRow>(POSTS_COLLECTION, Number(params.id));
      return row ? ok(asItem(row)) : noSuchPost(request);
    }),
  ),

  /** single-post-edit: content, topic and score; the score cannot be empty and is a whole number 0 to 100. */
  route<{ content?: unknown; topicId?: unknown; score?: unknown }>(
    E.save,
    withAccount(async ({ params, request }) => {
      const row = db.byId<PostRow>(POSTS_COLLECTION, Number(params.id));
      if (!row) return noSuchPost(request);
      if (row.deletedAt) return failure(409, await refusalText(request, 'refusal.deleted'));
      const body = await request.json();
      const score = scoreProblem(body.score);
      if (score) return voice.refuse(request, 400, score === 'score.empty' ? 'score.empty' : 'refusal.scoreRange');
      if (contentProblem(body.content)) return voice.refuse(request, 400, 'refusal.contentLength', { max: 2000 });
      const topicId = body.topicId === null || body.topicId === undefined ? null : Number(body.topicId);
      const topic = topicId === null ? undefined : validTopic(topicId);
      if (topicId !== null && !topic?.valid) return voice.refuse(request, 400, 'refusal.noSuchTopic');
      const names = (topic?.names ?? {}) as Record<string, string | undefined>;
      const saved = db.update<PostRow>(POSTS_COLLECTION, row.id, {
        content: String(body.content),
        score: Number(body.score),
        topicId,
        topicName: topic ? names[row.language] || topic.name : null,
      });
      return ok(saved);
    }),
  ),

  /** One operation on one post; refused (409) where the post's state does not allow it. */
  route(
    E.run,
    withAccount(async ({ request, params, account }) => {
      // There is no way back from featured (spec 4): asking for it is refused as such.
      if (params.operation === 'unfeature') return failure(409, await refusalText(request, 'refusal.alreadyFeatured'));
      if (!isPostOperation(params.operation)) return voice.refuse(request, 400, 'refusal.unknownOperation');
      const outcome = runOperation(Number(params.id), params.operation, account.login);
      if (outcome.ok) return ok(outcome.row);
      return failure(outcome.code, await refusalText(request, outcome.reason), {
        httpStatus: outcome.code === 404 ? 404 : 200,
      });
    }),
  ),

  /** Which of these IDs are not posts (the ID-list input's existence check). */
  route<{ ids?: unknown }>(
    E.unknownIds,
    withAccount(async ({ request }) => {
      const { ids } = await request.json();
      if (!Array.isArray(ids) || ids.length > 1000)
        return voice.refuse(request, 400, 'refusal.tooManyIds', { max: 1000 });
      return ok(
        ids.map(String).filter((id) => !POST_ID_PATTERN.test(id) || !db.byId<PostRow>(POSTS_COLLECTION, Number(id))),
      );
    }),
  ),

  /**
   * portable-operation: one operation over a list of IDs, each answered on its own (done, not found, or
   * refused with the reason). A repeated ID is refused as a whole: the list must be fixed first.
   */
  route<{ operation?: unknown; ids?: unknown }>(
    E.batch,
    withAccount(async ({ request, account }) => {
      const { operation, ids } = await request.json();
      if (!isPostOperation(operation)) return voice.refuse(request, 400, 'refusal.unknownOperation');
      if (!isBatchOperation(operation)) {
        const name = await voice.say(request, `operation.${operation}`);
        return voice.refuse(request, 400, 'refusal.notInBatch', { operation: name });
      }
      if (!Array.isArray(ids) || ids.length === 0 || ids.length > BATCH_MAX) {
        return voice.refuse(request, 400, 'refusal.batchSize', { max: BATCH_MAX });
      }
      const typed = ids.map(String);
      const repeated = typed.filter((id, index) => typed.indexOf(id) !== index);
      if (repeated.length)
        return voice.refuse(request, 400, 'refusal.repeatedIds', { ids: [...new Set(repeated)].join(', ') });
      const results: BatchItemResult[] = typed.map((id) => {
        if (!POST_ID_PATTERN.test(id)) return { id, outcome: 'notFound' };
        const outcome = runOperation(Number(id), operation, account.login);
        if (outcome.ok) return { id, outcome: 'done' };
        return outcome.code === 404 ? { id, outcome: 'notFound' } : { id, outcome: 'refused', reason: outcome.reason };
      });
      return ok(results);
    }),
  ),
];
