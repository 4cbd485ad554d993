import type { HttpHandler } from 'msw';
import type { EndpointGrant } from './endpoint-grant';

/**
 * A feature's mock backend, registered once in `features.ts`: its endpoints' handlers, their rows of the
 * permission table (`endpoint-grants.ts`), and its seed collections. `handlers.ts`, `endpoint-grants.ts` and
 * `seed.ts` read them all from that list.
 */
export interface FeatureMock {
  name: string;
  /** Its endpoints, each with exactly one row in `grants` (`endpoint-grants.test.ts`). */
  handlers: readonly HttpHandler[];
  grants: readonly EndpointGrant[];
  /** Action entries whose forms upload a file: any of them grants the upload endpoint. */
  uploads?: readonly string[];
  /** Its collections, deterministic (fixed rows or a seeded faker); called in the list's order. */
  seed?: () => Record<string, readonly unknown[]>;
}
