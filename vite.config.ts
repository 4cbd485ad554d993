import { availableParallelism } from 'node:os';
import { defineConfig, loadEnv, runnerImport, type Plugin } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { readConfig } from './src/shared/config/read-config.ts';
import { STORAGE_KEYS } from './src/shared/stores/storage-keys.ts';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium-path.mjs';
import { cspPlugin } from './scripts/csp-plugin.ts';
import { suiteSlowdown } from './scripts/machine-speed.mjs';

const ENV_DIR = 'env';
/** Operators work on desktop screens; the browser tests see the console at the same size. */
const DESKTOP = { width: 1280, height: 800 };
const FRAMEWORK_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/;

const BOOT_MODULES =
  /src[\\/](shared[\\/](stores|config|session)[\\/]|shared[\\/]i18n[\\/](languages|set-language|ui-locales)\.ts|locales[\\/]en[\\/](common|errors|login|shell)\.json)/;
/**
 * The app (providers, router) and the login page. With what they import (antd's core, Form, Input, Button,
 * the icons), that is the rest of every first load: the login page's, and the shell's, which uses the same
 * components.
 */
const FIRST_LOAD_ROOTS = /src[\\/]app[\\/](app\.tsx|pages[\\/]login[\\/]login-page\.tsx)$/;
/**
 * The landing's start (the permissions, the screen at the address, the shell's strings), then the shell:
 * what every signed-in page loads right after the first load, each as one file with what it imports and
 * the first load lacks, instead of about forty files: over HTTP/1.1's six connections a page waited seven
 * round trips for them. The landing's file is the smaller, so the permissions are asked for while the
 * shell's file is still arriving.
 */
const LANDING_ROOT = /src[\\/]app[\\/]router[\\/]landing\.ts$/;
const SHELL_ROOT = /src[\\/]app[\\/]shell[\\/]shell\.tsx$/;

/**
 * Vitest keeps msw out of Vite's dependency pre-bundling because its own preview provider mocks modules
 * with the page's msw. The Playwright provider mocks through Playwright, and unbundled msw (with graphql
 * and the interceptors) is about 130 module requests at the start of every browser test file.
 */
function prebundleMswInBrowserTests(): Plugin {
  return {
    name: 'admin-console-prebundle-msw-in-browser-tests',
    enforce: 'post',
    config(config) {
      const exclude = config.optimizeDeps?.exclude;
      if (exclude) config.optimizeDeps!.exclude = exclude.filter((name) => name !== 'msw' && name !== 'msw/browser');
    },
  };
}

/** Writes version.json next to index.html so a running console can notice a newer deployment. */
function versionFile(buildId: string): Plugin {
  return {
    name: 'admin-console-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ buildId }) });
    },
  };
}

/**
 * index.html also names the app's chunk (providers, router, antd's core, the login page), the chunks it
 * imports and its stylesheet: every page loads them next. The browser then fetches them alongside the
 * framework, not once main.tsx has run, a round trip and the framework's start-up later.
 */
function preloadAppChunk(): Plugin {
  return {
    name: 'admin-console-preload-app-chunk',
    generateBundle: {
      // After Vite has written index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        // Web workers are bundled apart, without a page.
        if (html?.type !== 'asset') return;
        const app = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.moduleIds.some((id) => id.endsWith('/src/app/app.tsx')),
        );
        if (app?.type !== 'chunk') this.error('preloadAppChunk: no chunk for src/app/app.tsx in the bundle');
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (scripts.has(fileName) || chunk?.type !== 'chunk') return;
          scripts.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk.imports.forEach(visit);
        };
        visit(app.fileName);
        const source = String(html.source);
        const tags = [
          ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ].filter((tag) => !source.includes(tag.match(/href="[^"]+"/)![0]));
        html.source = source.replace(
          /\n(\s*)<\/head>/,
          (end, indent: string) => tags.map((tag) => `\n${indent}  ${tag}`).join('') + end,
        );
      },
    },
  };
}

/**
 * A page opened with a session (a reload, a bookmark, a new tab) needs the landing's and the shell's files
 * next, and antd's styles of what it shows first (signedInStyles). index.html asks for them at once, while
 * the first load is still arriving, rather than once React has started and the console's guard has seen the
 * token: a small inline script, because /login, without a session, must not load them (its budget,
 * `npm run size`). It only reads whether the session's storage entry holds a token; the guard decides the
 * rest. Hashed by the Content-Security-Policy (cspPlugin runs after it).
 */
function preloadSignedInChunks(sessionKey: string): Plugin {
  return {
    name: 'admin-console-preload-signed-in-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // Web workers are bundled apart, without the console's chunks.
        if (!bundle) return html;
        const fileOf = (root: string) =>
          Object.values(bundle).find((file) => file.type === 'chunk' && file.moduleIds.some((id) => id.endsWith(root)))
            ?.fileName;
        const files = ['/src/app/router/landing.ts', '/src/app/shell/shell.tsx'].map(fileOf);
        if (files.some((file) => !file))
          throw new Error('preloadSignedInChunks: no chunk for the landing or the shell');
        const styles = Object.values(bundle).find(
          (file) => file.type === 'asset' && file.names.includes(SIGNED_IN_STYLES),
        )?.fileName;
        if (!styles) throw new Error('preloadSignedInChunks: no stylesheet of the signed-in styles');
        // The signed-in styles go before the console's own stylesheets, where antd puts its styles, and
        // carry antd's record of every style the page holds (the login page's inline record goes).
        const script =
          `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(sessionKey)}));` +
          `if(s&&s.state&&s.state.token&&location.pathname!=="/login"){` +
          `${JSON.stringify(files.map((file) => `/${file}`))}.forEach(function(f){` +
          `var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f;document.head.appendChild(l)});` +
          `var r=document.querySelector("style[data-ant-cssinjs-cache-path]");if(r)r.remove();` +
          `var c=document.createElement("link");c.rel="stylesheet";c.href=${JSON.stringify(`/${styles}`)};` +
          `document.head.insertBefore(c,document.querySelector('link[rel="stylesheet"]'))}}catch(e){}`;
        return html.replace(
          /\n(\s*)<\/head>/,
          (end, indent: string) => `\n${indent}  <script>${script}</script>${end}`,
        );
      },
    },
  };
}

const SIGNED_IN_STYLES = 'signed-in-styles.css';

/**
 * Writes antd's styles of what a signed-in page shows first into a stylesheet of the build
 * (src/app/shell/signed-in-styles.tsx), which index.html's inline script links when the browser holds a
 * session (preloadSignedInChunks).
 */
function signedInStyles(): Plugin {
  return {
    name: 'admin-console-signed-in-styles',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<{ renderSignedInStyles: () => string }>(
        '/src/app/shell/signed-in-styles.tsx',
        { configFile: false, logLevel: 'warn' },
      );
      this.emitFile({ type: 'asset', name: SIGNED_IN_STYLES, source: module.renderSignedInStyles() });
    },
  };
}

/**
 * Writes antd's styles of the login page into index.html's <head>, where antd would put them itself
 * (src/app/pages/login/first-paint-styles.tsx): the first render then skips building them.
 */
function firstPaintStyles(): Plugin {
  return {
    name: 'admin-console-first-paint-styles',
    apply: 'build',
    async transformIndexHtml(html) {
      const { module } = await runnerImport<{ renderFirstPaintStyles: () => string }>(
        '/src/app/pages/login/first-paint-styles.tsx',
        { configFile: false, logLevel: 'warn' },
      );
      // After the charset, which browsers look for in a page's first 1,024 bytes.
      const charset = /<meta charset="UTF-8" \/>/;
      if (!charset.test(html)) throw new Error('firstPaintStyles: index.html has no <meta charset="UTF-8" />');
      return html.replace(charset, (meta) => `${meta}\n    ${module.renderFirstPaintStyles()}`);
    },
  };
}

interface BrowserProject {
  name: string;
  include: string[];
  /** Each file in a fresh page, or every file in one page that keeps what earlier files loaded. */
  isolate: boolean;
  /** Vitest runs groups one after the other, lowest first; projects of one group run side by side. */
  groupOrder: number;
  mode: string;
  /** How many times slower than the reference machine this one runs (scripts/machine-speed.mjs). */
  slowdown: number;
  /**
   * React's build the tests run (its index picks it by process.env.NODE_ENV): 'production' as users get
   * it, or 'development' with its warnings (missing keys, invalid nesting, deprecations) and StrictMode's
   * double calls.
   */
  reactBuild?: 'production' | 'development';
}

/**
 * Tests that render or need the browser's storage, network and layout, in the system Chromium against the
 * MSW worker, driven through the DOM as users drive it (tests/support/dom.tsx).
 */
function browserProject({
  name,
  include,
  isolate,
  groupOrder,
  mode,
  slowdown,
  reactBuild = 'production',
}: BrowserProject): TestProjectInlineConfiguration {
  return {
    extends: true,
    // Unless a project asks for React's development build (reactBuild), the console as users run it:
    // React's production build (about 40% faster to render than the development build, whose owner
    // stacks capture an Error per element). Under NODE_ENV=test antd's rc-util would give every element
    // the id "test-id", which breaks aria-labelledby.
    define: { 'process.env.NODE_ENV': JSON.stringify(reactBuild) },
    // The JSX of our sources calls React's runtime of the same build: the production one has no jsxDEV.
    oxc: { jsx: { development: reactBuild === 'development' } },
    plugins: [prebundleMswInBrowserTests()],
    // Imported by the tests' DOM helpers or only by the accessibility gate, so Vite's first scan may miss
    // them; found late, they would make Vite reload the test page halfway through a run.
    optimizeDeps: {
      include: [
        'react-dom',
        'react-dom/client',
        '@testing-library/dom',
        'axe-core',
        'msw',
        'msw/browser',
        'echarts/core',
        'echarts/charts',
        'echarts/components',
        'echarts/renderers',
        'echarts-for-react/esm/core',
        // Only the setup file's contract check reads zod (src/api-contract).
        'zod',
      ],
      // `define` above reaches our sources only. Pre-bundling picks React's build by the Node process's
      // NODE_ENV, which Vitest sets to 'test': without this every project would run React's development
      // build (a quarter of the render time capturing an owner-stack Error per element).
      rolldownOptions: { transform: { define: { 'process.env.NODE_ENV': JSON.stringify(reactBuild) } } },
    },
    test: {
      name,
      include,
      setupFiles: ['./tests/setup/browser.setup.ts'],
      isolate,
      sequence: { groupOrder },
      // Spies and stubbed globals end with their test (with isolate off, the next file shares the page).
      restoreMocks: true,
      unstubGlobals: true,
      testTimeout: 15_000 * slowdown,
      // The waits of findBy and waitFor (tests/support/dom.tsx) grow with the machine's slowdown too.
      provide: { slowdown },
      browser: {
        enabled: true,
        headless: process.env.HEADED !== '1',
        provider: playwright({
          // Looked up only when tests run, so a build never needs Chromium.
          launchOptions: { executablePath: mode === 'test' ? chromiumPath() : undefined, args: CHROMIUM_ARGS },
          // Like a user whose system asks for reduced motion: antd's transitions are off (the console
          // honours the setting), so tests do not wait for drawers to slide. The Playwright suite
          // keeps the default, with motion.
          contextOptions: { viewport: DESKTOP, reducedMotion: 'reduce' },
        }),
        instances: [{ browser: 'chromium' }],
        viewport: DESKTOP,
        screenshotFailures: false,
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  // Fail the build or the dev server at once, naming any setting the stage lacks.
  readConfig(loadEnv(mode, ENV_DIR, 'VITE_'));
  const buildId = process.env.BUILD_ID ?? new Date().toISOString();
  // Time limits of the tests are set for the reference machine and grow on a slower one. Measured once
  // (about a second) and handed on through the environment: to the suite's reporter in this process and
  // to the Node tests' workers, which start after the configuration is read.
  const slowdown = mode === 'test' ? suiteSlowdown() : 1;
  if (mode === 'test') process.env.SUITE_SLOWDOWN = slowdown.toFixed(2);

  return {
    envDir: ENV_DIR,
    plugins: [
      react(),
      versionFile(buildId),
      firstPaintStyles(),
      signedInStyles(),
      preloadSignedInChunks(STORAGE_KEYS.session),
      cspPlugin(),
    ],
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    build: {
      manifest: true,
      sourcemap: false,
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        plugins: [preloadAppChunk()],
        output: {
          codeSplitting: {
            // What every page needs at boot travels in a few files, which compress better and arrive sooner
            // than many: /login loads five (entry, bundler runtime, framework, boot, app), all named in
            // index.html. Groups with a higher priority take their modules first.
            groups: [
              { name: 'framework', test: FRAMEWORK_PACKAGES, priority: 5 },
              // The console's own start-up code (stores, config, language switching): many small modules
              // that every page loads, as one file.
              { name: 'boot', test: BOOT_MODULES, priority: 4 },
              // With their dependencies: the shell carries the login page's 2 kB, /login needs no sixth file.
              { name: 'app', test: FIRST_LOAD_ROOTS, priority: 3 },
              { name: 'landing', test: LANDING_ROOT, priority: 2 },
              { name: 'shell', test: SHELL_ROOT, priority: 1 },
            ],
          },
        },
      },
    },
    server: { port: 5173, host: '127.0.0.1' },
    preview: { port: 4173, host: '127.0.0.1' },
    test: {
      globals: true,
      // Every project, the browser ones too, runs a file per core at once. Vitest's browser default is one
      // page fewer than the cores: on this 2-core machine one page, while a page's renderer uses one core.
      maxWorkers: availableParallelism(),
      testTimeout: 5_000 * slowdown,
      hookTimeout: 10_000 * slowdown,
      reporters: ['default', './tests/reporters/suite-budget.ts'],
      projects: [
        {
          extends: true,
          test: {
            // Pure logic: rules, menu builder, schemas, helpers, seeds, and the test machinery's own
            // judgement (the suite's budgets, the browser tests' strictness). No DOM.
            name: 'unit',
            environment: 'node',
            // Every file in the worker that ran the previous one, importing only what is new to it: each
            // file importing the mock's handlers and seeds afresh made this project five times slower.
            // Spies, stubbed globals and environment variables end with their test.
            isolate: false,
            restoreMocks: true,
            unstubGlobals: true,
            unstubEnvs: true,
            include: ['src/**/*.test.ts', 'tests/reporters/**/*.test.ts'],
            exclude: ['src/**/*.browser.test.ts'],
          },
        },
        browserProject({
          // Components, hooks and the request layer, file after file in one page (as the integration files):
          // a fresh page per file loaded the mock and the console's modules again, 7 s a file on this machine.
          name: 'components',
          include: ['src/**/*.test.tsx', 'src/**/*.browser.test.ts'],
          isolate: false,
          groupOrder: 0,
          mode,
          slowdown,
        }),
        browserProject({
          // The whole console, file after file in one page, which keeps the console's modules, the mock's
          // handlers, its seed and its worker loaded: about a second less per file. Each test still starts
          // from a fresh seed and a newly opened console's state (the setup file).
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          isolate: false,
          // After the unit and component files, not beside them: started together they would be six
          // workers on two cores, and the first integration files would take twice their time.
          groupOrder: 1,
          mode,
          slowdown,
        }),
        browserProject({
          // Every screen once more in React's development build under StrictMode, failing on React's and
          // antd's warnings (tests/development). After the others: its build is another set of
          // pre-bundled dependencies, and the development build renders slower.
          name: 'development',
          include: ['tests/development/**/*.test.{ts,tsx}'],
          isolate: false,
          groupOrder: 2,
          mode,
          slowdown,
          reactBuild: 'development',
        }),
      ],
    },
  };
});
