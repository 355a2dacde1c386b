/**
 * The route module graph the build writes beside the entry (`site/scripts/route-graph.ts`) and the
 * app reads (`app/route-preload.ts`): for every route, the JavaScript files its page needs after a
 * navigation, so they can be asked for in one batch. The page's words come as its prerendered HTML.
 */
export interface RouteGraph {
  /** Every file listed below, as a URL path (`/assets/x.js`); the lists hold indexes into it. */
  files: string[];
  /** Per route path (`*` for the not-found page): its page module and what that imports, beyond the entry. */
  routes: Record<string, number[]>;
}

/**
 * Where the graph of an entry is served: beside it, named after it. The entry's name changes
 * whenever any module of the app changes (it names every page module, which name what they
 * import...), so the graph may be cached as long as the entry.
 */
export const routeGraphUrl = (entryUrl: string) => entryUrl.replace(/\.js$/, '.routes.json');
