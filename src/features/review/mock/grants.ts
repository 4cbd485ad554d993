import { grant, type Call } from '../../../mocks/endpoint-grant';
import { db } from '../../../mocks/db';
import type { Row } from '../../../mocks/row';
import { REVIEW_ENDPOINTS as E } from '../endpoints';
import { ALL_QUEUE_SCREENS, grantOfAction, queueGrants, type QueueGrant } from '../queues';
import { TASK_SOURCES, type ReviewTask, type TaskSource } from '../types';
import { REVIEW_COLLECTIONS } from './seed';

const sourceOfTask = (id: unknown) => db.byId<ReviewTask & Row>(REVIEW_COLLECTIONS.tasks, Number(id))?.source;
const sourcesIn = (ids: unknown[]) => ids.map(sourceOfTask).filter((source): source is TaskSource => !!source);
/** A decision needs the queue screen's review action, a punishment or ban its punish, a blacklisting its blacklist. */
const reviewActionOf = (body: { action?: unknown } | null) => grantOfAction(body?.action);
const bodyOf = async (request: Request) => (await request.json().catch(() => null)) as Record<string, unknown> | null;

/** The queues' own tasks: the screens that show all the sources asked for. */
const queueReaders = ({ url }: Call) => {
  const asked = (url.searchParams.get('source') ?? '').split(',').filter(Boolean);
  return queueGrants(TASK_SOURCES.filter((source) => asked.includes(source)));
};
/** A task in the path: the screens that show its source, or their action entry. */
const ofTask =
  (action?: QueueGrant) =>
  ({ params }: Call) =>
    queueGrants(sourcesIn([params.id]), action);

const actions = (...grants: QueueGrant[]) =>
  grants.flatMap((action) => ALL_QUEUE_SCREENS.map((uri) => `${uri}:${action}`));
const BY_TASK = 'the stored task’s source (:id): the queue screens that show it';
const BY_ACTION = ' and the action in the body: review, punish (punish, ban) or blacklist';

/** Review queues (features/review/queues.ts): the screens that show a task's source. */
export const REVIEW_GRANTS = [
  grant(E.page, queueReaders, {
    among: ALL_QUEUE_SCREENS,
    decidedBy: 'the sources in the query (source): the queue screens that show all of them; none when none is named',
  }),
  grant(E.counts, ALL_QUEUE_SCREENS),
  grant(E.detail, ofTask(), { among: ALL_QUEUE_SCREENS, decidedBy: BY_TASK }),
  grant(E.claim, ofTask('review'), { among: actions('review'), decidedBy: BY_TASK }),
  grant(E.release, ofTask('review'), { among: actions('review'), decidedBy: BY_TASK }),
  grant(
    E.act,
    async ({ params, request }) => queueGrants(sourcesIn([params.id]), reviewActionOf(await bodyOf(request))),
    { among: actions('review', 'punish', 'blacklist'), decidedBy: BY_TASK + BY_ACTION },
  ),
  grant(
    E.batch,
    async ({ request }) => {
      const body = await bodyOf(request);
      return queueGrants(sourcesIn(Array.isArray(body?.ids) ? body.ids : []), reviewActionOf(body));
    },
    {
      among: actions('review', 'punish', 'blacklist'),
      decidedBy: 'the stored tasks’ sources (ids in the body): the screens that show all of them,' + BY_ACTION,
    },
  ),
];
