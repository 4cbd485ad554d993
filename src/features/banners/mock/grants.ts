import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';
import { BANNER_SLOTS, SLOT_SCREENS, type BannerSlot } from '../types';

const path = (rest: string) => api(`/content/api/banners${rest}`);

/** The slot in the path decides which screen's entries grant the call; an unknown slot is let through to answer 404. */
const of =
  (action?: string) =>
  ({ params }: { params: Record<string, unknown> }) => {
    const slot = params.slot as BannerSlot;
    const screens = slot in BANNER_SLOTS ? [SLOT_SCREENS[slot]] : Object.values(SLOT_SCREENS);
    return screens.map((screen) => (action ? `${screen}:${action}` : screen));
  };

export const BANNER_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: path('/:slot'), needs: of() },
  { method: 'POST', path: path('/:slot'), needs: of('create') },
  { method: 'PUT', path: path('/:slot/:id'), needs: of('edit') },
  { method: 'POST', path: path('/:slot/:id/take-down'), needs: of('unpublish') },
  { method: 'DELETE', path: path('/:slot/:id'), needs: of('delete') },
];

/** Uploading a banner image to object storage is part of creating or editing a banner. */
export const BANNER_UPLOADS = Object.values(SLOT_SCREENS).flatMap((screen) => [`${screen}:create`, `${screen}:edit`]);
