import { grant } from '../../../mocks/endpoint-grant';
import { db } from '../../../mocks/db';
import { RECOMMENDATION_ENDPOINTS as E } from '../endpoints';
import { ALL_RECOMMENDATION_SCREENS, screenOf } from '../screens';
import { RECOMMENDATION_COLLECTIONS as C, type RecommendationRow } from './seed';

/** Reading a surface needs its screen; an unknown pair lets any of the screens through, to be refused (400). */
const readers = ({ url }: { url: URL }) => {
  const screen = screenOf(url.searchParams.get('surface'), url.searchParams.get('mode'));
  return screen ? [screen] : ALL_RECOMMENDATION_SCREENS;
};

/** A write on a new recommendation: the action entry of the screen its body names. */
const forBody =
  (action: string) =>
  async ({ request }: { request: Request }) => {
    const body = (await request.json().catch(() => ({}))) as { surface?: unknown; mode?: unknown };
    const screen = screenOf(body.surface, body.mode ?? null);
    return (screen ? [screen] : ALL_RECOMMENDATION_SCREENS).map((uri) => `${uri}:${action}`);
  };

/** A write on a stored recommendation: the action entry of the screen showing it. */
const forRow =
  (action: string) =>
  ({ params }: { params: Record<string, string | readonly string[] | undefined> }) => {
    const row = db.byId<RecommendationRow>(C.recommendations, Number(params.id));
    const screen = row ? screenOf(row.surface, row.mode) : null;
    return (screen ? [screen] : ALL_RECOMMENDATION_SCREENS).map((uri) => `${uri}:${action}`);
  };

const actions = (action: string) => ALL_RECOMMENDATION_SCREENS.map((uri) => `${uri}:${action}`);
const byQuery = {
  among: ALL_RECOMMENDATION_SCREENS,
  decidedBy: 'the surface and mode in the query: each pair has its screen',
};
const byBody = (action: string) => ({
  among: actions(action),
  decidedBy: 'the surface and mode in the body: each pair has its screen',
});
const byRow = (action: string) => ({
  among: actions(action),
  decidedBy: 'the stored recommendation’s surface and mode (:id): each pair has its screen',
});

export const RECOMMENDATION_GRANTS = [
  grant(E.list, readers, byQuery),
  grant(E.create, forBody('create'), byBody('create')),
  grant(E.update, forRow('edit'), byRow('edit')),
  grant(E.close, forRow('close'), byRow('close')),
  grant(E.calendar, readers, byQuery),
  grant(E.dates, readers, byQuery),
  grant(E.articles, readers, byQuery),
];

/** Uploading a card's or banner's image (object storage): the create and edit actions of the seven screens. */
export const RECOMMENDATION_UPLOADS = ALL_RECOMMENDATION_SCREENS.flatMap((screen) => [
  `${screen}:create`,
  `${screen}:edit`,
]);
