/**
 * docs/api/openapi.json, built from the declared endpoints' contracts and the mock's permission table:
 * OpenAPI 3.1, every declared path and method with its parameters, its request body and its answer in the
 * gateway's `{ code, data, message }` envelope, and the menu entries it needs as `x-grant`.
 * `npm run api:contract` writes it; openapi.test.ts fails while the checked-in file differs.
 */
import { z } from 'zod';
import type { Contract } from '../shared/api/contract';
import { endpointKey } from '../shared/api/endpoint';
import type { EndpointGrant } from '../mocks/endpoint-grant';
import { ENDPOINT_GRANTS } from '../mocks/endpoint-grants';
import { mockPath } from '../mocks/endpoint-route';
import { ALL_CONTRACTS, type NamedContract } from './registry';

type JsonSchema = Record<string, unknown>;

/**
 * The schemas a contract names (`.meta({ id: 'MenuEntry' })`, which a recursive one must be): zod writes them
 * in the schema's own `$defs`, which a schema inside the envelope cannot reach, so they go to
 * `components.schemas` and each `$ref` points there. Filled while the document is built.
 */
const namedSchemas = new Map<string, string>();

/** A schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without its `$schema` line. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, $defs, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  const atComponents = (value: unknown) =>
    JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/');
  for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
    if (name.startsWith('__schema')) throw new Error('a recursive schema needs a name: .meta({ id })');
    const text = atComponents(definition);
    if (namedSchemas.has(name) && namedSchemas.get(name) !== text)
      throw new Error(`two different schemas are named ${name}`);
    namedSchemas.set(name, text);
  }
  const text = atComponents(rest);
  if (text.includes('"$ref":"#"')) throw new Error('a schema refers to itself at its root: name it .meta({ id })');
  return JSON.parse(text) as JsonSchema;
}

const FAILURE: JsonSchema = {
  type: 'object',
  description: 'A broken rule, a refusal or a missing thing, with any HTTP status (design section 4)',
  required: ['code', 'message'],
  properties: {
    code: { type: 'integer', not: { const: 200 } },
    message: { type: 'string' },
    title: { type: 'string' },
    fieldErrors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { const: 200 }, message: { type: 'string' }, data },
});

const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]);

function parameters(contract: Contract): JsonSchema[] {
  const pathSchema = contract.params && jsonSchema(contract.params, 'output');
  const pathProperties = (pathSchema?.properties ?? {}) as Record<string, JsonSchema>;
  const inPath = paramNames(contract.endpoint.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: pathProperties[name] ?? { type: 'string' },
  }));
  const querySchema = contract.query && jsonSchema(contract.query, 'output');
  const required = new Set((querySchema?.required ?? []) as string[]);
  const inQuery = Object.entries((querySchema?.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, schema]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema,
      ...(schema.type === 'array' ? { style: 'form', explode: true } : {}),
    }),
  );
  return [...inPath, ...inQuery];
}

/** `x-grant`: 'nothing', 'session', or the menu entry uris any of which lets a caller use the endpoint. */
function grantFields(row: EndpointGrant | undefined): JsonSchema {
  if (!row) throw new Error('no row in the permission table');
  const fields: JsonSchema = {};
  if (typeof row.needs === 'function') {
    if (!row.among) throw new Error(`${row.method} ${row.path}: needs decided per call name no entries (among)`);
    fields['x-grant'] = row.among;
    fields['x-grant-decided-by'] = row.decidedBy;
  } else {
    fields['x-grant'] = row.needs;
  }
  if (row.exportNeeds) {
    const exportGrant = typeof row.exportNeeds === 'function' ? row.exportAmong : row.exportNeeds;
    if (!exportGrant) throw new Error(`${row.method} ${row.path}: export needs decided per call name no entries`);
    fields['x-export-grant'] = exportGrant;
  }
  return fields;
}

function operation(contract: NamedContract, row: EndpointGrant | undefined): JsonSchema {
  const { endpoint } = contract;
  const params = parameters(contract);
  return {
    operationId: contract.operationId,
    summary: contract.summary,
    tags: [contract.feature],
    ...(params.length ? { parameters: params } : {}),
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(contract.body, 'input') } },
          },
        }
      : contract.multipart
        ? {
            requestBody: {
              required: true,
              content: { 'multipart/form-data': { schema: jsonSchema(contract.multipart, 'input') } },
            },
          }
        : {}),
    responses: {
      '200': {
        description: 'Success, in the envelope',
        content: { 'application/json': { schema: envelope(jsonSchema(contract.response, 'output')) } },
      },
      default: { $ref: '#/components/responses/Failure' },
    },
    ...(() => {
      try {
        return grantFields(row);
      } catch (error) {
        throw new Error(`${endpointKey(endpoint)}: ${(error as Error).message}`, { cause: error });
      }
    })(),
  };
}

function buildOpenApi(
  contracts: readonly NamedContract[] = ALL_CONTRACTS,
  grants: readonly EndpointGrant[] = ENDPOINT_GRANTS,
) {
  namedSchemas.clear();
  const rows = new Map(grants.map((row) => [`${row.method} ${row.path}`, row]));
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const sorted = [...contracts].sort(
    (a, b) => a.endpoint.path.localeCompare(b.endpoint.path) || a.endpoint.method.localeCompare(b.endpoint.method),
  );
  for (const contract of sorted) {
    const path = contract.endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    const row = rows.get(`${contract.endpoint.method} ${mockPath(contract.endpoint)}`);
    paths[path] ??= {};
    paths[path][contract.endpoint.method.toLowerCase()] = operation(contract, row);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Admin console gateway',
      version: '1',
      description:
        'The calls the admin console makes, generated from the declared endpoints (src/features/<domain>/endpoints.ts ' +
        'and contract.ts) by `npm run api:contract`. Every answer is in the envelope `{ code, message, data }`; ' +
        '`x-grant` names the menu entries (any one of them) a caller needs, or `session` (any signed-in admin) ' +
        'or `nothing`. Pages: `current` (1-based), `size`, `sort=field,asc|desc`.',
    },
    tags: [...new Set(sorted.map((contract) => contract.feature))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: {
        Failure: FAILURE,
        ...Object.fromEntries(
          [...namedSchemas].sort(([a], [b]) => a.localeCompare(b)).map(([name, text]) => [name, JSON.parse(text)]),
        ),
      },
      responses: {
        Failure: {
          description: 'A failure envelope',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
        },
      },
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
    },
    security: [{ token: [] }],
  };
}

/** The document as `npm run api:contract` writes it. */
export const openApiText = () => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
