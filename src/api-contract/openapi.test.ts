import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointKey } from '../shared/api/endpoint';
import { ENDPOINT_GRANTS } from '../mocks/endpoint-grants';
import { mockPath } from '../mocks/endpoint-route';
import { endpointHandlers } from '../mocks/handlers';
import { openApiText } from './openapi';
import { ALL_CONTRACTS } from './registry';

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe('the API contract', () => {
  it('is what docs/api/openapi.json says (npm run api:contract writes it)', () => {
    const checkedIn = readFileSync(new URL('../../docs/api/openapi.json', import.meta.url), 'utf8');
    expect(JSON.parse(checkedIn), 'docs/api/openapi.json is out of date: run npm run api:contract').toEqual(
      JSON.parse(openApiText()),
    );
  });

  it('declares each endpoint once, and each has a mock handler and a grant row', () => {
    const declared = ALL_CONTRACTS.map((contract) => endpointKey(contract.endpoint));
    expect(new Set(declared).size).toBe(declared.length);
    const handled = new Set(
      endpointHandlers.map((handler) => key(String(handler.info.method), String(handler.info.path))),
    );
    const granted = new Map(ENDPOINT_GRANTS.map((row) => [key(row.method, row.path), row]));
    for (const { endpoint } of ALL_CONTRACTS) {
      const mocked = key(endpoint.method, mockPath(endpoint));
      expect(handled.has(mocked), `a handler for ${mocked}`).toBe(true);
      // The row is the one grant(...) made from the same declaration.
      expect(granted.get(mocked)?.endpoint, `the grant row of ${mocked}`).toBe(endpoint);
    }
  });
});
