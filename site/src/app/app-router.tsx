/**
 * The app in the browser's history. `AppRouter` is React Router's low-level `Router` fed by the
 * browser's history (links, `useLocation` and `useNavigate` work as usual), with one addition: a
 * navigation to another page starts once that page is prepared (`Navigation.pageToWaitFor`), in the
 * same task as the click when it was prepared ahead, so the new page renders at once and there is
 * no loading state; meanwhile the current page stays, and only the latest navigation asked for goes
 * ahead. `App` renders the shell around the page of the current path: the route table's paths are
 * exact, so a lookup by path is all the matching there is.
 */
import { use, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  createPath,
  useLocation,
  type Navigator,
  type To,
} from 'react-router-dom';
import { PrerenderedSource } from '@/components/prerendered';
import type { ClientRoute } from '@/types/routes';
import { useNavigation, type Navigation, type PreparedPage } from './navigation';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error';

type History = ReturnType<typeof createBrowserHistory>;

/** Where `to` leads, resolved against the URL shown. */
const urlOf = (to: To) => new URL(typeof to === 'string' ? to : createPath(to), window.location.href);

/**
 * What links and `useNavigate` call. Before a navigation to another page, a focused element of the
 * page that is going (the clicked link) is blurred: removing a focused element made the browser
 * restyle the document in the middle of the commit. A link to the URL already shown replaces its
 * history entry rather than adding the same one.
 */
function preparedNavigator(history: History, navigation: Navigation): Navigator {
  let latest = 0;
  const whenPrepared = (to: To, go: () => void) => {
    const ticket = ++latest;
    const path = urlOf(to).pathname;
    const otherPage = path !== window.location.pathname;
    const start = () => {
      const active = document.activeElement;
      if (otherPage && active instanceof HTMLElement && active.closest('main')) active.blur();
      go();
    };
    const page = otherPage ? navigation.pageToWaitFor(path) : undefined;
    if (!page) return start();
    const goIfLatest = () => ticket === latest && start();
    page.then(goIfLatest, goIfLatest);
  };
  return {
    createHref: history.createHref,
    encodeLocation: history.encodeLocation,
    go: (delta) => {
      latest++;
      history.go(delta);
    },
    push: (to, state) =>
      whenPrepared(to, () =>
        urlOf(to).href === window.location.href ? history.replace(to, state) : history.push(to, state),
      ),
    replace: (to, state) => whenPrepared(to, () => history.replace(to, state)),
  };
}

/** Not a transition: the visitor waits for the new page, which React renders in one go. */
export function AppRouter({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [navigator] = useState(() => preparedNavigator(history, navigation));
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => history.listen(({ action, location }) => setState({ action, location })), [history]);
  return (
    <Router
      location={state.location}
      navigationType={state.action}
      navigator={navigator}
      useTransitions={false}
    >
      {children}
    </Router>
  );
}

/**
 * A page, rendered as soon as it is prepared: the page the browser arrived on was prepared before
 * hydrating, and a navigation waits for its page (above); only Back or Forward to a page not
 * prepared yet suspends. After a navigation, its `Prerendered` parts take their content from the
 * page's HTML, as copies made ahead of the click.
 */
function RoutePage({ entry }: { entry: ClientRoute }) {
  const navigation = useNavigation();
  const [page] = useState(() => navigation.pageFor(entry));
  const ready = use(page as Promise<PreparedPage>);
  const source = useMemo(() => navigation.slotsOf(ready), [navigation, ready]);
  const { Page, props } = ready;
  return (
    <PrerenderedSource value={source}>
      <Page {...props} />
    </PrerenderedSource>
  );
}

/** The page of the current path, or the not-found page; a failing page shows the error screen. */
function CurrentPage() {
  const { pathname } = useLocation();
  const entry = useNavigation().entryFor(pathname);
  return (
    <RouteErrorBoundary key={entry.path === '*' ? pathname : entry.path}>
      <RoutePage entry={entry} />
    </RouteErrorBoundary>
  );
}

/** The whole app: the shell with the current page, the error screen if the shell fails. */
export function App() {
  return (
    <RouteErrorBoundary>
      <RootLayout>
        <CurrentPage />
      </RootLayout>
    </RouteErrorBoundary>
  );
}
