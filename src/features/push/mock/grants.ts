import { grant } from '../../../mocks/endpoint-grant';
import { isPushKind, PUSH_CHANNELS, PUSH_KINDS, pushAction, type PushActionName } from '../channels';
import { PUSH_ENDPOINTS as E } from '../endpoints';

/**
 * The channel in the path decides which screen's entries grant the call (its `:<action>` entries, or the
 * channel's one gate such as the creator centre's `:push`); an unknown one is let through to answer 404.
 */
const of =
  (...actions: PushActionName[]) =>
  ({ params }: { params: Record<string, unknown> }): readonly string[] => {
    const kinds = isPushKind(params.kind) ? [params.kind] : PUSH_KINDS;
    return actions.length
      ? [...new Set(kinds.flatMap((kind) => actions.map((action) => pushAction(kind, action))))]
      : [...new Set(kinds.map((kind) => PUSH_CHANNELS[kind].screen))];
  };
const byChannel = (...actions: PushActionName[]) => ({
  among: of(...actions)({ params: {} }),
  decidedBy: 'the channel in the path (:kind): its screen, or its action entries',
});
const writes = [...new Set(PUSH_KINDS.flatMap((kind) => [pushAction(kind, 'create'), pushAction(kind, 'edit')]))];

export const PUSH_GRANTS = [
  grant(E.page, of(), byChannel()),
  grant(E.estimate, of('create', 'edit'), byChannel('create', 'edit')),
  grant(E.create, of('create'), byChannel('create')),
  grant(E.update, of('edit'), byChannel('edit')),
  grant(E.audience, of(), byChannel()),
  grant(E.send, of('send'), byChannel('send')),
  grant(E.disable, of('disable'), byChannel('disable')),
  grant(E.remove, of('delete'), byChannel('delete')),
  grant(E.audit, of(), byChannel()),
  grant(E.unknownUsers, writes),
];

/** Uploading a push image is part of creating or editing a push. */
export const PUSH_UPLOADS = writes;
