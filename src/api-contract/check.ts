/**
 * The browser tests' check of the mock against the contract (tests/setup/browser.setup.ts): each answer the
 * mock gives to a declared endpoint is read back and its request (path parameters, query, body) and its
 * envelope's `data` validated against the endpoint's schemas. Calls to endpoints not declared yet pass.
 */
import { z } from 'zod';
import type { Contract } from '../shared/api/contract';
import { endpointKey } from '../shared/api/endpoint';
import { mockPath } from '../mocks/endpoint-route';
import { createRouteIndex } from '../mocks/route-index';
import { ALL_CONTRACTS } from './registry';

/** What every failure envelope holds (design section 4): `{ code, message, title? }` and maybe more. */
const failureEnvelope = z.looseObject({
  code: z.number().refine((code) => code !== 200, 'a failure has a code other than 200'),
  message: z.string(),
  title: z.string().optional(),
});
const successEnvelope = z.looseObject({ code: z.literal(200), message: z.string(), data: z.unknown() });

/** The URL's query as the schemas read it: `ids[]=1&ids[]=2` and repeated names become lists. */
function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [raw, value] of url.searchParams) {
    const name = raw.endsWith('[]') ? raw.slice(0, -2) : raw;
    const earlier = query[name];
    if (earlier === undefined) query[name] = raw.endsWith('[]') ? [value] : value;
    else query[name] = Array.isArray(earlier) ? [...earlier, value] : [earlier, value];
  }
  return query;
}

const described = (where: string, error: z.ZodError) =>
  error.issues.map((issue) => `${where}${issue.path.length ? ` .${issue.path.join('.')}` : ''}: ${issue.message}`);

const noQuery = z.strictObject({});

async function bodyOf(request: Request): Promise<{ json?: unknown; form?: Record<string, unknown>; problem?: string }> {
  if ((request.headers.get('Content-Type') ?? '').includes('multipart/form-data')) {
    try {
      return { form: Object.fromEntries(await request.formData()) };
    } catch {
      return { problem: 'a multipart body that cannot be read' };
    }
  }
  const text = await request.text();
  if (!text) return {};
  if (!(request.headers.get('Content-Type') ?? '').includes('json')) return { problem: 'a body that is not JSON' };
  try {
    return { json: JSON.parse(text) };
  } catch {
    return { problem: 'a body that is not JSON' };
  }
}

/**
 * What the request and the answer break of the contract, each as a line naming the endpoint. A request is
 * held to its schemas only when the mock accepted it: a test may send what the gateway refuses, to see it
 * refused, but whatever the mock answers with a success must be a request the contract declares.
 */
async function contractViolations(
  contract: Contract,
  params: Record<string, unknown>,
  request: Request,
  response: Response,
): Promise<string[]> {
  // Binary answers (exports, files) carry no envelope.
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return [];
  const problems: string[] = [];
  const check = (where: string, schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) problems.push(...described(where, result.error));
  };
  const answer: unknown = await response.json().catch(() => undefined);
  const success = successEnvelope.safeParse(answer);
  if (!success.success || !response.ok) {
    check('failure envelope', failureEnvelope, answer);
  } else {
    if (contract.params) check('path', contract.params, params);
    check('query', contract.query ?? noQuery, queryOf(new URL(request.url)));
    if (request.method === 'POST' || request.method === 'PUT') {
      const body = await bodyOf(request);
      if (body.problem) problems.push(`body: ${body.problem}`);
      else if (body.form) {
        if (contract.multipart) check('body', contract.multipart, body.form);
        else problems.push('body: a multipart form, the contract declares none');
      } else if (contract.multipart) problems.push('body: not the multipart form the contract declares');
      else if (contract.body) check('body', contract.body, body.json);
      else if (body.json !== undefined) problems.push('body: the contract declares none');
    }
    check('response data', contract.response, success.data.data);
  }
  const name = `${endpointKey(contract.endpoint)} (${request.method} ${new URL(request.url).pathname})`;
  return problems.map((problem) => `${name} ${problem}`);
}

const findContract = createRouteIndex(
  ALL_CONTRACTS.map((contract) => ({ method: contract.endpoint.method, path: mockPath(contract.endpoint), contract })),
);

const violations: string[] = [];
const pending = new Set<Promise<void>>();
let checked = 0;

/**
 * Checks a mocked answer (msw's `response:mocked` event) in the background; `takeContractViolations`
 * collects. msw reports an answer a moment after the page has it, so a check may start after the call
 * that caused it resolved: `answersChecked` counts the answers checked so far, for a test to wait on.
 */
export function checkMockedResponse({ request, response }: { request: Request; response: Response }): void {
  const found = findContract(request);
  if (!found) return;
  const checking = contractViolations(found.route.contract, found.params, request.clone(), response.clone())
    .then((problems) => void violations.push(...problems))
    .catch((error: unknown) => void violations.push(`${request.method} ${request.url}: the check failed: ${error}`))
    .finally(() => {
      pending.delete(checking);
      checked += 1;
    });
  pending.add(checking);
}

/** How many answers to declared endpoints have been checked since the page loaded. */
export const answersChecked = () => checked;

/** The violations found since the last call, once every answer reported so far is checked. */
export async function takeContractViolations(): Promise<string[]> {
  while (pending.size) await Promise.all(pending);
  return violations.splice(0);
}
