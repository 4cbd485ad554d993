import { getResponse } from 'msw';
import { initI18n, loadTranslations } from '../shared/i18n/i18n';
import { LANGUAGES } from '../shared/i18n/languages';
import { configureDb, resetDb } from './db';
import { handlers } from './handlers';
import { buildSeed } from './seed';
import { addAdminHolding } from './test-admins';

/**
 * The mock backend answered in Node, for the unit tests of its rules: the same handlers the service
 * worker runs (the permission guard first), over the frozen seed, nothing kept. `startMock` once per file,
 * `resetMock` before each test.
 */
const ORIGIN = 'http://console.test';

export interface Answer<T = unknown> {
  status: number;
  code: number;
  message: string;
  data: T;
  fieldErrors?: Array<{ field: string; message: string }>;
}

export async function startMock(): Promise<void> {
  // The one page global the handlers read: the origin their stored files are served from.
  if (typeof location === 'undefined') {
    Object.defineProperty(globalThis, 'location', { value: new URL(ORIGIN), configurable: true, writable: true });
  }
  // As the HTTP server does: every language, so a refusal comes in the caller's.
  await initI18n('en');
  await Promise.all(LANGUAGES.map((language) => loadTranslations(language)));
  configureDb({ seed: buildSeed, freezeSeed: true });
}

export const resetMock = resetDb;

interface CallOptions {
  token?: string;
  body?: unknown;
  /** The caller's interface language (the request layer's `language` header). */
  language?: string;
}

/** `path` as the console asks for it, after `/services` (`/admin/api/admin/roles`). */
export async function callMock<T = unknown>(
  method: string,
  path: string,
  { token, body, language = 'en' }: CallOptions = {},
): Promise<Answer<T>> {
  const headers = new Headers({ language });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A form (an upload) goes as it is, with the boundary its own Content-Type names.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers.set('Content-Type', 'application/json');
  const request = new Request(`${ORIGIN}/services${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const response = await answerMock(request);
  return { status: response.status, ...((await response.json()) as Omit<Answer<T>, 'status'>) };
}

/** The mock's own answer to a request, as the browser gets it (a stored file, a redirect). */
export async function answerMock(request: Request | string): Promise<Response> {
  const asked = typeof request === 'string' ? new Request(request) : request;
  const response = await getResponse(handlers, asked, { baseUrl: ORIGIN });
  if (!response) throw new Error(`No mock handler answered ${asked.method} ${asked.url}`);
  return response;
}

/** Signs in as a demo or created account; the session's token. */
export async function signInMock(username: string, password: string): Promise<string> {
  const answer = await callMock<{ token: string }>('POST', '/admin/api/authenticate', {
    body: { username, password },
  });
  if (answer.code !== 200) throw new Error(`Sign-in as ${username}: ${answer.message}`);
  return answer.data.token;
}

const DEMO_PASSWORDS = { admin: 'admin123456', moderator: 'moderator123', operator: 'operator123' } as const;

export const signInAs = (login: keyof typeof DEMO_PASSWORDS) => signInMock(login, DEMO_PASSWORDS[login]);

/** Signs in as a new admin holding exactly these menu entries (`addAdminHolding`). */
export async function signInHolding(login: string, uris: readonly string[]): Promise<string> {
  const { password } = addAdminHolding(login, uris);
  return signInMock(login, password);
}
