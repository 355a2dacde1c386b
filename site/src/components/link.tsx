import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, createPath, type To } from 'react-router-dom';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Where the link leads: a path of the site, from the root (`paths`), with its query or fragment. */
  to: To;
  ref?: Ref<HTMLAnchorElement>;
};

/** A click the browser should handle itself: another button, a modifier key, another window. */
const browserHandles = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (event.currentTarget.target !== '' && event.currentTarget.target !== '_self');

/**
 * A link of the site: a plain `<a href>` that navigates inside the app on a plain click, like React
 * Router's Link (the app's navigator replaces the history entry of a link to the URL shown). It
 * reads only the router's navigator, which never changes, where React Router's Link also reads the
 * location to resolve relative paths: every link of the header and footer re-rendered on each
 * navigation (about 2 ms at 1x CPU), and this site's links are all from the root. No `data-discover`
 * either: only the framework mode's lazy route discovery reads it.
 */
export function Link({ to, ref, onClick, ...props }: LinkProps) {
  const { navigator } = useContext(NavigationContext);
  const href = typeof to === 'string' ? to : createPath(to);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (browserHandles(event)) return;
    event.preventDefault();
    navigator.push(href);
  };
  return <a {...props} ref={ref} href={href} onClick={follow} />;
}
