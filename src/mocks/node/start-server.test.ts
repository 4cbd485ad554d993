import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, maskToken, type JournalEntry } from './http-server';
import { startMockServer } from './start-server';

/**
 * The HTTP mock server as `npm run mock:server` starts it: the real handlers over node:http, with CORS,
 * the permission guard and the JSON file. (The browser test tries the built console against it.)
 */
const CONSOLE = 'http://127.0.0.1:4173';
let dir: string;
let dbFile: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-server-'));
  dbFile = join(dir, 'db.json');
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  Reflect.deleteProperty(globalThis, 'location');
});

/** A raw request, with headers fetch would not let a caller set (Host, a Content-Length it does not send). */
function rawRequest(url: string, options: { method?: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; body: string; keepAlive?: string }>((resolve, reject) => {
    const outgoing = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (incoming) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, body, keepAlive: incoming.headers['keep-alive']?.toString() }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const start = () => startMockServer({ host: '127.0.0.1', port: 0, dbFile, cors: { origins: [CONSOLE] }, log: false });

async function signIn(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${url}/services/admin/api/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: CONSOLE },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { code: number; data?: { token: string } };
  expect(body.code, `sign-in as ${username}`).toBe(200);
  return body.data!.token;
}

// Each start builds the whole seed (58,000 rows, about 0.3 s alone; seconds on a busy machine), as the
// server does: above Vitest's 5 s default for Node tests, within the browser tests' 15 s.
describe('the HTTP mock server', { timeout: 15_000 }, () => {
  it('answers a preflight, then the call, with the CORS headers of the allowed origin only', async () => {
    const server = await start();
    try {
      const preflight = await fetch(`${server.url}/services/admin/api/account`, {
        method: 'OPTIONS',
        headers: {
          Origin: CONSOLE,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization,deviceid,language,client-language,x-client-agent',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(CONSOLE);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Client-Agent');

      const token = await signIn(server.url, 'admin', 'admin123456');
      const account = await fetch(`${server.url}/services/admin/api/account`, {
        headers: { Origin: CONSOLE, Authorization: token },
      });
      expect(account.headers.get('access-control-allow-origin')).toBe(CONSOLE);
      expect(await account.json()).toMatchObject({ code: 200, message: 'OK', data: { login: 'admin' } });

      // The same guard as in the browser: no session, 401; another origin, refused before any handler.
      const anonymous = await fetch(`${server.url}/services/admin/api/account`, { headers: { Origin: CONSOLE } });
      expect(anonymous.status).toBe(401);
      const elsewhere = await fetch(`${server.url}/services/admin/api/account`, {
        headers: { Origin: 'http://elsewhere.example', Authorization: token },
      });
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();

      const unknown = await fetch(`${server.url}/services/nothing/api/here`, { headers: { Authorization: token } });
      expect(unknown.status).toBe(404);
      expect(server.journal.filter((entry) => entry.preflight)).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('compresses a JSON answer of 1 kB or more for a client that takes gzip, as a gateway does', async () => {
    const server = await start();
    /** The raw bytes and headers, undecoded (fetch would decompress them). */
    const get = (path: string, headers: Record<string, string>) =>
      new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
        httpRequest(`${server.url}${path}`, { headers: { Origin: CONSOLE, ...headers } }, (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({
              encoding: incoming.headers['content-encoding'],
              vary: incoming.headers.vary,
              body: Buffer.concat(chunks),
            }),
          );
        })
          .on('error', reject)
          .end();
      });
    try {
      const token = await signIn(server.url, 'admin', 'admin123456');
      const path = '/services/admin/api/admin/user/getAdminUserAuth';
      const compressed = await get(path, { Authorization: token, 'Accept-Encoding': 'gzip, deflate, br' });
      expect(compressed.encoding).toBe('gzip');
      expect(compressed.vary).toContain('Accept-Encoding');
      const plain = await get(path, { Authorization: token });
      expect(plain.encoding).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(4 * compressed.body.length);
      expect(gunzipSync(compressed.body).toString()).toBe(plain.body.toString());
      expect(JSON.parse(plain.body.toString())).toMatchObject({ code: 200 });
      // A small answer goes as it is.
      const small = await get('/services/admin/api/account', { Authorization: token, 'Accept-Encoding': 'gzip' });
      expect(small.body.length).toBeLessThan(1024);
      expect(small.encoding).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('keeps a change in its JSON file, so a restarted server still has it', async () => {
    const first = await start();
    try {
      const token = await signIn(first.url, 'admin', 'admin123456');
      const created = await fetch(`${first.url}/services/admin/api/admin/users`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: CONSOLE, Authorization: token },
        body: JSON.stringify({
          login: 'kept.user',
          firstName: 'Kept User',
          email: 'kept@console.example.invalid',
          roleIds: [2],
          password: 'kept-pass-1',
          activated: true,
        }),
      });
      expect(await created.json()).toMatchObject({ code: 200, data: { login: 'kept.user' } });
    } finally {
      await first.close();
    }
    const kept = JSON.parse(readFileSync(dbFile, 'utf8'));
    expect(kept['admin-mock-db'].changes['admin-accounts'].rows).toEqual([
      expect.objectContaining({ login: 'kept.user', firstName: 'Kept User' }),
    ]);

    const second = await start();
    try {
      await signIn(second.url, 'kept.user', 'kept-pass-1');
    } finally {
      await second.close();
    }
  });

  it('streams what each request changed to the consoles that listen, topics only, to an allowed origin', async () => {
    const server = await start();
    const listening = new AbortController();
    try {
      const stream = await fetch(`${server.url}/services/mock/api/live-changes`, {
        headers: { Origin: CONSOLE, Accept: 'text/event-stream' },
        signal: listening.signal,
      });
      expect(stream.headers.get('Content-Type')).toBe('text/event-stream;charset=UTF-8');
      expect(stream.headers.get('Access-Control-Allow-Origin')).toBe(CONSOLE);
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      expect((await reader.read()).value).toBe('retry: 2000\n\n');

      // Another console signs in (a session kept) and adds a word.
      const token = await signIn(server.url, 'admin', 'admin123456');
      await fetch(`${server.url}/services/community/api/words/taboo`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: CONSOLE, Authorization: token },
        body: JSON.stringify({ words: ['livestream'] }),
      });
      let received = '';
      while (!received.includes('"words"')) received += (await reader.read()).value;
      const changes = received.split('\n\n').filter(Boolean);
      expect(changes.map((line) => JSON.parse(line.replace(/^data: /, '')))).toEqual([
        { topics: ['admin'] },
        { topics: ['words'] },
      ]);
      expect(received).not.toContain('livestream');
    } finally {
      listening.abort();
      await server.close();
    }
  });

  it('hands its journal only to an admin of the demo, with the tokens masked', async () => {
    const server = await start();
    try {
      const journal = (token?: string) =>
        fetch(`${server.url}/__mock/requests`, { headers: token ? { Authorization: token } : {} });
      expect((await journal()).status).toBe(403);
      expect((await journal(await signIn(server.url, 'moderator', 'moderator123'))).status).toBe(403);

      const token = await signIn(server.url, 'admin', 'admin123456');
      await fetch(`${server.url}/services/admin/api/account`, { headers: { Authorization: token } });
      const answer = await journal(token);
      expect(answer.status).toBe(200);
      const entries = (await answer.json()) as JournalEntry[];
      const own = entries.filter((entry) => entry.authorization !== null);
      expect(own.length).toBeGreaterThan(0);
      expect(own.map((entry) => entry.authorization)).toContain(maskToken(token));
      expect(JSON.stringify(entries)).not.toContain(token);
    } finally {
      await server.close();
    }
  });

  it('answers only for its own host names', async () => {
    const server = await start();
    try {
      const { port } = new URL(server.url);
      const asked = (host: string) =>
        rawRequest(`${server.url}/services/admin/api/account`, { headers: { Host: host } });
      expect((await asked(`evil.example:${port}`)).status).toBe(421);
      expect((await asked(`127.0.0.1:${Number(port) + 1}`)).status).toBe(421);
      expect((await asked(`localhost:${port}`)).status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('tells clients it keeps an idle connection open for 65 s, as a gateway does, not Node’s 5 s', async () => {
    const server = await start();
    try {
      const answered = await rawRequest(`${server.url}/services/admin/api/account`, {
        headers: { Host: new URL(server.url).host, Connection: 'keep-alive' },
      });
      expect(answered.keepAlive).toBe('timeout=65');
    } finally {
      await server.close();
    }
  });

  it('refuses a body over its limit before reading it, and says a body that is not JSON is not', async () => {
    const server = await start();
    try {
      const token = await signIn(server.url, 'admin', 'admin123456');
      const tooLarge = await rawRequest(`${server.url}/services/admin/api/admin/roles`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: token,
          'Content-Length': String(MAX_BODY_BYTES + 1),
        },
      });
      expect(tooLarge.status).toBe(413);

      const malformed = await fetch(`${server.url}/services/admin/api/admin/roles`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: token },
        body: '{"name": ',
      });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({
        code: 400,
        message: 'The request body is not valid JSON. Nothing was changed.',
      });
    } finally {
      await server.close();
    }
  });
});
