import { grant, type Call } from '../../../mocks/endpoint-grant';
import { BANNER_ENDPOINTS as E } from '../endpoints';
import { BANNER_SLOTS, SLOT_SCREENS, type BannerSlot } from '../types';

/** The slot in the path decides which screen's entries grant the call; an unknown slot is let through to answer 404. */
const of =
  (action?: string) =>
  ({ params }: Pick<Call, 'params'>) => {
    const slot = params.slot as BannerSlot;
    const screens = slot in BANNER_SLOTS ? [SLOT_SCREENS[slot]] : Object.values(SLOT_SCREENS);
    return screens.map((screen) => (action ? `${screen}:${action}` : screen));
  };

const bySlot = (action?: string) => ({
  among: of(action)({ params: {} }),
  decidedBy: 'the slot in the path (:slot): each slot has its screen',
});

export const BANNER_GRANTS = [
  grant(E.page, of(), bySlot()),
  grant(E.create, of('create'), bySlot('create')),
  grant(E.update, of('edit'), bySlot('edit')),
  grant(E.takeDown, of('unpublish'), bySlot('unpublish')),
  grant(E.remove, of('delete'), bySlot('delete')),
];

/** Uploading a banner image to object storage is part of creating or editing a banner. */
export const BANNER_UPLOADS = Object.values(SLOT_SCREENS).flatMap((screen) => [`${screen}:create`, `${screen}:edit`]);
