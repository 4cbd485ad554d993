import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import packageJson from '../package.json';

/**
 * package.json declares the console's own modules free of side effects, stylesheets and the listed files
 * aside, so that the bundler leaves out what a feature's entry exports but nobody uses (the side menu's
 * waiting counts do not bring the review queue into the shell). A module whose top-level code does
 * something (registers, subscribes, listens) is kept when something it declares is used. One that only
 * passes on what it imports would be dropped with its effect, since importers bind to the original: the
 * bundler then leaves echarts with nothing registered. Such a module must be listed.
 */
const SOURCE_ROOT = 'src';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isDeclaration = (statement: ts.Statement) =>
  ts.isImportDeclaration(statement) ||
  ts.isExportDeclaration(statement) ||
  ts.isExportAssignment(statement) ||
  ts.isFunctionDeclaration(statement) ||
  ts.isClassDeclaration(statement) ||
  ts.isVariableStatement(statement) ||
  ts.isInterfaceDeclaration(statement) ||
  ts.isTypeAliasDeclaration(statement) ||
  ts.isEnumDeclaration(statement) ||
  ts.isModuleDeclaration(statement) ||
  ts.isEmptyStatement(statement);

const exportsOwnDeclaration = (statement: ts.Statement) =>
  (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isVariableStatement(statement)) &&
  (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** Modules whose top level does something, and whether they export something they declare themselves. */
function findModulesWithEffects() {
  return sourceFiles(SOURCE_ROOT).flatMap((path) => {
    // Only the top-level statements' kinds and modifiers are read: no parent links needed.
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
    const effects = source.statements.filter((statement) => !isDeclaration(statement));
    if (effects.length === 0) return [];
    return [{ path: `./${path}`, exportsOwn: source.statements.some(exportsOwnDeclaration) }];
  });
}

/** Every source file parsed once for both checks (about 900 files). */
let modules: ReturnType<typeof findModulesWithEffects> | undefined;
const modulesWithEffects = () => (modules ??= findModulesWithEffects());

describe('modules free of side effects (package.json sideEffects)', () => {
  const declared = packageJson.sideEffects;

  it('lists stylesheets and only files that exist', () => {
    expect(declared).toContain('*.css');
    const files = declared.filter((entry) => entry.startsWith('./'));
    for (const file of files) expect(() => readFileSync(file), file).not.toThrow();
  });

  it('finds the modules whose top level acts (the check sees what it guards)', () => {
    const paths = modulesWithEffects().map(({ path }) => path);
    expect(paths).toContain('./src/features/dashboards/components/echarts.ts');
    expect(paths).toContain('./src/shared/request/http-client.ts');
  });

  it('lists every module that acts at its top level but declares nothing it exports', () => {
    const unlisted = modulesWithEffects()
      .filter(({ exportsOwn }) => !exportsOwn)
      .map(({ path }) => path)
      // Entries are always kept: the page's script and the Excel parser's worker.
      .filter((path) => !['./src/main.tsx', './src/shared/components/excel-import/parse.worker.ts'].includes(path))
      .filter((path) => !declared.includes(path));
    expect(unlisted).toEqual([]);
  });
});
