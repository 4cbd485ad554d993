import { grant } from '../../../mocks/endpoint-grant';
import { BEAUTY_ENDPOINTS as E } from '../endpoints';
import { BEAUTY_KINDS, BEAUTY_SCREENS, type BeautyKind } from '../types';

/** The kind in the path decides which screen's entries grant the call; an unknown kind is let through to answer 404. */
const of =
  (...actions: string[]) =>
  ({ params }: { params: Record<string, unknown> }): readonly string[] => {
    const kind = params.kind as BeautyKind;
    const screens = BEAUTY_KINDS.includes(kind) ? [BEAUTY_SCREENS[kind]] : Object.values(BEAUTY_SCREENS);
    return screens.flatMap((screen) => (actions.length ? actions.map((a) => `${screen}:${a}`) : [screen]));
  };
const byKind = (...actions: string[]) => ({
  among: of(...actions)({ params: {} }),
  decidedBy: 'the kind in the path (:kind): its screen, or its action entries',
});

export const BEAUTY_GRANTS = [
  grant(E.page, of(), byKind()),
  grant(E.create, of('create'), byKind('create')),
  grant(E.update, of('edit'), byKind('edit')),
  grant(E.list, of('listing'), byKind('listing')),
  grant(E.delist, of('listing'), byKind('listing')),
  grant(E.remove, of('delete'), byKind('delete')),
  grant(E.order, of('sort'), byKind('sort')),
  grant(E.uploadPackage, of('create', 'edit'), byKind('create', 'edit')),
];

/** Uploading an icon or an effect image to object storage is part of creating or editing an effect. */
export const BEAUTY_UPLOADS = Object.values(BEAUTY_SCREENS).flatMap((screen) => [`${screen}:create`, `${screen}:edit`]);
