/**
 * Lets the prerender see which modules a route loads on demand. In the server build only, every
 * dynamic `import()` in the site's own code (the route table's page modules, a page's view, a view's
 * content record, expanded `import.meta.glob` entries included) first adds the imported module's
 * path to `globalThis[routeImportsKey]` when the prerender has put a set there. A page's `load` runs
 * on the server exactly as after a navigation in the browser, so the set a route's render leaves
 * behind names the modules the browser needs for that route (`route-graph.ts` adds their imports).
 */
import { relative } from 'node:path';
import { parseAst, type Plugin } from 'vite';

/** The global the prerender sets to a `Set<string>` of module paths (relative to the Vite root). */
export const routeImportsKey = '__emberwiseRouteImports';

interface ImportExpressionNode {
  type: 'ImportExpression';
  start: number;
  end: number;
  source: { type: string; value?: unknown };
}

/** Every `import('literal')` of a module's code, found in its syntax tree (never in strings or comments). */
function dynamicImports(code: string): ImportExpressionNode[] {
  const found: ImportExpressionNode[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const candidate = node as Partial<ImportExpressionNode>;
    if (
      candidate.type === 'ImportExpression' &&
      candidate.source?.type === 'Literal' &&
      typeof candidate.source.value === 'string'
    )
      found.push(candidate as ImportExpressionNode);
    for (const [key, value] of Object.entries(node)) if (key !== 'source') visit(value);
  };
  visit(parseAst(code, { lang: 'js' }));
  return found;
}

export function recordRouteImports({ root, source }: { root: string; source: string }): Plugin {
  return {
    name: 'emberwise:record-route-imports',
    apply: 'build',
    // After the other transforms: JSX is compiled and `import.meta.glob` expanded into `import()`s.
    enforce: 'post',
    async transform(code, id) {
      if (this.environment.config.consumer !== 'server') return undefined;
      if (!id.startsWith(source) || !/\.[jt]sx?$/.test(id) || !code.includes('import(')) return undefined;
      const found = dynamicImports(code);
      if (!found.length) return undefined;
      let result = code;
      for (const node of found.sort((a, b) => b.start - a.start)) {
        const resolved = await this.resolve(node.source.value as string, id);
        if (!resolved || resolved.external) continue;
        const key = relative(root, resolved.id.split('?')[0]!);
        result =
          result.slice(0, node.start) +
          `(globalThis.${routeImportsKey}?.add(${JSON.stringify(key)}), ${code.slice(node.start, node.end)})` +
          result.slice(node.end);
      }
      return { code: result, map: null };
    },
  };
}
