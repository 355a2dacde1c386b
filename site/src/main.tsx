import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from '@/app/react-dom-client';
import { App, AppRouter } from '@/app/app-router';
import { createNavigation, NavigationContext } from '@/app/navigation';
import { clientRoutes, notFoundRoute } from 'virtual:client-routes';
import './styles.css';

/** Lets the browser handle input and paint before the next step of starting the app. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const navigation = createNavigation(clientRoutes, notFoundRoute);

async function start() {
  navigation.keepFirstPage();
  // The page the browser arrived on renders, on its first client render, exactly the prerendered
  // HTML (no fallback, no mismatch).
  await nextTask();
  await navigation.prepareFirstPage(window.location.pathname);
  await nextTask();
  // Hydrating in a transition lets React yield every few milliseconds instead of blocking the main
  // thread in one long task (Lighthouse mobile TBT dropped from 110-700 ms to under 100 ms). A
  // navigation's update is not a transition: the visitor is waiting for that page.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <NavigationContext value={navigation}>
          <AppRouter>
            <App />
          </AppRouter>
        </NavigationContext>
      </StrictMode>,
    );
  });
}

void start();

// Preparing pages ahead serves a visitor on the way to a link: its code loads at their first move
// once the app is up, so it is never part of a page's first load (app/navigation-network.ts).
void navigation.whenHydrated().then(() => {
  const activity = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'scroll'];
  const listen = () => {
    for (const type of activity) removeEventListener(type, listen, true);
    void navigation.network().then((network) => network?.listen());
  };
  for (const type of activity) addEventListener(type, listen, { capture: true, passive: true });
});
