#!/usr/bin/env node
/**
 * `npm run api:contract`: writes docs/api/openapi.json from the declared endpoints, their contracts and the
 * mock's permission table (src/api-contract/openapi.ts). Vite's SSR module loader runs the TypeScript as it
 * is, as scripts/mock-server.mjs does; `src/api-contract/openapi.test.ts` fails while the file is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createModuleLoader } from './module-loader.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = resolve(ROOT, 'docs/api/openapi.json');

const vite = await createModuleLoader(ROOT, 'node_modules/.vite-api-contract');

try {
  const { openApiText } = await vite.ssrLoadModule('/src/api-contract/openapi.ts');
  const text = openApiText();
  const document = JSON.parse(text);
  const operations = Object.values(document.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, text);
  console.log(
    `api:contract: wrote docs/api/openapi.json (${operations} operations on ${Object.keys(document.paths).length} paths)`,
  );
} finally {
  await vite.close();
}
