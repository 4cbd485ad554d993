import { pathOf } from '../api/endpoint';
import { http, type CallOptions } from '../request/http';
import type { Page } from '../types/page';
import { REVEAL_ENDPOINTS as E } from './endpoints';
import type { PersonalKind } from './mask';

/**
 * The records whose personal data the console shows masked, each named as the reveal endpoint names it:
 * an app user's phone, an admin account's e-mail, a device's ID, and a device ban's subject (the device ID).
 */
export const PERSONAL_ENTITIES = ['appUser', 'adminAccount', 'device', 'ban'] as const;
export type PersonalEntity = (typeof PERSONAL_ENTITIES)[number];

/** One masked field of one record: what a reveal asks for. */
export interface RevealTarget {
  entity: PersonalEntity;
  id: number;
  field: string;
}

export interface RevealInput extends RevealTarget {
  /** Why the admin needs the clear value (required, kept in the audit). */
  reason: string;
}

/** One reveal, as the audit keeps it. */
export interface RevealRecord {
  id: number;
  adminLogin: string;
  entity: PersonalEntity;
  /** The record's id. */
  entityId: number;
  field: string;
  kind: PersonalKind;
  reason: string;
  /** ISO time of the reveal. */
  time: string;
}

/** The limit both the reason dialog and the mock apply. */
export const REVEAL_RULES = { reasonMaxLength: 200 } as const;

export const revealKeys = { reveals: ['personal-data', 'reveals'] as const };

export const revealApi = {
  /** The clear value of one field; silent, since the reason dialog shows a refusal itself. */
  reveal: (input: RevealInput) => http.post<{ value: string }>(pathOf(E.reveal), input, { silent: true }),
  /** The audit, newest first; filters: `adminLogin` (part of it), `time` (`YYYY-MM-DD,YYYY-MM-DD`). */
  reveals: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<RevealRecord>>(pathOf(E.reveals), params, options),
};
