import { COLLECTIONS } from './collections';
import type { Collections } from './db';
import { FEATURE_MOCKS } from './features';

/**
 * Every registered mock's seed data (`features.ts`), in the list's order: a later seed's collection replaces
 * an earlier one of the same name. Deterministic: the same rows every time (fixed data or a seeded faker).
 */
export function buildSeed(): Collections {
  const collections: Record<string, readonly unknown[]> = { [COLLECTIONS.sessions]: [] };
  for (const feature of FEATURE_MOCKS) Object.assign(collections, feature.seed?.());
  return collections as Collections;
}
