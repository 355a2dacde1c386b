import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { notFoundEntry, routeTable } from '@/routes';
import type { RouteEntry } from '@/types/routes';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

interface PageModule {
  default: ComponentType;
}

const pageModules = import.meta.glob<PageModule>('../pages/*.tsx');

function loadPage(entry: RouteEntry) {
  const load = pageModules[`../pages/${entry.page}.tsx`];
  if (!load) throw new Error(`No page component "${entry.page}" for route ${entry.path}`);
  return async () => ({ Component: (await load()).default });
}

/** Router routes built from the route table: one layout, one lazily loaded page per entry. */
export function createRouteObjects(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          id: 'page',
          errorElement: <RouteError />,
          children: [...routeTable, notFoundEntry].map((entry) => ({
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
