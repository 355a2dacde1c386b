import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AppRouter } from '@/app/app-router';
import { beginHydration, whenHydrated } from '@/app/hydration';
import { clientRoutes, notFoundRoute } from 'virtual:client-routes';
import { App, pageToWaitFor, prepareFirstPage } from '@/app/route-objects';
import { registerRoutes } from '@/app/route-registry';
import './styles.css';

/** Lets the browser handle input and paint before the next step of starting the app. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  beginHydration();
  registerRoutes(clientRoutes, notFoundRoute);
  // The page the browser arrived on renders, on its first client render, exactly the prerendered
  // HTML (no fallback, no mismatch).
  await nextTask();
  await prepareFirstPage(window.location.pathname);
  await nextTask();
  // Hydrating in a transition lets React yield every few milliseconds instead of blocking the main
  // thread in one long task (Lighthouse mobile TBT dropped from 110-700 ms to under 100 ms). A
  // navigation's update is not a transition: the visitor is waiting for that page, which React then
  // renders in one go instead of in slices that each wait for a task of their own.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <AppRouter pageToWaitFor={pageToWaitFor}>
          <App />
        </AppRouter>
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
