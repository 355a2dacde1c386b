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
 * Takes the focus off an element of the page that is going, before React removes it. Removing the
 * focused element makes the browser drop the focus and restyle the document in the middle of the
 * commit, with the new page half inserted (3-4 ms at 1x CPU, 15 at 4x); blurring it first costs a
 * restyle of that one element. The focus then moves to the new page's heading (`ScrollToTop`), as it
 * did before.
 */
function leavePage() {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active.closest('main')) active.blur();
}

/**
 * What links and `useNavigate` call: the browser's history, where a navigation to another page
 * starts once that page is prepared: in the same task as the click when it was prepared ahead (on
 * intent), else when it is, meanwhile the current page stays. Within the page (its query or
 * fragment) it starts at once. Only the latest navigation asked for goes ahead. Links inside
 * prerendered HTML (`useContentClicks`) and the site's `Link` both come here.
 */
/** Where `to` leads, resolved against the URL shown. */
const urlOf = (to: To) => new URL(typeof to === 'string' ? to : createPath(to), window.location.href);

function preparedNavigator(history: History, pageToWaitFor: PageToWaitFor): Navigator {
  let latest = 0;
  const whenPrepared = (to: To, go: () => void) => {
    const ticket = ++latest;
    const path = urlOf(to).pathname;
    const otherPage = path !== window.location.pathname;
    const start = () => {
      if (otherPage) leavePage();
      go();
    };
    const page = otherPage ? pageToWaitFor(path) : undefined;
    if (!page) return start();
    const goIfLatest = () => {
      if (ticket === latest) start();
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
    // A link to the URL already shown replaces its history entry rather than adding the same one.
    push: (to, state) =>
      whenPrepared(to, () => {
        if (urlOf(to).href === window.location.href) history.replace(to, state);
        else history.push(to, state);
      }),
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
