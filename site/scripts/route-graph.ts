/**
 * Builds the route module graph (`RouteGraph`, `lib/route-graph.ts`): for every route, the JavaScript
 * files the browser needs to show it after a navigation, its page module with everything that
 * imports statically, so the app asks for all of them in one batch instead of discovering them
 * import by import. (The page's words and head come as its prerendered HTML, not as modules.)
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

/** The manifest key of a page module (`RouteEntry.page`). */
export const pageModuleKey = (page: string) => `src/pages/${page}.tsx`;

/**
 * The files a page needs beyond what the entry loaded before the app started: its page module and
 * what that imports, as URL paths.
 */
export function pageFiles(manifest: ClientManifest, page: string): string[] {
  if (!manifest[pageModuleKey(page)]) throw new Error(`route-graph: no page module ${pageModuleKey(page)}`);
  const loadedFirst = chunkFiles(manifest, entryKeyOf(manifest));
  return [...chunkFiles(manifest, pageModuleKey(page))]
    .filter((file) => !loadedFirst.has(file))
    .map((file) => `/${file}`);
}

/** The graph of every route, from the client manifest and each route's page (`RouteEntry.page`). */
export function routeGraph(
  manifest: ClientManifest,
  routes: readonly { path: string; page: string }[],
): RouteGraph {
  const graph: RouteGraph = { files: [], routes: {} };
  const indexOf = new Map<string, number>();
  for (const { path, page } of routes)
    graph.routes[path] = pageFiles(manifest, page).map((file) => {
      if (!indexOf.has(file)) indexOf.set(file, graph.files.push(file) - 1);
      return indexOf.get(file)!;
    });
  return graph;
}
