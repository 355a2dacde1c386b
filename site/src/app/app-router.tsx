import { useLayoutEffect, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  createPath,
  type Navigator,
  type To,
} from 'react-router-dom';

/** What a navigation to another page waits for: that page's preparation while it is under way. */
export type PageToWaitFor = (path: string) => Promise<unknown> | undefined;

type History = ReturnType<typeof createBrowserHistory>;

/**
 * What links and `useNavigate` call: the browser's history, where a navigation to another page
 * starts once that page is prepared: in the same task as the click when it was prepared ahead (on
 * intent), else when it is, meanwhile the current page stays. Within the page (its query or
 * fragment) it starts at once. Only the latest navigation asked for goes ahead.
 */
function preparedNavigator(history: History, pageToWaitFor: PageToWaitFor): Navigator {
  let latest = 0;
  const whenPrepared = (to: To, go: () => void) => {
    const ticket = ++latest;
    const path = new URL(typeof to === 'string' ? to : createPath(to), window.location.href).pathname;
    const page = path === window.location.pathname ? undefined : pageToWaitFor(path);
    if (!page) return go();
    const goIfLatest = () => {
      if (ticket === latest) go();
    };
    page.then(goIfLatest, goIfLatest);
  };
  return {
    createHref: history.createHref,
    encodeLocation: history.encodeLocation,
    go: (delta) => {
      latest++;
      history.go(delta);
    },
    push: (to, state) => whenPrepared(to, () => history.push(to, state)),
    replace: (to, state) => whenPrepared(to, () => history.replace(to, state)),
  };
}

/**
 * The browser's router: the location in React state, set from the history's listener. Links,
 * `useLocation` and `useNavigate` work as with React Router's BrowserRouter; what the app adds is
 * that a navigation waits for its page (`pageToWaitFor`, above). Back and Forward (history's own moves) render the
 * page at once: one not prepared yet suspends until it is. Not a transition: the visitor is waiting
 * for that page, which React then renders in one go instead of in slices that each wait for a task.
 */
export function AppRouter({
  pageToWaitFor,
  children,
}: {
  pageToWaitFor: PageToWaitFor;
  children: ReactNode;
}) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [navigator] = useState(() => preparedNavigator(history, pageToWaitFor));
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
