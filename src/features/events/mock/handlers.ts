import { withAccount } from '../../../mocks/auth-guard';
import { auditStamp, createHandler, type Found, removeHandler, updateHandler } from '../../../mocks/crud';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { POST_ID_PATTERN, type PostRow, POSTS_COLLECTION } from '../../posts/mock';
import { TOPICS_COLLECTION, type TopicRow } from '../../topics/mock';
import { displayName, nameKey } from '../../../shared/components/lang-fields/lang-names';
import { rewardMachine, rewardProblems, tierOf, windowPhase, windowsOverlap, type RewardAction } from '../rules';
import type { AppEvent, EventEntry, RewardTier, Standing, TopicReward, TopicRewardInput } from '../types';
import { EVENT_ENDPOINTS as E, REWARD_ENDPOINTS as R } from '../endpoints';
import { EVENT_COLLECTIONS as C, type EntryRow, type EventRow, type RewardRow } from './seed';

const { say, refusal, refuse } = mockVoice('events');
/** At most this many post IDs are added at once. */
const ADD_MAX = 200;

const languageOf = (request: Request) => request.headers.get('language') ?? 'en';
function topicName(topicId: number, language: string) {
  const topic = db.byId<TopicRow>(TOPICS_COLLECTION, topicId);
  if (!topic) return `#${topicId}`;
  return (topic.names as Record<string, string>)[language] || topic.name;
}

function eventView(row: EventRow, now: number, language: string): AppEvent {
  return {
    ...row,
    phase: windowPhase(row, now),
    topicName: topicName(row.topicId, language),
    entryCount: db.all<EntryRow>(C.entries).filter((entry) => entry.eventId === row.id).length,
  };
}

/** The event's name in the admin's language, else the first written. */
const eventName = (event: EventRow, language: string) => displayName(event.names, language);

function entryView(entry: EntryRow, eventName: string): EventEntry | null {
  const post = db.byId<PostRow>(POSTS_COLLECTION, entry.postId);
  if (!post) return null;
  return {
    ...entry,
    eventName,
    content: post.content,
    language: post.language,
    type: post.type,
    publisherLogin: post.publisherLogin,
    likes: post.likes,
    comments: post.comments,
    postedAt: post.postedAt,
    deleted: Boolean(post.deletedAt),
  };
}

const rewardView = (row: RewardRow, now: number, language: string): TopicReward => ({
  ...row,
  status: windowPhase(row, now),
  topicName: topicName(row.topicId, language),
});

const readReward = (body: Partial<TopicRewardInput>): TopicRewardInput => ({
  topicId: Number(body.topicId),
  kind: body.kind as TopicRewardInput['kind'],
  rankBy: body.rankBy as TopicRewardInput['rankBy'],
  tiers: Array.isArray(body.tiers)
    ? body.tiers.map((tier: Partial<RewardTier>) => ({
        fromRank: tier?.fromRank as number,
        toRank: tier?.toRank as number,
        ...(body.kind === 'points'
          ? { points: tier?.points ?? null }
          : { item: typeof tier?.item === 'string' ? tier.item.trim() : null }),
      }))
    : [],
  startAt: body.startAt as string,
  endAt: body.endAt as string,
});

const listed = (ids: readonly (string | number)[]) =>
  ids.length > 10 ? `${ids.slice(0, 10).join('; ')} …(+${ids.length - 10})` : ids.join('; ');

/** The form's rules, a topic that exists and is valid, and one reward per topic at a time. */
async function rewardRefusal(request: Request, input: TopicRewardInput, now: number, ownId?: number) {
  const problems = rewardProblems(input, now);
  if (problems.length) return refusal(request, problems);
  const topic = db.byId<TopicRow>(TOPICS_COLLECTION, input.topicId);
  if (!topic || !topic.valid) return refusal(request, [{ field: 'topicId', code: 'topicInvalid' }]);
  const clash = db
    .all<RewardRow>(C.rewards)
    .find((row) => row.id !== ownId && row.topicId === input.topicId && windowsOverlap(row, input));
  if (clash) {
    return refusal(request, [{ field: 'window', code: 'rewardClash' }], 409, {
      topic: topicName(clash.topicId, languageOf(request)),
      id: clash.id,
      start: clash.startAt.slice(0, 10),
      end: clash.endAt.slice(0, 10),
    });
  }
  return null;
}

async function rewardFor(request: Request, id: number, action: RewardAction, now: number): Promise<Found<RewardRow>> {
  const row = db.byId<RewardRow>(C.rewards, id);
  if (!row) return { refused: await refuse(request, 404, 'rewards.server.gone') };
  if (!rewardMachine.can(action, windowPhase(row, now)))
    return { refused: await refuse(request, 409, `rewards.server.${action}`) };
  return { row };
}

async function entryFor(request: Request, id: number) {
  const row = db.byId<EntryRow>(C.entries, id);
  if (!row) return { refused: await refuse(request, 404, 'posts.server.entryGone') };
  return { row };
}

export const eventHandlers = [
  route(
    E.events,
    withAccount(({ request }) => {
      const now = Date.now();
      const language = languageOf(request);
      const events = db
        .all<EventRow>(C.events)
        .map((row) => eventView(row, now, language))
        .sort((a, b) => b.startAt.localeCompare(a.startAt));
      return ok(events);
    }),
  ),

  route(
    E.entries,
    withAccount(async ({ request }) => {
      const url = new URL(request.url);
      const language = languageOf(request);
      const eventId = Number(url.searchParams.get('event') ?? '') || null;
      const keyword = nameKey(url.searchParams.get('keyword'));
      const source = url.searchParams.get('source');
      const featured = url.searchParams.get('featured');
      const names = new Map(db.all<EventRow>(C.events).map((event) => [event.id, eventName(event, language)]));
      const rows = db
        .all<EntryRow>(C.entries)
        .filter((entry) => !eventId || entry.eventId === eventId)
        .map((entry) => entryView(entry, names.get(entry.eventId) ?? ''))
        .filter((entry): entry is EventEntry => entry !== null)
        .filter((entry) => !keyword || nameKey(entry.content).includes(keyword) || String(entry.postId) === keyword)
        .filter((entry) => !source || entry.source === source)
        .filter((entry) => !featured || String(entry.featured) === featured)
        .sort((a, b) => Number(b.featured) - Number(a.featured) || b.likes - a.likes || a.id - b.id);
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  /** Adds posts by ID: every one must be a published post, not deleted and not entered yet. */
  route<{ postIds?: unknown }>(
    E.addEntries,
    withAccount(async ({ request, params, account }) => {
      const now = Date.now();
      const event = db.byId<EventRow>(C.events, Number(params.id));
      if (!event) return refuse(request, 404, 'posts.server.eventGone');
      if (windowPhase(event, now) === 'ended') return refuse(request, 409, 'posts.server.eventEnded');
      const { postIds } = await request.json();
      if (!Array.isArray(postIds) || postIds.length === 0 || postIds.some((id) => !Number.isInteger(id)))
        return refusal(request, [{ field: 'postIds', code: 'postIdsRequired' }]);
      if (postIds.length > ADD_MAX)
        return refusal(request, [{ field: 'postIds', code: 'postIdsTooMany', params: { max: ADD_MAX } }]);
      const ids = [...new Set(postIds as number[])];
      const posts = ids.map((id) => ({ id, post: db.byId<PostRow>(POSTS_COLLECTION, id) }));
      const entered = new Set(
        db
          .all<EntryRow>(C.entries)
          .filter((entry) => entry.eventId === event.id)
          .map((entry) => entry.postId),
      );
      const checks: Array<[string, number[]]> = [
        ['postsUnknown', posts.filter(({ post }) => !post).map(({ id }) => id)],
        ['postsDeleted', posts.filter(({ post }) => post?.deletedAt).map(({ id }) => id)],
        [
          'postsUnpublished',
          posts.filter(({ post }) => post && !post.deletedAt && post.publishStatus !== 'published').map(({ id }) => id),
        ],
        ['postsEntered', ids.filter((id) => entered.has(id))],
      ];
      const problems = checks
        .filter(([, found]) => found.length > 0)
        .map(([code, found]) => ({ field: 'postIds', code, params: { ids: listed(found) } }));
      if (problems.length) return refusal(request, problems, 409);
      const stamp = new Date(now).toISOString();
      for (const id of ids)
        db.insert<EntryRow>(C.entries, {
          eventId: event.id,
          postId: id,
          source: 'operator',
          featured: false,
          enteredAt: stamp,
          addedBy: account.login,
        });
      return ok({ added: ids.length });
    }),
  ),

  /** Which of these IDs are not posts (the ID list's existence check). */
  route<{ ids?: unknown }>(
    E.unknownPosts,
    withAccount(async ({ request }) => {
      const { ids } = await request.json();
      if (!Array.isArray(ids) || ids.length > 1000)
        return refusal(request, [{ field: 'postIds', code: 'postIdsTooMany', params: { max: 1000 } }]);
      return ok(
        ids.map(String).filter((id) => !POST_ID_PATTERN.test(id) || !db.byId<PostRow>(POSTS_COLLECTION, Number(id))),
      );
    }),
  ),

  route(
    E.feature,
    withAccount(async ({ request, params }) => {
      const { row, refused } = await entryFor(request, Number(params.id));
      if (refused) return refused;
      if (row.featured) return refuse(request, 409, 'posts.server.alreadyFeatured');
      const post = db.byId<PostRow>(POSTS_COLLECTION, row.postId);
      if (!post || post.deletedAt) return refuse(request, 409, 'posts.server.featureDeleted');
      return ok(entryView(db.update<EntryRow>(C.entries, row.id, { featured: true })!, ''));
    }),
  ),

  /** Featuring cannot be withdrawn (spec): a call to undo it is refused as such. */
  route(
    E.unfeature,
    withAccount(async ({ request, params }) => {
      const { refused } = await entryFor(request, Number(params.id));
      if (refused) return refused;
      return refuse(request, 409, 'posts.server.cannotUnfeature');
    }),
  ),

  route(
    E.remove,
    withAccount(async ({ request, params }) => {
      const { row, refused } = await entryFor(request, Number(params.id));
      if (refused) return refused;
      db.remove(C.entries, row.id);
      return ok(null);
    }),
  ),

  route(
    R.topics,
    withAccount(({ request }) => {
      const language = languageOf(request);
      return ok(
        db
          .all<TopicRow>(TOPICS_COLLECTION)
          .filter((topic) => topic.valid)
          .map((topic) => ({ id: topic.id, name: topicName(topic.id, language) })),
      );
    }),
  ),

  route(
    R.page,
    withAccount(({ request }) => {
      const now = Date.now();
      const language = languageOf(request);
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const kind = url.searchParams.get('kind');
      const topic = nameKey(url.searchParams.get('topic'));
      const rows = db
        .all<RewardRow>(C.rewards)
        .map((row) => rewardView(row, now, language))
        .filter((row) => !status || row.status === status)
        .filter((row) => !kind || row.kind === kind)
        .filter((row) => !topic || nameKey(row.topicName).includes(topic))
        .sort((a, b) => b.startAt.localeCompare(a.startAt));
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  /** The ranking so far: the topic's posts in the window, best first, with what each rank gets. */
  route(
    R.standings,
    withAccount(async ({ request, params }) => {
      const now = Date.now();
      const row = db.byId<RewardRow>(C.rewards, Number(params.id));
      if (!row) return refuse(request, 404, 'rewards.server.gone');
      const start = Date.parse(row.startAt);
      const end = Math.min(Date.parse(row.endAt), now);
      const places = Math.max(...row.tiers.map((tier) => tier.toRank));
      const ranked = db
        .all<PostRow>(POSTS_COLLECTION)
        .filter(
          (post) =>
            post.topicId === row.topicId &&
            !post.deletedAt &&
            post.publishStatus === 'published' &&
            Date.parse(post.postedAt) >= start &&
            Date.parse(post.postedAt) < end,
        )
        .sort((a, b) => b[row.rankBy] - a[row.rankBy] || a.postedAt.localeCompare(b.postedAt))
        .slice(0, places);
      const standings: Standing[] = await Promise.all(
        ranked.map(async (post, index) => {
          const tier = tierOf(row.tiers, index + 1)!;
          return {
            rank: index + 1,
            postId: post.id,
            publisherLogin: post.publisherLogin,
            content: post.content,
            likes: post.likes,
            comments: post.comments,
            reward:
              row.kind === 'points'
                ? await say(request, 'rewards.pointsValue', { count: tier.points ?? 0 })
                : (tier.item ?? ''),
          };
        }),
      );
      return ok(standings);
    }),
  ),

  route<Partial<TopicRewardInput>>(
    R.create,
    createHandler({
      collection: C.rewards,
      readInput: readReward,
      refusal: (input, { request, now }) => rewardRefusal(request, input, now),
      view: (row: RewardRow, { request, now }) => rewardView(row, now, languageOf(request)),
    }),
  ),

  route<Partial<TopicRewardInput>>(
    R.update,
    updateHandler({
      collection: C.rewards,
      find: ({ request, params, now }) => rewardFor(request, Number(params.id), 'edit', now),
      readInput: readReward,
      refusal: (input, row, { request, now }) => rewardRefusal(request, input, now, row.id),
      view: (row, { request, now }) => rewardView(row, now, languageOf(request)),
    }),
  ),

  route(
    R.close,
    withAccount(async ({ request, params, account }) => {
      const now = Date.now();
      const { row, refused } = await rewardFor(request, Number(params.id), 'close', now);
      if (refused) return refused;
      const updated = db.update<RewardRow>(C.rewards, row.id, {
        endAt: new Date(now).toISOString(),
        ...auditStamp(account.login, now),
      })!;
      return ok(rewardView(updated, now, languageOf(request)));
    }),
  ),

  route(
    R.remove,
    removeHandler({
      collection: C.rewards,
      find: ({ request, params, now }) => rewardFor(request, Number(params.id), 'delete', now),
    }),
  ),
];
