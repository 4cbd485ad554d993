import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';
import { BEAUTY_KINDS, BEAUTY_SCREENS, type BeautyKind } from '../types';

const path = (rest: string) => api(`/content/api/beauty${rest}`);

/** The kind in the path decides which screen's entries grant the call; an unknown kind is let through to answer 404. */
const of =
  (...actions: string[]) =>
  ({ params }: { params: Record<string, unknown> }) => {
    const kind = params.kind as BeautyKind;
    const screens = BEAUTY_KINDS.includes(kind) ? [BEAUTY_SCREENS[kind]] : Object.values(BEAUTY_SCREENS);
    return screens.flatMap((screen) => (actions.length ? actions.map((a) => `${screen}:${a}`) : [screen]));
  };

export const BEAUTY_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: path('/:kind'), needs: of() },
  { method: 'POST', path: path('/:kind'), needs: of('create') },
  { method: 'PUT', path: path('/:kind/:id'), needs: of('edit') },
  { method: 'POST', path: path('/:kind/:id/list'), needs: of('listing') },
  { method: 'POST', path: path('/:kind/:id/delist'), needs: of('listing') },
  { method: 'DELETE', path: path('/:kind/:id'), needs: of('delete') },
  { method: 'POST', path: path('/:kind/order'), needs: of('sort') },
  { method: 'POST', path: path('/:kind/packages'), needs: of('create', 'edit') },
];

/** Uploading an icon or an effect image to object storage is part of creating or editing an effect. */
export const BEAUTY_UPLOADS = Object.values(BEAUTY_SCREENS).flatMap((screen) => [`${screen}:create`, `${screen}:edit`]);
