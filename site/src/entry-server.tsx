import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createRouteObjects, prepareFirstPage } from '@/app/route-objects';
import { notFoundEntry, routeTable } from '@/routes';

export { notFoundEntry, routeRedirects, routeTable } from '@/routes';
export { siteConfig, absoluteUrl, pageTitle } from '@/lib/site-config';

/** Renders one URL of the site to HTML for the prerender. */
export async function render(url: string, origin = 'http://localhost') {
  const handler = createStaticHandler(createRouteObjects(routeTable, notFoundEntry));
  await prepareFirstPage(new URL(url, origin).pathname);
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) throw new Error(`Route ${url} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return { html, statusCode: context.statusCode };
}

export { headFor, renderHead } from '@/lib/head';
export { socialCardFor } from '@/lib/social-card';
export { HEADER_SCROLL_THRESHOLD_PX } from '@/app/use-scrolled';
export { blogPosts } from '@/content/blog';
export { projects } from '@/content/projects';
export { positions } from '@/content/careers/positions';
export { blogsPageCopy } from '@/content/long-form';
export { paths } from '@shared/paths';
