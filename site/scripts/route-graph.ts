/**
 * Builds the route module graph (`RouteGraph`, `lib/route-graph.ts`): for every route, the complete
 * list of JavaScript files the browser needs to show it after a navigation (its page module, the
 * view and content record its `load` imports, and everything those import statically), so the app
 * asks for all of them in one batch instead of discovering them import by import.
 */
import type { RouteGraph } from '../src/lib/route-graph.ts';

/** One chunk of Vite's client manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;

/** Every JS file a manifest chunk statically imports, itself included, as `assets/x.js`. */
export function chunkFiles(manifest: ClientManifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, seen);
  return seen;
}

export function entryKeyOf(manifest: ClientManifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.isEntry);
  if (!key) throw new Error('The client manifest has no entry chunk');
  return key;
}

/**
 * The graph from the client manifest and, per route, the modules its server render imported
 * dynamically (paths relative to the Vite root, the manifest's keys). What the entry loads before
 * the app starts is left out: it is in the browser before any navigation.
 */
export function routeGraph(
  manifest: ClientManifest,
  routeImports: ReadonlyMap<string, Iterable<string>>,
): RouteGraph {
  const entryKey = entryKeyOf(manifest);
  const loadedFirst = chunkFiles(manifest, entryKey);
  const files: string[] = [];
  const indexOf = new Map<string, number>();
  const indexes = (keys: Iterable<string>) => {
    const found = new Set<string>();
    for (const key of keys) {
      if (!manifest[key])
        throw new Error(`route-graph: ${key} was imported on the server but is not in the client build`);
      chunkFiles(manifest, key, found);
    }
    return [...found]
      .filter((file) => !loadedFirst.has(file))
      .map((file) => {
        if (!indexOf.has(file)) indexOf.set(file, files.push(`/${file}`) - 1);
        return indexOf.get(file)!;
      });
  };

  const shellImports = (manifest[entryKey]!.dynamicImports ?? []).filter(
    (key) => !key.startsWith('src/pages/'),
  );
  const graph: RouteGraph = { files, shared: indexes(shellImports), routes: {} };
  for (const [path, keys] of routeImports) graph.routes[path] = indexes(keys);
  return graph;
}
