import { useMemo, type ComponentType } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { PrerenderedSource, prerenderedSlots } from '@/components/prerendered';
import type { ClientRoute } from '@/types/routes';
import { isHydrating } from './hydration';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** What a page needs before it can render: loaded with its module, before the route renders. */
export interface PageLoadContext {
  /**
   * True when the page's long-form content comes as HTML, so `load` returns none: while the browser
   * hydrates the page it arrived on, and after a navigation that brought the new page's
   * prerendered HTML (its `Prerendered` parts take theirs from it).
   */
  hydrating: boolean;
}

/**
 * A file in `pages/`: a component and, for pages fed by a content record, `load` that fetches the
 * record the route table entry names (so each page's content travels in its own chunk).
 */
export interface PageModule {
  default: ComponentType<Record<string, unknown>>;
  load?: (route: ClientRoute, context: PageLoadContext) => Promise<Record<string, unknown>>;
}

const pageModules = import.meta.glob<PageModule>('../pages/*.tsx');

/**
 * Asks for the route's whole module graph in one batch (`route-preload.ts`) before its page module
 * is imported. Not on the server, and not for the page the browser arrived on: the bootstrap has
 * loaded that one's modules already.
 */
async function preloadGraph(path: string) {
  if (import.meta.env.SSR || isHydrating()) return;
  await import('./route-preload').then(
    (module) => module.preloadRoute(path),
    () => undefined,
  );
}

/** Where a loader puts the HTML of the page's slots, beside the page's own props. */
const slotsKey = Symbol('slots');

/**
 * After a navigation, the page's props from `load` with its content left as HTML, and that HTML:
 * the slots of the page's prerendered HTML (`page-html.ts`, fetched ahead on intent). Without it
 * (the fetch failed), `load` renders the content from the page's view instead.
 */
async function loadAfterNavigation(entry: ClientRoute, load: NonNullable<PageModule['load']>, path: string) {
  const page = await import('./page-html').then(
    (module) => module.pageHtml(path),
    () => undefined,
  );
  if (!page) return load(entry, { hydrating: false });
  return { ...(await load(entry, { hydrating: true })), [slotsKey]: page.slots };
}

/**
 * The route's page module, loaded on first use. A page with `load` gets a loader: it runs on every
 * navigation to the page (and once for the page the browser arrived on, before hydrating, see
 * main.tsx), and the page component receives what it returned as props.
 */
function loadPage(entry: ClientRoute) {
  const importPage = pageModules[`../pages/${entry.page}.tsx`];
  if (!importPage) throw new Error(`No page component "${entry.page}" for route ${entry.path}`);
  return async () => {
    await preloadGraph(entry.path);
    const page = await importPage();
    const Page = page.default;
    const load = page.load;
    if (!load) return { Component: Page };
    return {
      loader: (args?: LoaderFunctionArgs) =>
        import.meta.env.SSR || isHydrating() || !args
          ? load(entry, { hydrating: isHydrating() })
          : loadAfterNavigation(entry, load, new URL(args.request.url).pathname),
      Component: function PageWithData() {
        const { [slotsKey]: slots, ...props } = useLoaderData() as Record<string | symbol, unknown>;
        const source = useMemo(() => (slots ? prerenderedSlots(slots as string[]) : undefined), [slots]);
        return (
          <PrerenderedSource value={source}>
            <Page {...props} />
          </PrerenderedSource>
        );
      },
    };
  };
}

/**
 * Router routes built from the route table (the full table on the server, its client list in the
 * browser): one layout, one lazily loaded page per entry, the not-found page for everything else.
 */
export function createRouteObjects(routes: readonly ClientRoute[], notFound: ClientRoute): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          id: 'page',
          errorElement: <RouteError />,
          children: [...routes, notFound].map((entry) => ({
            id: entry.path,
            path: entry.path,
            handle: entry,
            lazy: loadPage(entry),
          })),
        },
      ],
    },
  ];
}
