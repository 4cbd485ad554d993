import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

/**
 * The style keeper renders a list screen's antd components (table, date picker, select, form). The side
 * menu, and so the shell, imports the warm-up: were the keeper among the modules the warm-up imports
 * statically, directly or through others, the shell's first render and the screen the admin lands on
 * would wait for those chunks. It is loaded by its warm-up step only, with `import()`.
 */
const WARM_UP = 'src/app/router/idle-warm-up.tsx';
const KEEPER = 'src/app/router/antd-style-keeper.tsx';

/** The console's own file a relative specifier names, or undefined for a package. */
function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base].find(
    (path) => existsSync(path) && /\.tsx?$/.test(path),
  );
}

/** What a module imports: statically (kept in the bundle with it, types aside) and with `import()`. */
function importsOf(path: string) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const statics: string[] = [];
  const dynamics: string[] = [];
  for (const statement of source.statements) {
    const typeOnly =
      (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(statement) && statement.isTypeOnly);
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && !typeOnly) {
      const specifier = statement.moduleSpecifier;
      if (specifier && ts.isStringLiteral(specifier)) statics.push(specifier.text);
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) dynamics.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const resolved = (specifiers: string[]) => specifiers.flatMap((specifier) => resolve(path, specifier) ?? []);
  return { statics: resolved(statics), dynamics: resolved(dynamics) };
}

/** Every module of the console that loading `entry` evaluates. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set([entry]);
  for (const path of seen) importsOf(path).statics.forEach((next) => seen.add(next));
  return seen;
}

describe('idle warm-up', () => {
  it('loads the style keeper with import(), not with the shell', () => {
    expect(importsOf(WARM_UP).dynamics).toContain(KEEPER);
    const graph = staticGraph(WARM_UP);
    expect(graph.size).toBeGreaterThan(1);
    expect([...graph]).not.toContain(KEEPER);
  });
});
