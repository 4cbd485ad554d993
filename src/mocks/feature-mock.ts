import type { HttpHandler } from 'msw';
import type { EndpointGrant } from './endpoint-grant';

/**
 * A feature's mock backend, registered once in `features.ts`: its endpoints' handlers, their rows of the
 * permission table (`endpoint-grants.ts`), and its seed collections. `handlers.ts`, `endpoint-grants.ts` and
 * `seed.ts` read them all from that list.
 */
export type FeatureMock = FeatureMockBase & (FeatureSeed | { seed?: never; collections?: never });

interface FeatureMockBase {
  name: string;
  /** Its endpoints, each with exactly one row in `grants` (`endpoint-grants.test.ts`). */
  handlers: readonly HttpHandler[];
  grants: readonly EndpointGrant[];
  /** Action entries whose forms upload a file: any of them grants the upload endpoint. */
  uploads?: readonly string[];
}

interface FeatureSeed {
  /** Its collections' rows, deterministic (fixed rows or a seeded faker). */
  seed: () => Record<string, readonly unknown[]>;
  /**
   * The names of the collections `seed` returns, known without running it: the mock runs a seed only when
   * one of its collections is first read (`seed.ts`). `seed.test.ts` holds the two to the same names.
   */
  collections: readonly string[];
}
