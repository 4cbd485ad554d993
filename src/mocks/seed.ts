import { COLLECTIONS } from './collections';
import type { Collections } from './db';
import type { FeatureMock } from './feature-mock';
import { FEATURE_MOCKS } from './features';
import type { Row } from './row';

/**
 * Every registered mock's seed data (`features.ts`): a later mock's collection replaces an earlier one of
 * the same name. Deterministic: the same rows every time (fixed data or a seeded faker).
 *
 * Each collection is a getter that runs its mock's seed the first time one of that mock's collections is
 * read: a page that opens the user list builds the app users and not the review queue's 20,000 posts
 * (all of them took about 0.5 s of every page load of the demo).
 */
export function buildSeed(): Collections {
  const collections: Collections = { [COLLECTIONS.sessions]: [] };
  const built = new Map<FeatureMock, Record<string, readonly unknown[]>>();
  const rowsOf = (feature: FeatureMock) => {
    let rows = built.get(feature);
    if (!rows) {
      rows = feature.seed?.() ?? {};
      built.set(feature, rows);
    }
    return rows;
  };
  for (const feature of FEATURE_MOCKS) {
    for (const name of feature.collections ?? []) {
      Object.defineProperty(collections, name, {
        enumerable: true,
        configurable: true,
        get: () => (rowsOf(feature)[name] ?? []) as Row[],
      });
    }
  }
  return collections;
}
