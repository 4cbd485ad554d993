import { pathOf } from '../../shared/api/endpoint';
import { compactLangTexts } from '../../shared/components/lang-fields/lang-rules';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { audienceOf, type PushKind } from './channels';
import { PUSH_ENDPOINTS as E } from './endpoints';
import type { AudienceEstimate, Push, PushAuditEntry, PushInput } from './types';

/** Silent: the form and the confirmation show the server's refusal themselves. */
const formCall = { silent: true };

/**
 * What is sent: texts without empty languages, trimmed target and versions, designated users only for
 * that group; a creator channel's pushes are targeted by creator level and field (no modes, areas,
 * versions or force update), the others' by the app's modes, areas and versions (no creator levels).
 */
export const cleanPushInput = (input: PushInput, kind: PushKind): PushInput => {
  const designated = input.userGroup === 'designated';
  const creators = audienceOf(kind) === 'creators';
  const clean: PushInput = {
    ...input,
    texts: compactLangTexts(input.texts),
    image: input.image || null,
    target: input.target?.trim() ? input.target.trim() : null,
    // A designated push reaches its listed users: modes, areas and versions do not apply.
    designatedUsers: designated ? (input.designatedUsers ?? []) : [],
    modes: designated ? [] : (input.modes ?? []),
    areas: designated ? [] : (input.areas ?? []),
    minVersion: !designated && input.minVersion?.trim() ? input.minVersion.trim() : null,
    maxVersion: !designated && input.maxVersion?.trim() ? input.maxVersion.trim() : null,
    forceUpdate: Boolean(input.forceUpdate),
    creatorLevels: creators && !designated ? [...(input.creatorLevels ?? [])].map(Number).sort((a, b) => a - b) : [],
    creatorFields: creators && !designated ? [...(input.creatorFields ?? [])].map(Number).sort((a, b) => a - b) : [],
  };
  if (!creators) return clean;
  return { ...clean, modes: [], areas: [], minVersion: null, maxVersion: null, forceUpdate: false };
};

export const pushKeys = {
  all: ['pushes'] as const,
  list: (kind: PushKind) => ['pushes', kind] as const,
  audit: (kind: PushKind, id: number) => ['pushes', kind, id, 'audit'] as const,
};

export const pushApi = {
  page: (kind: PushKind, params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<Push>>(pathOf(E.page, { kind }), params, options),
  /** Checks the whole push as a save would and counts its audience; a refusal names the fields. */
  estimate: (kind: PushKind, input: PushInput) =>
    http.post<AudienceEstimate>(pathOf(E.estimate, { kind }), cleanPushInput(input, kind), formCall),
  create: (kind: PushKind, input: PushInput, reason: string) =>
    http.post<Push>(pathOf(E.create, { kind }), { ...cleanPushInput(input, kind), reason }, formCall),
  update: (kind: PushKind, id: number, input: PushInput, reason: string) =>
    http.put<Push>(pathOf(E.update, { kind, id }), { ...cleanPushInput(input, kind), reason }, formCall),
  /** The audience the push would reach if sent now. */
  audience: (kind: PushKind, id: number) => http.get<AudienceEstimate>(pathOf(E.audience, { kind, id })),
  send: (kind: PushKind, id: number, reason: string) =>
    http.post<Push>(pathOf(E.send, { kind, id }), { reason }, formCall),
  disable: (kind: PushKind, id: number, reason: string) =>
    http.post<Push>(pathOf(E.disable, { kind, id }), { reason }, formCall),
  remove: (kind: PushKind, id: number, reason: string) =>
    http.post<Push>(pathOf(E.remove, { kind, id }), { reason }, formCall),
  audit: (kind: PushKind, id: number) => http.get<PushAuditEntry[]>(pathOf(E.audit, { kind, id })),
  /** Which of these app user IDs do not exist (IdListInput's check and the Excel import's). */
  unknownUsers: (ids: string[]) =>
    http
      .post<{ unknown: string[] }>(pathOf(E.unknownUsers), { ids }, { silent: true, skipLoading: true })
      .then((answer) => answer.unknown),
};
