import { setupServer } from 'msw/node';
import { configureDb } from './db';
import { handlers } from './handlers';
import { buildSeed } from './seed';

/** The same handlers for the tests; every test starts from a fresh seed (tests/setup resets it). */
configureDb({ seed: buildSeed, persist: false });
export const server = setupServer(...handlers);
