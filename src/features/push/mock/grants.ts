import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';
import { isPushKind, PUSH_CHANNELS, PUSH_KINDS, pushAction, type PushActionName } from '../channels';

const path = (rest: string) => api(`/push/api/pushes${rest}`);

/**
 * The channel in the path decides which screen's entries grant the call (its `:<action>` entries, or the
 * channel's one gate such as the creator centre's `:push`); an unknown one is let through to answer 404.
 */
const of =
  (...actions: PushActionName[]) =>
  ({ params }: { params: Record<string, unknown> }) => {
    const kinds = isPushKind(params.kind) ? [params.kind] : PUSH_KINDS;
    return actions.length
      ? [...new Set(kinds.flatMap((kind) => actions.map((action) => pushAction(kind, action))))]
      : [...new Set(kinds.map((kind) => PUSH_CHANNELS[kind].screen))];
  };
const writes = [...new Set(PUSH_KINDS.flatMap((kind) => [pushAction(kind, 'create'), pushAction(kind, 'edit')]))];

export const PUSH_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: path('/:kind'), needs: of() },
  { method: 'POST', path: path('/:kind/estimate'), needs: of('create', 'edit') },
  { method: 'POST', path: path('/:kind'), needs: of('create') },
  { method: 'PUT', path: path('/:kind/:id'), needs: of('edit') },
  { method: 'GET', path: path('/:kind/:id/audience'), needs: of() },
  { method: 'POST', path: path('/:kind/:id/send'), needs: of('send') },
  { method: 'POST', path: path('/:kind/:id/disable'), needs: of('disable') },
  { method: 'POST', path: path('/:kind/:id/delete'), needs: of('delete') },
  { method: 'GET', path: path('/:kind/:id/audit'), needs: of() },
  {
    method: 'POST',
    path: api('/push/api/push-users/check'),
    needs: writes,
  },
];

/** Uploading a push image is part of creating or editing a push. */
export const PUSH_UPLOADS = writes;
