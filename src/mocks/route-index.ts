import { matchRequestUrl, type PathParams } from 'msw';

/** A method and a path as msw handlers register them: `GET *\/services/admin/api/users/:id`. */
export interface Route {
  method: string | RegExp;
  path: string;
}

/** What comes before a path's first parameter or wildcard, lower-cased (msw matches paths ignoring case). */
function literalStart(path: string): string {
  const rest = path.startsWith('*') ? path.slice(1) : path;
  const cut = rest.search(/[:*(]/);
  const literal = cut === -1 ? rest : rest.slice(0, cut);
  // A full URL (not a path) is left to msw's matcher alone.
  return literal.startsWith('/') ? literal.toLowerCase() : '';
}

const methodMatches = (method: Route['method'], actual: string) =>
  typeof method === 'string' ? method.toUpperCase() === actual.toUpperCase() : method.test(actual);

/**
 * Finds the first route a request matches, in the routes' order, with msw's own matcher, but only among
 * routes of the request's method whose path starts like the request's. Handing msw every endpoint instead
 * would have it compile each path and read document.cookie (a call into the browser process) for each
 * handler it tries: over the mock's few hundred endpoints, more work per request than the endpoint's own.
 */
export function createRouteIndex<T extends Route>(routes: readonly T[]) {
  const entries = routes.map((route) => ({ route, literal: literalStart(route.path) }));
  return (request: Request): { route: T; params: PathParams } | undefined => {
    const url = new URL(request.url);
    const pathname = url.pathname.toLowerCase();
    for (const { route, literal } of entries) {
      if (!methodMatches(route.method, request.method) || !pathname.startsWith(literal)) continue;
      const match = matchRequestUrl(url, route.path);
      if (match.matches) return { route, params: match.params ?? {} };
    }
    return undefined;
  };
}
