import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { beginHydration, whenHydrated } from '@/app/hydration';
import { clientRoutes, notFoundRoute } from 'virtual:client-routes';
import { createRouteObjects } from '@/app/route-objects';
import './styles.css';

/** Lets the browser handle input and paint before the next step of starting the app. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads the page module of the current URL and runs its loader before hydrating, so the first
 * client render matches the prerendered HTML exactly (no fallback, no mismatch): the router starts
 * with that data instead of loading it again.
 */
async function prepareFirstPage(routes: RouteObject[]): Promise<Record<string, unknown>> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const loaderData: Record<string, unknown> = {};
  for (const { route } of matches) {
    if (typeof route.lazy === 'function') {
      await nextTask();
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }
    // The pages' loaders (app/route-objects.tsx) read nothing from the request.
    if (typeof route.loader === 'function' && route.id) {
      loaderData[route.id] = await (route.loader as () => Promise<unknown>)();
    }
  }
  return loaderData;
}

async function start() {
  beginHydration();
  const routes = createRouteObjects(clientRoutes, notFoundRoute);
  const loaderData = await prepareFirstPage(routes);
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: { loaderData } });
  await nextTask();
  // Hydrating in a transition lets React yield every few milliseconds instead of blocking the main
  // thread in one long task (Lighthouse mobile TBT dropped from 110-700 ms to under 100 ms). A
  // navigation's update is not a transition: the visitor is waiting for that page, which React then
  // renders in one go instead of in slices that each wait for a task of their own.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <RouterProvider router={router} useTransitions={false} />
      </StrictMode>,
    );
  });
}

void start();

// Fetching ahead serves a visitor on the way to a link: its code loads at their first move once the
// app is up, so it is never part of a page's first load (app/route-preload.ts).
void whenHydrated().then(() => {
  const activity = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'scroll'];
  const start = () => {
    for (const type of activity) removeEventListener(type, start, true);
    import('@/app/route-preload').then(
      ({ startPrefetching }) => startPrefetching(),
      () => undefined,
    );
  };
  for (const type of activity) addEventListener(type, start, { capture: true, passive: true });
});
