/** The shape of a row of the mock's permission table (`endpoint-grants.ts` holds the table and its guard). */
import type { PathParams } from 'msw';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
}
