/** The shape of a row of the mock's permission table (`endpoint-grants.ts` holds the table and its guard). */
import type { PathParams } from 'msw';
import type { Endpoint, Method } from '../shared/api/endpoint';
import { mockPath } from './endpoint-route';

export interface Call {
  params: PathParams;
  url: URL;
  request: Request;
}

/** Menu entry uris, any of which grants the call. */
export type Grants = readonly string[] | ((call: Call) => readonly string[] | Promise<readonly string[]>);
type Needs = 'nothing' | 'session' | Grants;

export interface EndpointGrant {
  method: Method;
  /** The handler's path exactly as it registers it (`api('/admin/api/admin/users/:id')`). */
  path: string;
  needs: Needs;
  exportNeeds?: Grants;
  /** The declared endpoint the row is for (`grant(...)`), which the contract reads. */
  endpoint?: Endpoint;
  /** For needs decided per call: every entry the call may need, and what decides (the contract names them). */
  among?: readonly string[];
  decidedBy?: string;
  /** The same for an export decided per call. */
  exportAmong?: readonly string[];
}

type FixedNeeds = 'nothing' | 'session' | readonly string[];
type PerCallNeeds = (call: Call) => readonly string[] | Promise<readonly string[]>;

/**
 * The permission table's row of a declared endpoint: the same method and path as its `route(...)` handler.
 * Needs decided per call (the list in the path, the platform in the body) name every entry they may
 * answer and what decides, for the contract's `x-grant`.
 */
export function grant(endpoint: Endpoint, needs: FixedNeeds, more?: { exportNeeds?: readonly string[] }): EndpointGrant;
export function grant(
  endpoint: Endpoint,
  needs: PerCallNeeds,
  more: { exportNeeds?: Grants; among: readonly string[]; decidedBy: string; exportAmong?: readonly string[] },
): EndpointGrant;
export function grant(
  endpoint: Endpoint,
  needs: Needs,
  more: Pick<EndpointGrant, 'exportNeeds' | 'among' | 'decidedBy' | 'exportAmong'> = {},
): EndpointGrant {
  return { method: endpoint.method, path: mockPath(endpoint), needs, ...more, endpoint };
}
