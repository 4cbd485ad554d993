import { maskPersonal, type PersonalKind } from '../shared/privacy/mask';
import { COLLECTIONS } from './collections';
import { db } from './db';
import type { Row } from './row';

/**
 * A record as a list or a detail answers it: each named personal field masked by its kind's rule
 * (`shared/privacy/mask.ts`). The clear value stays in the database; only the reveal endpoint
 * (`features/privacy/mock/handlers.ts`) sends it, with a reason, and keeps an audit of it. A missing value
 * (null) stays missing.
 */
export function masked<T extends object>(record: T, fields: { [K in keyof T]?: PersonalKind }): T {
  const copy = { ...record } as Record<string, unknown>;
  for (const [field, kind] of Object.entries(fields) as Array<[string, PersonalKind]>) {
    if (copy[field] !== null && copy[field] !== undefined) copy[field] = maskPersonal(kind, copy[field]);
  }
  return copy as T;
}

/** An app user's phone in clear, or null (the privacy mock seeds them): for a handler to send through `masked`. */
export const phoneOfUser = (userId: number): string | null =>
  db.byId<Row & { phone: string | null }>(COLLECTIONS.appUserPhones, userId)?.phone ?? null;
