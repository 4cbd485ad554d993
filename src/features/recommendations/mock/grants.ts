import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';
import { db } from '../../../mocks/db';
import { ALL_RECOMMENDATION_SCREENS, screenOf } from '../screens';
import { RECOMMENDATION_COLLECTIONS as C, type RecommendationRow } from './seed';

const path = (rest: string) => api(`/content/api/recommendations${rest}`);

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

export const RECOMMENDATION_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: path(''), needs: readers },
  { method: 'POST', path: path(''), needs: forBody('create') },
  { method: 'PUT', path: path('/:id'), needs: forRow('edit') },
  { method: 'POST', path: path('/:id/close'), needs: forRow('close') },
  { method: 'GET', path: path('/calendar'), needs: readers },
  { method: 'GET', path: path('/dates'), needs: readers },
  { method: 'GET', path: path('/articles'), needs: readers },
];

/** Uploading a card's or banner's image (object storage): the create and edit actions of the seven screens. */
export const RECOMMENDATION_UPLOADS = ALL_RECOMMENDATION_SCREENS.flatMap((screen) => [
  `${screen}:create`,
  `${screen}:edit`,
]);
