import { withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import type { Row } from '../../../mocks/row';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { isPermutationOf } from '../../../shared/components/sortable-list/order';
import { COLLECTIONS } from '../../../mocks/collections';
import {
  normalizeTopic,
  overlappingRecommendation,
  ranksFrom,
  recommendationProblems,
  sameTopicName,
  topicProblems,
} from '../rules';
import { TOPIC_ENDPOINTS as E } from '../endpoints';
import type { RecommendedTopicInput, RecommendedTopicListItem, TopicInput, TopicListItem } from '../types';
import { RECOMMENDED_TOPICS_COLLECTION, TOPICS_COLLECTION, type RecommendedTopicRow, type TopicRow } from './seed';

const voice = mockVoice('topics');

/**
 * A refused save in the caller's language, worded as the form words it (`rules.<code>`); a field inside
 * another is named by its path (`names.en`), which the form drawer splits.
 */
const { refusal } = voice;

const contains = (text: string, query: string) => text.toLowerCase().includes(query.trim().toLowerCase());

/** Posts per topic, counted from the posts (deleted ones do not count): never stored on the topic. */
function postCounts(): Map<number, number> {
  const counts = new Map<number, number>();
  // The posts' mock owns the rows; a topic reads only the two fields it counts by.
  for (const post of db.all<Row & { topicId: number | null; deletedAt: string | null }>(COLLECTIONS.posts)) {
    if (post.topicId === null || post.deletedAt) continue;
    counts.set(post.topicId, (counts.get(post.topicId) ?? 0) + 1);
  }
  return counts;
}

/** The form's rules, then: no two topics with the same name. */
async function topicRefusal(request: Request, input: Partial<TopicInput>, id?: number) {
  const problems = topicProblems(input);
  if (problems.length) return refusal(request, problems);
  const name = String(input.name);
  if (db.find<TopicRow>(TOPICS_COLLECTION, (row) => row.id !== id && sameTopicName(row.name, name))) {
    return refusal(request, [{ field: 'name', code: 'nameTaken' }]);
  }
  return null;
}

const notFound = async (request: Request) =>
  failure(404, await voice.say(request, 'refusals.notFound'), { httpStatus: 404 });

const topicHandlers = [
  route(
    E.page,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const name = url.searchParams.get('name');
      const category = url.searchParams.get('category');
      const valid = url.searchParams.get('valid');
      const hot = url.searchParams.get('hot');
      const type = url.searchParams.get('type');
      const counts = postCounts();
      const rows: TopicListItem[] = db
        .all<TopicRow>(TOPICS_COLLECTION)
        .filter(
          (row) =>
            !name ||
            contains(row.name, name) ||
            Object.values(row.names).some((text) => contains(text, name)) ||
            String(row.id) === name.trim(),
        )
        .filter((row) => !category || row.category === category)
        .filter((row) => !valid || String(row.valid) === valid)
        .filter((row) => !hot || String(row.hot) === hot)
        .filter((row) => !type || row.type === type)
        .sort((a, b) => b.id - a.id)
        .map((row) => ({ ...row, postCount: counts.get(row.id) ?? 0 }));
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route(
    E.options,
    withAccount(() =>
      ok(
        db
          .all<TopicRow>(TOPICS_COLLECTION)
          .map(({ id, name, names, valid }) => ({ id, name, names, valid }))
          .sort((a, b) => a.id - b.id),
      ),
    ),
  ),

  route<TopicInput>(
    E.create,
    withAccount(async ({ request }) => {
      const input = await request.json();
      const refused = await topicRefusal(request, input);
      if (refused) return refused;
      const now = new Date().toISOString();
      return ok(db.insert<TopicRow>(TOPICS_COLLECTION, { ...normalizeTopic(input), createdAt: now, updatedAt: now }));
    }),
  ),

  route<TopicInput>(
    E.update,
    withAccount(async ({ request, params }) => {
      const id = Number(params.id);
      if (!db.byId<TopicRow>(TOPICS_COLLECTION, id)) return notFound(request);
      const input = await request.json();
      const refused = await topicRefusal(request, input, id);
      if (refused) return refused;
      return ok(
        db.update<TopicRow>(TOPICS_COLLECTION, id, { ...normalizeTopic(input), updatedAt: new Date().toISOString() }),
      );
    }),
  ),

  ...(['enable', 'disable'] as const).map((action) =>
    route(
      E[action],
      withAccount(async ({ request, params }) => {
        const id = Number(params.id);
        const row = db.byId<TopicRow>(TOPICS_COLLECTION, id);
        if (!row) return notFound(request);
        const valid = action === 'enable';
        if (row.valid === valid)
          return voice.refuse(request, 409, valid ? 'refusals.alreadyValid' : 'refusals.alreadyInvalid');

        return ok(db.update<TopicRow>(TOPICS_COLLECTION, id, { valid, updatedAt: new Date().toISOString() }));
      }),
    ),
  ),
];

/* ------------------------------------------------------------------ recommended topics */

function recommendedList(): RecommendedTopicListItem[] {
  return db
    .all<RecommendedTopicRow>(RECOMMENDED_TOPICS_COLLECTION)
    .sort((a, b) => a.rank - b.rank || a.id - b.id)
    .map((row) => {
      const topic = db.byId<TopicRow>(TOPICS_COLLECTION, row.topicId);
      return {
        ...row,
        topicName: topic?.name ?? `#${row.topicId}`,
        topicNames: topic?.names ?? { en: '', fr: '', ar: '' },
        topicValid: topic?.valid ?? false,
      };
    });
}

/** The form's rules, then: the topic exists and is valid, and is not recommended twice at once. */
async function recommendationRefusal(request: Request, input: Partial<RecommendedTopicInput>, id?: number) {
  const problems = recommendationProblems(input);
  if (problems.length) return refusal(request, problems);
  const valid = input as RecommendedTopicInput;
  const topic = db.byId<TopicRow>(TOPICS_COLLECTION, valid.topicId);
  if (!topic) return notFound(request);
  if (!topic.valid) return refusal(request, [{ field: 'topicId', code: 'topicInvalid' }]);
  if (overlappingRecommendation(db.all<RecommendedTopicRow>(RECOMMENDED_TOPICS_COLLECTION), valid, id)) {
    return refusal(request, [{ field: 'window', code: 'recommendedTwice' }]);
  }
  return null;
}

const windowOf = (input: RecommendedTopicInput) => ({
  topicId: input.topicId,
  startTime: new Date(input.startTime).toISOString(),
  endTime: new Date(input.endTime).toISOString(),
});

const recommendedHandlers = [
  route(
    E.recommended,
    withAccount(() => ok(recommendedList())),
  ),

  route<RecommendedTopicInput>(
    E.recommend,
    withAccount(async ({ request }) => {
      const input = await request.json();
      const refused = await recommendationRefusal(request, input);
      if (refused) return refused;
      // A new recommendation goes last.
      const rank = db.all<RecommendedTopicRow>(RECOMMENDED_TOPICS_COLLECTION).length + 1;
      return ok(
        db.insert<RecommendedTopicRow>(RECOMMENDED_TOPICS_COLLECTION, {
          ...windowOf(input),
          rank,
          createdAt: new Date().toISOString(),
        }),
      );
    }),
  ),

  route<{ ids?: unknown }>(
    E.orderRecommended,
    withAccount(async ({ request }) => {
      const { ids } = await request.json();
      const all = db.all<RecommendedTopicRow>(RECOMMENDED_TOPICS_COLLECTION).map((row) => row.id);
      if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'number') || !isPermutationOf(ids, all)) {
        return voice.refuse(request, 409, 'refusals.listChanged');
      }
      for (const { id, rank } of ranksFrom(ids as number[])) db.update(RECOMMENDED_TOPICS_COLLECTION, id, { rank });
      return ok(recommendedList());
    }),
  ),

  route<RecommendedTopicInput>(
    E.updateRecommended,
    withAccount(async ({ request, params }) => {
      const id = Number(params.id);
      if (!db.byId(RECOMMENDED_TOPICS_COLLECTION, id)) {
        return failure(404, await voice.say(request, 'refusals.recommendedNotFound'), { httpStatus: 404 });
      }
      const input = await request.json();
      const refused = await recommendationRefusal(request, input, id);
      if (refused) return refused;
      return ok(db.update<RecommendedTopicRow>(RECOMMENDED_TOPICS_COLLECTION, id, windowOf(input)));
    }),
  ),

  route(
    E.removeRecommended,
    withAccount(async ({ request, params }) => {
      const id = Number(params.id);
      if (!db.remove(RECOMMENDED_TOPICS_COLLECTION, id)) {
        return failure(404, await voice.say(request, 'refusals.recommendedNotFound'), { httpStatus: 404 });
      }
      // The ones after it move up: ranks stay 1 to n.
      const rest = db.all<RecommendedTopicRow>(RECOMMENDED_TOPICS_COLLECTION).sort((a, b) => a.rank - b.rank);
      for (const { id: restId, rank } of ranksFrom(rest.map((row) => row.id))) {
        db.update(RECOMMENDED_TOPICS_COLLECTION, restId, { rank });
      }
      return ok(null);
    }),
  ),
];

export const topicsHandlers = [...topicHandlers, ...recommendedHandlers];
