/**
 * An endpoint of the gateway, declared once in its feature's `endpoints.ts`: the method and the path with
 * its `:param` parameters, exactly as the gateway serves it. The client call (`call` in
 * shared/request/http.ts, or `pathOf`), the mock's route and grant row (src/mocks/endpoint-route.ts) and
 * the contract (`contract.ts`, docs/api/openapi.json) all derive from this object, so a path is written
 * in one place. Dependency-free: it is part of every bundle that calls the gateway.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The names of a path's `:param` parameters: `'id' | 'kind'` for `/words/:kind/:id`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values that fill a path's parameters. */
type PathValues<P extends string> = { [K in ParamNames<P>]: string | number };

export interface Endpoint<M extends Method = Method, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

export function defineEndpoint<M extends Method, P extends string>(method: M, path: P): Endpoint<M, P> {
  return Object.freeze({ method, path });
}

/** What `pathOf` takes after the endpoint: nothing for a path without parameters, else a value for each. */
export type PathArgs<P extends string> = [ParamNames<P>] extends [never]
  ? [values?: undefined]
  : [values: PathValues<P>];

/** The endpoint's path with each `:param` replaced by its value, URL-encoded. */
export function pathOf<P extends string>(endpoint: Endpoint<Method, P>, ...[values]: PathArgs<P>): string {
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = (values as Record<string, string | number> | undefined)?.[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The `METHOD path` key that names an endpoint in the contract and the mock's tables. */
export const endpointKey = ({ method, path }: Endpoint) => `${method} ${path}`;
