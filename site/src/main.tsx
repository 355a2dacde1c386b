import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  RouterProvider,
  createBrowserRouter,
  createPath,
  type RouterNavigateOptions,
  type To,
} from 'react-router-dom';
import { beginHydration, whenHydrated } from '@/app/hydration';
import { clientRoutes, notFoundRoute } from 'virtual:client-routes';
import { createRouteObjects, isSettled, prepareFirstPage, preparePath } from '@/app/route-objects';
import './styles.css';

/** Lets the browser handle input and paint before the next step of starting the app. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * A navigation to another page starts once that page is prepared (app/route-objects.tsx): in the
 * same task as the click when it was prepared ahead (on intent), else when its modules, props and
 * HTML are in, meanwhile the current page stays. Only the last navigation asked for goes ahead.
 * Within the page (its query or fragment) and through history, it starts at once.
 */
function navigateWhenPrepared(router: Router) {
  const navigate = router.navigate.bind(router);
  let latest = 0;
  router.navigate = ((to: To | number | null, options?: RouterNavigateOptions) => {
    const ticket = ++latest;
    if (typeof to === 'number') return navigate(to);
    if (to === null) return navigate(to, options);
    const path = new URL(typeof to === 'string' ? to : createPath(to), window.location.href).pathname;
    const page = path === window.location.pathname ? undefined : preparePath(path, { retry: true });
    if (!page || isSettled(page)) return navigate(to, options);
    return page.then(
      () => (ticket === latest ? navigate(to, options) : undefined),
      () => (ticket === latest ? navigate(to, options) : undefined),
    );
  }) as Router['navigate'];
}

async function start() {
  beginHydration();
  const routes = createRouteObjects(clientRoutes, notFoundRoute);
  // The page the browser arrived on renders, on its first client render, exactly the prerendered
  // HTML (no fallback, no mismatch).
  await nextTask();
  await prepareFirstPage(window.location.pathname);
  await nextTask();
  const router = createBrowserRouter(routes);
  navigateWhenPrepared(router);
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
