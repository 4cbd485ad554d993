import { describe, expect, it } from 'vitest';
import { ALLOWED_HEADERS, decideCors, DEFAULT_ALLOWED_ORIGINS, readOrigins } from './cors';

const CONSOLE = 'http://127.0.0.1:4173';
const policy = { origins: [CONSOLE] };
/** What the console's request layer asks a preflight for (src/shared/request/http-client.ts). */
const CONSOLE_HEADERS = 'authorization,client-language,content-type,deviceid,language,x-client-agent';

const preflight = (origin: string, method = 'POST', headers = CONSOLE_HEADERS) => ({
  method: 'OPTIONS',
  headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
});

describe("the mock server's CORS, as README asks of a real gateway", () => {
  it("answers the console's preflight with its origin, the methods and the README's headers", () => {
    const decision = decideCors(preflight(CONSOLE), policy);
    expect(decision.kind).toBe('preflight');
    expect(decision.headers['Access-Control-Allow-Origin']).toBe(CONSOLE);
    expect(decision.headers['Access-Control-Allow-Methods']).toBe('GET, POST, PUT, PATCH, DELETE');
    const allowed = decision.headers['Access-Control-Allow-Headers'].split(', ');
    for (const name of ['Authorization', 'deviceId', 'language', 'client-language', 'X-Client-Agent', 'Content-Type'])
      expect(allowed).toContain(name);
    expect(decision.headers.Vary).toContain('Origin');
    expect(decision.headers['Access-Control-Allow-Credentials']).toBeUndefined();
  });

  it('refuses another origin, a header it does not list and a method it does not allow', () => {
    expect(decideCors(preflight('http://evil.example'), policy)).toMatchObject({ kind: 'refuse' });
    expect(decideCors({ method: 'GET', headers: { origin: 'http://evil.example' } }, policy)).toMatchObject({
      kind: 'refuse',
    });
    const header = decideCors(preflight(CONSOLE, 'GET', `${CONSOLE_HEADERS},x-secret`), policy);
    expect(header).toMatchObject({ kind: 'refuse', reason: 'request header(s) x-secret not allowed' });
    expect(decideCors(preflight(CONSOLE, 'TRACE'), policy)).toMatchObject({ kind: 'refuse' });
  });

  it('adds only the allowed origin to a call from the console, and nothing to a call from no page', () => {
    expect(decideCors({ method: 'GET', headers: { origin: CONSOLE } }, policy)).toEqual({
      kind: 'continue',
      headers: { Vary: 'Origin', 'Access-Control-Allow-Origin': CONSOLE },
    });
    expect(decideCors({ method: 'GET', headers: {} }, policy)).toEqual({ kind: 'continue', headers: {} });
    // OPTIONS without Access-Control-Request-Method is no preflight: the handlers answer it.
    expect(decideCors({ method: 'OPTIONS', headers: { origin: CONSOLE } }, policy).kind).toBe('continue');
  });

  it('allows any origin only when told to with *', () => {
    expect(decideCors(preflight('http://elsewhere.example'), { origins: ['*'] }).kind).toBe('preflight');
  });

  it("reads MOCK_SERVER_ORIGINS, falling back to the dev server's and the preview's origins", () => {
    expect(readOrigins(' http://a.example:1/, http://b.example:2 ,')).toEqual([
      'http://a.example:1',
      'http://b.example:2',
    ]);
    expect(readOrigins(undefined)).toEqual(DEFAULT_ALLOWED_ORIGINS);
    expect(readOrigins('  ')).toEqual(DEFAULT_ALLOWED_ORIGINS);
    expect(ALLOWED_HEADERS).toContain('X-Client-Agent');
  });
});
