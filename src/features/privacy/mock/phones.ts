import { db } from '../../../mocks/db';
import { PRIVACY_COLLECTIONS, type PhoneRow } from './seed';

/** An app user's phone in clear, or null: for a handler to send through `masked` (`src/mocks/personal-data.ts`). */
export const phoneOfUser = (userId: number): string | null =>
  db.byId<PhoneRow>(PRIVACY_COLLECTIONS.phones, userId)?.phone ?? null;
