/**
 * The CORS rules of the HTTP mock server: what README "Stages and a real gateway" asks of a real gateway,
 * so that a console built against this server meets a browser's checks exactly as it would in production.
 *
 * - Only the console's own origins may call (its dev server and its preview by default).
 * - The request headers the console sends: `Authorization`, `deviceId`, `language`, `client-language` and
 *   `X-Client-Agent` (the README's list), with `Content-Type` (a JSON body is not a "simple" request) and
 *   `Accept`. A preflight asking for any other header is refused, so a header added to the request layer
 *   without the gateway's knowledge fails here first.
 * - No cookies (the token travels in `Authorization`), so no `Access-Control-Allow-Credentials`; no
 *   exposed headers (the console reads only `Content-Type`, which browsers always expose).
 */
export const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'deviceId',
  'language',
  'client-language',
  'X-Client-Agent',
] as const;
/** How long a browser may reuse a preflight's answer (seconds). */
export const PREFLIGHT_MAX_AGE = 600;

/** The console's origins: the dev server (`npm start`) and `vite preview`, by address and by name. */
export const DEFAULT_ALLOWED_ORIGINS = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://localhost:4173',
];

export interface CorsPolicy {
  /** Exact origins (`scheme://host:port`), or `*` for any (never what a real gateway should do). */
  origins: readonly string[];
}

/** `MOCK_SERVER_ORIGINS`: a comma-separated list; blank gives the defaults. */
export function readOrigins(setting: string | undefined): string[] {
  const origins = (setting ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return origins.length ? origins : [...DEFAULT_ALLOWED_ORIGINS];
}

export interface CorsRequest {
  method: string;
  /** Lower-cased header names, as node:http gives them. */
  headers: Record<string, string | string[] | undefined>;
}

/** What the server does with a request's CORS side: answer a preflight, refuse, or go on with these headers. */
export type CorsDecision =
  | { kind: 'preflight'; headers: Record<string, string> }
  | { kind: 'refuse'; reason: string; headers: Record<string, string> }
  | { kind: 'continue'; headers: Record<string, string> };

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function isPreflight(request: CorsRequest): boolean {
  return (
    request.method === 'OPTIONS' &&
    single(request.headers.origin) !== undefined &&
    single(request.headers['access-control-request-method']) !== undefined
  );
}

export function decideCors(request: CorsRequest, policy: CorsPolicy): CorsDecision {
  const origin = single(request.headers.origin);
  // Not from a page (curl, a server, an <img> without crossorigin): CORS does not apply.
  if (origin === undefined) return { kind: 'continue', headers: {} };
  const vary = { Vary: 'Origin' };
  if (!policy.origins.includes('*') && !policy.origins.includes(origin)) {
    return { kind: 'refuse', reason: `origin ${origin} is not allowed (MOCK_SERVER_ORIGINS)`, headers: vary };
  }
  const allowOrigin = { ...vary, 'Access-Control-Allow-Origin': origin };
  if (!isPreflight(request)) return { kind: 'continue', headers: allowOrigin };

  const preflightVary = { Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers' };
  const method = String(single(request.headers['access-control-request-method'])).toUpperCase();
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
    return { kind: 'refuse', reason: `method ${method} is not allowed`, headers: preflightVary };
  }
  const allowed = new Set(ALLOWED_HEADERS.map((name) => name.toLowerCase()));
  const requested = String(single(request.headers['access-control-request-headers']) ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const refused = requested.filter((name) => !allowed.has(name));
  if (refused.length) {
    return { kind: 'refuse', reason: `request header(s) ${refused.join(', ')} not allowed`, headers: preflightVary };
  }
  return {
    kind: 'preflight',
    headers: {
      ...preflightVary,
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': ALLOWED_METHODS.join(', '),
      'Access-Control-Allow-Headers': ALLOWED_HEADERS.join(', '),
      'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE),
    },
  };
}
