import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';
import { LIVE_CHANGES_PATH, type LiveChange } from '../../shared/live/live-changes';
import { decideCors, isPreflight, type CorsPolicy } from './cors';

/** The largest request body the server reads (an Excel import of 20,000 rows is a few MB of JSON). */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;
/** Where the server lists the requests it answered (the newest last), for tests and for a curious admin. */
const JOURNAL_PATH = '/__mock/requests';
const JOURNAL_SIZE = 500;

/** One answered request, as the journal keeps it. */
export interface JournalEntry {
  at: string;
  method: string;
  path: string;
  status: number;
  origin: string | null;
  /** A CORS preflight (OPTIONS with Access-Control-Request-Method). */
  preflight: boolean;
  /** For a preflight: the headers the browser asked to send. */
  requestedHeaders: string | null;
  /** The Authorization header, masked (`maskToken`): enough to tell sessions apart, not to use one. */
  authorization: string | null;
  ms: number;
}

export interface MockHttpServerOptions {
  /** The msw handlers that answer, in order: the same set the browser's service worker runs. */
  handlers: readonly RequestHandler[];
  cors: CorsPolicy;
  /** One line per request; `false` for none. */
  log?: ((line: string) => void) | false;
  /** Whether the request may read the journal (a signed-in admin's); nobody's without it. */
  mayReadJournal?: (request: Request) => boolean;
  /**
   * Host names, besides the loopback ones, the server answers for (a public origin's). Any other Host is
   * refused: a page of another site whose name resolves here (DNS rebinding) gets nothing.
   */
  hostNames?: readonly string[];
  /** Each change a request kept, for the live stream at LIVE_CHANGES_PATH; answers how to stop listening. */
  liveChanges?: (listener: (change: LiveChange) => void) => () => void;
}

/**
 * The live stream (server-sent events): one `data:` line a change, naming only its topics (no row, no
 * user), so it is open to any allowed origin without a token, as an EventSource cannot send one.
 */
function streamLiveChanges(
  response: ServerResponse,
  corsHeaders: Record<string, string>,
  liveChanges: NonNullable<MockHttpServerOptions['liveChanges']>,
) {
  response.writeHead(200, {
    ...corsHeaders,
    'Content-Type': 'text/event-stream;charset=UTF-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
  });
  // Reconnect after 2 s when the server restarts.
  response.write('retry: 2000\n\n');
  const stop = liveChanges((change) => response.write(`data: ${JSON.stringify(change)}\n\n`));
  response.on('close', stop);
}

/** A token as the journal shows it: its first and last four characters. */
export function maskToken(token: string): string {
  return token.length <= 12 ? '…' : `${token.slice(0, 4)}…${token.slice(-4)}`;
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** Whether the Host header names this server: a loopback name, a given one, or the address it listens on. */
function isOwnHost(host: string | undefined, server: Server, names: readonly string[]): boolean {
  const address = server.address() as AddressInfo | null;
  if (!host || !address) return false;
  const listening = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return [...LOOPBACK_NAMES, listening, ...names].some(
    (name) => host.toLowerCase() === `${name.toLowerCase()}:${address.port}`,
  );
}

class BodyTooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  // Refused before reading when the client says how large it is; counted as it arrives otherwise.
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function fetchHeaders(incoming: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(incoming.headersDistinct)) {
    for (const value of values ?? []) headers.append(name, value);
  }
  return headers;
}

/** The incoming message as the Fetch API Request msw's handlers expect. */
async function toFetchRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const headers = fetchHeaders(incoming);
  const body = await readBody(incoming);
  return new Request(new URL(incoming.url ?? '/', origin), {
    method: incoming.method,
    headers,
    body: body?.length ? new Uint8Array(body) : undefined,
  });
}

function envelope(response: ServerResponse, status: number, message: string, headers: Record<string, string>) {
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json;charset=UTF-8' });
  response.end(JSON.stringify({ code: status, status, message }));
}

/** Bodies smaller than this go as they are: compressing them saves less than a packet. */
const COMPRESS_FROM_BYTES = 1024;

/** Whether the client takes gzip (`Accept-Encoding`), as browsers always do. */
const acceptsGzip = (incoming: IncomingMessage) => /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? ''));

/**
 * Sends msw's answer as a gateway would: JSON and text bodies of 1 kB or more gzip-compressed for a client
 * that takes it (the permissions' answer is about 38 kB of JSON, 5 kB compressed).
 */
async function send(response: ServerResponse, answer: Response, corsHeaders: Record<string, string>, gzip: boolean) {
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    // msw marks a mocked response with its own header; a real server sends none of that.
    if (name.startsWith('x-msw-')) return;
    headers[name] = name === 'set-cookie' ? answer.headers.getSetCookie() : value;
  });
  const raw = Buffer.from(await answer.arrayBuffer());
  delete headers['content-length'];
  delete headers['content-encoding'];
  const compress =
    gzip && raw.length >= COMPRESS_FROM_BYTES && /json|text/.test(answer.headers.get('content-type') ?? '');
  const body = compress ? gzipSync(raw) : raw;
  response.writeHead(answer.status, answer.statusText || undefined, {
    ...headers,
    ...corsHeaders,
    ...(compress && { 'Content-Encoding': 'gzip' }),
    Vary: [corsHeaders.Vary, 'Accept-Encoding'].filter(Boolean).join(', '),
    'Content-Length': String(body.length),
  });
  response.end(body);
}

/**
 * A node:http server that answers every request with msw's handlers (`getResponse`, msw's own entry
 * point for this), behind the gateway's CORS rules (`cors.ts`). A request no handler answers gets a
 * 404 in the gateway's envelope; a handler that throws, a 500. Each request is logged on one line and
 * kept in a journal of the last 500, served at `GET /__mock/requests` to a signed-in admin with the
 * tokens masked. A request whose Host is not this server's (a loopback name, `hostNames`, the address it
 * listens on) is refused before anything runs; a body over 16 MiB is refused while it arrives. With
 * `liveChanges`, `GET /services/mock/api/live-changes` streams what each request changed (live queues). (A body that
 * is not JSON, like anything an endpoint throws, the handlers answer themselves: keep-changes.ts.)
 */
export function createMockHttpServer({
  handlers,
  cors,
  log = console.log,
  mayReadJournal = () => false,
  hostNames = [],
  liveChanges,
}: MockHttpServerOptions) {
  const journal: JournalEntry[] = [];

  const server: Server = createServer(async (incoming, response) => {
    const started = performance.now();
    const method = incoming.method ?? 'GET';
    const origin = `http://${incoming.headers.host ?? '127.0.0.1'}`;
    const path = incoming.url ?? '/';
    const preflight = isPreflight({ method, headers: incoming.headers });
    let note = '';

    response.on('finish', () => {
      const entry: JournalEntry = {
        at: new Date().toISOString(),
        method,
        path,
        status: response.statusCode,
        origin: incoming.headers.origin ?? null,
        preflight,
        requestedHeaders: preflight ? (incoming.headers['access-control-request-headers'] ?? null) : null,
        authorization: incoming.headers.authorization ? maskToken(incoming.headers.authorization) : null,
        ms: Math.round(performance.now() - started),
      };
      journal.push(entry);
      if (journal.length > JOURNAL_SIZE) journal.shift();
      if (log) {
        const kind = preflight ? ' (preflight)' : '';
        log(`${entry.at.slice(11, 19)} ${method} ${path} ${entry.status} ${entry.ms} ms${kind}${note}`);
      }
    });

    if (!isOwnHost(incoming.headers.host, server, hostNames)) {
      note = ` refused: Host ${incoming.headers.host ?? '(none)'}`;
      envelope(response, 421, 'This server does not answer for that host', {});
      return;
    }

    if (method === 'GET' && path === JOURNAL_PATH) {
      const allowed = mayReadJournal(new Request(new URL(path, origin), { headers: fetchHeaders(incoming) }));
      if (!allowed) {
        envelope(response, 403, 'The request journal is for a signed-in admin', {});
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json;charset=UTF-8', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify(journal));
      return;
    }

    const decision = decideCors({ method, headers: incoming.headers }, cors);
    if (decision.kind === 'refuse') {
      note = ` refused: ${decision.reason}`;
      // Like a gateway that checks CORS itself: nothing behind it runs for a refused origin.
      envelope(response, 403, `CORS: ${decision.reason}`, decision.headers);
      return;
    }
    if (decision.kind === 'preflight') {
      response.writeHead(204, decision.headers);
      response.end();
      return;
    }

    if (method === 'GET' && liveChanges && new URL(path, origin).pathname === LIVE_CHANGES_PATH) {
      streamLiveChanges(response, decision.headers, liveChanges);
      return;
    }

    try {
      const request = await toFetchRequest(incoming, origin);
      const answer = await getResponse([...handlers] as RequestHandler[], request, { baseUrl: origin });
      if (!answer || answer.headers.get('x-msw-intention') === 'passthrough') {
        envelope(response, 404, `No mock endpoint for ${method} ${new URL(path, origin).pathname}`, decision.headers);
        return;
      }
      await send(response, answer, decision.headers, acceptsGzip(incoming));
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        envelope(response, 413, `The request body is larger than ${MAX_BODY_BYTES} bytes`, {
          ...decision.headers,
          Connection: 'close',
        });
        return;
      }
      note = ` failed: ${error instanceof Error ? error.message : String(error)}`;
      console.error(error);
      if (!response.headersSent) envelope(response, 500, 'The mock server failed on this request', decision.headers);
      else response.destroy();
    }
  });

  // As a gateway keeps them (nginx: 75 s): with Node's 5 s, a client that reuses its connection after about
  // 5 s idle (Playwright's request context, between two steps of a test) met a socket the server was
  // closing, and its call failed with ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  return { server, journal };
}
