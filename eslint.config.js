import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

/*
 * The layers of src/ and who may import whom (docs/architecture.md draws them):
 *
 *   main.tsx → app/ → features/<d>/index.ts → shared/
 *   screens/ ──────↗
 *   mocks/ (the mock backend's core) ↔ features/<d>/mock/ → shared/
 *
 * - shared/ imports nothing above it (no app, screen, feature or mock module).
 * - screens/ and app/ reach a feature only through its public entry, features/<d>/index.ts; features never
 *   import app/ or screens/: the menu icons live in shared/menu, and the screen registry and the menus'
 *   reload reach the menu editor through shared/menu/menu-host.ts, a context the shell provides.
 * - A feature reaches another feature only through that feature's index.ts, which exports exactly what
 *   others use. Where two domains meet, one depends on the other, never both ways.
 * - Feature UI (everything in features/<d>/ outside mock/) never imports a mock/ folder nor src/mocks/.
 * - Mock code (features/<d>/mock/) may import its own feature's non-UI modules (not components/, not .tsx,
 *   not its own index.ts, which would drag UI into the fake server), src/mocks/ and shared/; another
 *   feature's mock code only through that feature's declared mock entry, features/<o>/mock/index.ts,
 *   which also re-exports the few non-UI modules of its domain (types, rules) that other mocks need.
 * - src/mocks/ composes the mock backend from the features' mock folders and reads nothing else of a feature.
 * - The mock backend also runs in Node (unit tests, npm run mock:server), where components cannot load: a
 *   feature's non-UI modules (rules, types, api) take from another domain's index.ts types only
 *   (`import type`); a value several domains need lives in shared/.
 * - Tests (tests/, *.test.ts(x)) may reach across layers; the cycle check covers them too.
 * - No import cycle anywhere (import-x/no-cycle, over the runtime imports: `import type` is erased).
 */
const root = import.meta.dirname;
const src = `${root}/src`;
const domains = readdirSync(`${src}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureUi = (d) => [`${src}/features/${d}/*.{ts,tsx}`, `${src}/features/${d}/!(mock)/**`];
const layerZones = [
  {
    target: `${src}/shared/**`,
    from: [`${src}/app/**`, `${src}/screens/**`, `${src}/features/**`, `${src}/mocks/**`, `${src}/main.ts?(x)`],
    message: 'shared/ imports nothing above it.',
  },
  {
    target: `${src}/features/**`,
    from: [`${src}/app/**`, `${src}/screens/**`, `${src}/main.ts?(x)`],
    message: 'A feature never imports app/ or screens/: move what both need to shared/, or take it as a prop.',
  },
  {
    target: [`${src}/screens/**`, `${src}/app/**`],
    from: [`${src}/features/**`, `${src}/mocks/**`],
    except: [`${src}/features/*/index.ts`],
    message: 'screens/ and app/ reach a feature only through its public entry, features/<domain>/index.ts.',
  },
  {
    target: `${src}/screens/**`,
    from: [`${src}/app/**`, `${src}/main.ts?(x)`],
    message: 'A screen never imports app/: what it needs lives in shared/ or a feature.',
  },
  {
    target: domains.flatMap(featureUi),
    from: [`${src}/features/*/mock/**`, `${src}/mocks/**`],
    message: 'Feature UI never imports mock code.',
  },
  {
    target: `${src}/mocks/**`,
    from: [`${src}/features/**`, `${src}/app/**`, `${src}/screens/**`, `${src}/main.ts?(x)`],
    except: [`${src}/features/*/mock/**`],
    message: "src/mocks/ composes the features' mock folders and reads nothing else of a feature.",
  },
  ...domains.flatMap((d) => [
    {
      target: featureUi(d),
      from: `${src}/features/!(${d})/**`,
      except: [`${src}/features/*/index.ts`],
      message: 'Another feature is reached only through its index.ts.',
    },
    {
      target: `${src}/features/${d}/mock/**`,
      from: `${src}/features/!(${d})/**`,
      except: [`${src}/features/*/mock/index.ts`],
      message:
        "Mock code reaches another feature's mock code only through its mock entry, features/<domain>/mock/index.ts.",
    },
    {
      target: `${src}/features/${d}/mock/**`,
      from: [
        `${src}/features/${d}/index.ts?(x)`,
        `${src}/features/${d}/components/**`,
        `${src}/features/${d}/**/*.tsx`,
      ],
      message: "Mock code imports its own feature's non-UI modules only.",
    },
  ]),
];

const NO_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render text as React children, which escapes it: the console renders no HTML.',
};
/*
 * What people wrote is shown through the kit's UserText (docs/kit.md), not isolated by hand: antd's
 * Typography sets direction: rtl in the Arabic console over a dir attribute, and a hand-made dir="auto"
 * neither cuts the text at its own end nor shows it whole on hover. The Arabic accessibility gate checks
 * the rendered cells; these catch the two hand-made forms before a test runs. Inputs keep dir="auto".
 */
const USER_TEXT_BY_HAND = [
  {
    selector: "JSXOpeningElement[name.object.name='Typography'] > JSXAttribute[name.name='dir']",
    message:
      'antd\'s Typography overrides dir in Arabic: put UserText (user text) or a <bdi dir="ltr"> value inside it.',
  },
  {
    selector:
      "JSXOpeningElement[name.name=/^(span|p|div|bdi|Button)$/] > JSXAttribute[name.name='dir'][value.value='auto']",
    message: 'Show user-written text with the kit\'s UserText (shared/components/user-text), not dir="auto" by hand.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'coverage', 'public/mockServiceWorker.js', 'playwright-report', 'test-results'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', NO_HTML, ...USER_TEXT_BY_HAND],
    },
  },
  {
    // The kit's piece itself.
    files: ['src/shared/components/user-text/user-text.tsx'],
    rules: { 'no-restricted-syntax': ['error', NO_HTML] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js modules: no-cycle would not follow the TypeScript imports.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    // A screen file is a short composition of its feature's pieces and the kit; a body longer than this
    // (list config, drawers, dialogs) belongs in features/<domain>/components/<name>-screen.tsx.
    files: ['src/screens/**/*.tsx'],
    ignores: ['src/screens/**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 150 }] },
  },
  {
    // Tests may reach across the layers to set up what they check; they are still in the cycle check.
    // React Compiler's rules judge code the compiler would compile, which tests are not: without them
    // the lint takes half the time (the compiler's analysis of every test file was a third of it).
    files: ['tests/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': 'off',
      ...Object.fromEntries(
        Object.keys(reactHooks.configs.recommended.rules)
          .filter((rule) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(rule))
          .map((rule) => [rule, 'off']),
      ),
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}', 'tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
