import { setupWorker } from 'msw/browser';
import { configureDb } from './db';
import { handlers } from './handlers';
import { buildSeed } from './seed';

/**
 * The mock backend of the browser tests: the same service worker and handlers as the demo, with a
 * database whose changes are never kept (tests/setup reseeds it before every test).
 */
configureDb({ seed: buildSeed, freezeSeed: true });
export const worker = setupWorker(...handlers);
