import { fileURLToPath } from 'node:url';

/** The two servers of the HTTP mock browser test (playwright.httpmock.config.ts starts them). */
export const CONSOLE_PORT = 4175;
export const API_PORT = 8791;
export const CONSOLE_ORIGIN = `http://127.0.0.1:${CONSOLE_PORT}`;
export const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
/** The mock server's file of kept changes for this run (it starts with --reset: no changes at first). */
export const API_DB_FILE = fileURLToPath(new URL('../../../.mock-data/e2e-httpmock.json', import.meta.url));
