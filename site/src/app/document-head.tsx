import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { absoluteUrl, pageTitle } from '@/site-config';
import { useRouteEntry } from './use-route-entry';

function setMeta(selector: string, value: string) {
  document.head.querySelector(selector)?.setAttribute('content', value);
}

/**
 * Keeps <title>, description, canonical and Open Graph tags right after client-side navigation.
 * The prerender writes the same values into each page's HTML for first load and crawlers.
 */
export function DocumentHead() {
  const entry = useRouteEntry();
  const { pathname } = useLocation();
  useEffect(() => {
    const title = pageTitle(entry.title);
    const url = absoluteUrl(entry.path === '*' ? pathname : entry.path);
    document.title = title;
    setMeta('meta[name="description"]', entry.description);
    setMeta('meta[property="og:title"]', title);
    setMeta('meta[property="og:description"]', entry.description);
    setMeta('meta[property="og:url"]', url);
    setMeta('meta[name="twitter:title"]', title);
    setMeta('meta[name="twitter:description"]', entry.description);
    document.head.querySelector('link[rel="canonical"]')?.setAttribute('href', url);
  }, [entry, pathname]);
  return null;
}
