import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App, prepareFirstPage } from '@/app/route-objects';
import { registerRoutes } from '@/app/route-registry';
import { notFoundEntry, routeTable } from '@/routes';

export { notFoundEntry, routeRedirects, routeTable } from '@/routes';
export { siteConfig, absoluteUrl, pageTitle } from '@/lib/site-config';

/** Renders one URL of the site to HTML for the prerender. */
export async function render(url: string, origin = 'http://localhost') {
  registerRoutes(routeTable, notFoundEntry);
  const location = new URL(url, origin);
  await prepareFirstPage(location.pathname);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={`${location.pathname}${location.search}`}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return { html };
}

export { headFor, renderHead } from '@/lib/head';
export { socialCardFor } from '@/lib/social-card';
export { HEADER_SCROLL_THRESHOLD_PX } from '@/app/use-scrolled';
export { blogPosts } from '@/content/blog';
export { projects } from '@/content/projects';
export { positions } from '@/content/careers/positions';
export { blogsPageCopy } from '@/content/long-form';
export { paths } from '@shared/paths';
