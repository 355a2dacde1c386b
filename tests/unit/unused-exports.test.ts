/**
 * No export that nothing imports: an export is a promise that another module uses it. Every named
 * export of the repository's code (site, shared, functions, the Supabase functions and local stack,
 * the scripts, the studio) must be named in some other file, a test included. An export only its own
 * file uses loses its `export`; one nothing uses goes. Default exports are the loaders' (page modules,
 * content records) and Pages Functions' `onRequest*` handlers are called by the platform: both stay.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { repoRoot } from '../../scripts/process';

const codeFolders = ['site/src', 'site/scripts', 'shared', 'functions', 'supabase', 'scripts', 'studio'];
/** Tool configurations that load our modules (the site's Vite plugins). */
const configFiles = ['site/vite.config.ts'];
const isCode = (file: string) => /\.(ts|tsx|mts)$/.test(file) && !file.endsWith('.d.ts');

function filesUnder(folder: string): string[] {
  return readdirSync(join(repoRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isCode(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)));
}

/** The names a module exports itself (declarations and `export { ... }` lists), default aside. */
function exportedNames(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  for (const statement of tree.statements) {
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      names.push(...statement.exportClause.elements.map((element) => element.name.text));
      continue;
    }
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    if (!modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    } else if ('name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node)) {
      names.push((statement.name as ts.Identifier).text);
    }
  }
  return names;
}

it('every named export is used by another module or a test', () => {
  const code = codeFolders.flatMap(filesUnder);
  const texts = new Map(
    [...code, ...filesUnder('tests'), ...configFiles].map((file) => [
      file,
      readFileSync(join(repoRoot, file), 'utf8'),
    ]),
  );
  // How many files name each word: an export is used elsewhere when a file besides its own names it.
  const filesNaming = new Map<string, number>();
  for (const text of texts.values())
    for (const word of new Set(text.match(/[A-Za-z_$][\w$]*/g)))
      filesNaming.set(word, (filesNaming.get(word) ?? 0) + 1);
  const unused: string[] = [];
  for (const file of code) {
    for (const name of exportedNames(file, texts.get(file)!)) {
      if (file.startsWith('functions/') && name.startsWith('onRequest')) continue;
      if ((filesNaming.get(name) ?? 0) < 2) unused.push(`${file}: ${name}`);
    }
  }
  expect(unused).toEqual([]);
}, 30_000);
