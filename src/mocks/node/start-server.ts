import type { AddressInfo } from 'node:net';
import { initI18n, loadTranslations } from '../../shared/i18n/i18n';
import { LANGUAGES } from '../../shared/i18n/languages';
import { accountOf, grantedUris } from '../auth-guard';
import { configureDb } from '../db';
import { RESET_DEMO } from '../endpoint-grants';
import { handlers } from '../handlers';
import { onLiveChange } from '../live-changes';
import { buildSeed } from '../seed';
import type { CorsPolicy } from './cors';
import { createMockHttpServer } from './http-server';
import { jsonFileStorage } from './json-file-storage';
import { nodeOnlyHandlers } from './node-handlers';

export interface MockServerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** The JSON file that keeps what users changed. */
  dbFile: string;
  cors: CorsPolicy;
  /**
   * The origin the mock's file URLs point at (uploaded images, beauty packages), which this server also
   * serves; by default its own address.
   */
  publicOrigin?: string;
  log?: ((line: string) => void) | false;
}

/**
 * The handlers were written for a page: the only page global they read is `location.origin`, the origin
 * their stored files are served from (the page's, where the service worker answers). Here that is this
 * server's own origin.
 */
function serveFilesFrom(origin: string) {
  Object.defineProperty(globalThis, 'location', { value: new URL(origin), configurable: true, writable: true });
}

/** The journal is for an admin of the demo: one who may also reset it. */
function holdsMockAdministration(request: Request): boolean {
  const account = accountOf(request);
  return !!account && grantedUris(account).has(RESET_DEMO);
}

/**
 * Starts the mock backend over real HTTP: the same handlers as the browser's service worker (permission
 * guard, endpoints, envelopes, mock voices), the same seed, and the changes kept in a JSON file instead of
 * localStorage. Resolves once it listens.
 */
export async function startMockServer(options: MockServerOptions) {
  const { server, journal } = createMockHttpServer({
    handlers: [...nodeOnlyHandlers(options.cors.origins), ...handlers],
    cors: options.cors,
    log: options.log,
    mayReadJournal: holdsMockAdministration,
    hostNames: [options.host, ...(options.publicOrigin ? [new URL(options.publicOrigin).hostname] : [])],
    liveChanges: onLiveChange,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host}:${port}`;
  try {
    serveFilesFrom(options.publicOrigin ?? url);
    // The handlers word refusals in the caller's language (the `language` header): every language's boot
    // files now, each feature's own namespace when a refusal first needs it.
    await initI18n('en');
    await Promise.all(LANGUAGES.map((language) => loadTranslations(language)));
    const storage = jsonFileStorage(options.dbFile);
    configureDb({ seed: buildSeed, storage });
  } catch (error) {
    server.close();
    throw error;
  }
  return {
    server,
    url,
    journal,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
