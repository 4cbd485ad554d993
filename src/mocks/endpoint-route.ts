import { http, type DefaultBodyType, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { Endpoint, Method, ParamNames } from '../shared/api/endpoint';

/** The msw path of a declared endpoint: its path on any origin, so the same handlers serve any VITE_API_BASE. */
export const mockPath = (endpoint: Endpoint) => `*${endpoint.path}`;

/** The path parameters a handler receives: named after the declaration's `:param`s when it is known. */
export type RouteParams<P extends string> = string extends P
  ? Record<string, string>
  : { [K in ParamNames<P>]: string };

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const satisfies Record<Method, string>;

/**
 * The mock's handler of a declared endpoint: `http[method](*path, resolver)`, with the method and the path
 * taken from the declaration (`route(WORD_ENDPOINTS.remove, resolver)`). Name the request body's type as the
 * first type argument when the handler reads it (`route<AddWordsInput>(...)`).
 */
export function route<Body extends DefaultBodyType = DefaultBodyType, P extends string = string>(
  endpoint: Endpoint<Method, P>,
  resolver: HttpResponseResolver<RouteParams<P>, Body>,
): HttpHandler {
  return http[METHODS[endpoint.method]]<RouteParams<P>, Body>(mockPath(endpoint), resolver);
}
