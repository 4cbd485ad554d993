import { createServer } from 'vite';

/**
 * A Vite server used only to load the project's TypeScript modules in Node (`ssrLoadModule`), in the mock
 * stage: not the app's plugins or test projects, no file watching, no HMR socket. Each script keeps its own
 * cache, so a dev server running beside it keeps its pre-bundled dependencies untouched.
 */
export function createModuleLoader(root, cacheDir) {
  return createServer({
    root,
    configFile: false,
    envDir: 'env',
    mode: 'mock',
    logLevel: 'warn',
    appType: 'custom',
    cacheDir,
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}
