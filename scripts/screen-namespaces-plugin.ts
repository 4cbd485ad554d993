import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:screen-namespaces';
const RESOLVED_ID = '\0' + MODULE_ID;

/** Static imports and re-exports of our own modules (relative paths); dynamic imports load later. */
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s(?:[^;'"]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;
/** `useTranslation('a')` or `useTranslation(['a', 'b'])`: the namespaces a component renders with. */
const USE_TRANSLATION = /useTranslation\(\s*(\[[^\]]*\]|['"][^'"]+['"])/g;
/** `t('a:key')`: a key of another namespace than the component's first. */
const PREFIXED_KEY = /\bt\(\s*[`'"]([a-z][a-z-]*):/g;
const QUOTED = /['"]([^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** One module's own namespaces and the modules it imports, read once per build. */
function reader() {
  const cache = new Map<string, { namespaces: string[]; imports: string[] }>();
  return (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      const code = /\.tsx?$/.test(file) ? readFileSync(file, 'utf8') : '';
      const namespaces = [
        ...[...code.matchAll(USE_TRANSLATION)].flatMap(([, list]) => [...list.matchAll(QUOTED)].map(([, ns]) => ns)),
        ...[...code.matchAll(PREFIXED_KEY)].map(([, ns]) => ns),
      ];
      const imports = [...code.matchAll(STATIC_IMPORT)]
        .map(([, specifier]) => resolveImport(file, specifier))
        .filter((path): path is string => path !== null);
      entry = { namespaces, imports };
      cache.set(file, entry);
    }
    return entry;
  };
}

/**
 * Each screen's translation namespaces, by uri: those its module and everything it imports statically ask
 * for, known to the files (a feature's entry brings all it exports, so the set may hold a few more than the
 * screen renders). The landing asks for them with the screen's chunk instead of once the screen renders.
 */
function screenNamespaces(srcDir: string): Record<string, string[]> {
  const read = reader();
  const localeFolder = join(srcDir, 'locales', 'en');
  const known = new Set(readdirSync(localeFolder).map((file) => file.replace(/\.json$/, '')));
  const screensDir = join(srcDir, 'screens');
  const screens = readdirSync(screensDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.tsx') && !path.endsWith('.test.tsx') && !/(^|[\\/])_/.test(path))
    .sort();
  const map: Record<string, string[]> = {};
  for (const screen of screens) {
    const namespaces = new Set<string>();
    const seen = new Set<string>();
    const pending = [join(screensDir, screen)];
    for (let file = pending.pop(); file; file = pending.pop()) {
      if (seen.has(file) || file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
      seen.add(file);
      const { namespaces: own, imports } = read(file);
      own.filter((ns) => known.has(ns)).forEach((ns) => namespaces.add(ns));
      pending.push(...imports);
    }
    const uri = '/' + relative(screensDir, join(screensDir, screen)).replaceAll('\\', '/').replace(/\.tsx$/, '');
    map[uri] = [...namespaces].sort();
  }
  return map;
}

/** `virtual:screen-namespaces`: the map above, computed from the sources at each build or dev start. */
export function screenNamespacesPlugin(srcDir: string): Plugin {
  return {
    name: 'admin-console-screen-namespaces',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      return `export default ${JSON.stringify(screenNamespaces(srcDir))};`;
    },
  };
}
