import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/app/app-router';
import { createNavigation, NavigationContext } from '@/app/navigation';
import { notFoundEntry, routeTable } from '@/routes';

export { notFoundEntry, routeRedirects, routeTable } from '@/routes';
export { siteConfig, absoluteUrl, pageTitle } from '@/lib/site-config';

/** Renders one URL of the site to HTML for the prerender. */
export async function render(url: string, origin = 'http://localhost') {
  const navigation = createNavigation(routeTable, notFoundEntry);
  const location = new URL(url, origin);
  await navigation.prepareFirstPage(location.pathname);
  const html = renderToString(
    <StrictMode>
      <NavigationContext value={navigation}>
        <StaticRouter location={`${location.pathname}${location.search}`}>
          <App />
        </StaticRouter>
      </NavigationContext>
    </StrictMode>,
  );
  return { html };
}

export { headFor, renderHead } from '@/lib/head';
export { socialCardFor } from '@/lib/social-card';
export { HEADER_SCROLL_THRESHOLD_PX } from '@/app/use-scrolled';
export { blogIndex, blogPosts, categoryCounts } from '@/content/blog';
export { contentReport } from '@/content/report';
export { dueIssues, readableIssues, sentIssues } from '@/content/newsletter-issues';
export { newsletterArchiveCopy } from '@/content/newsletter-archive';
export { projects } from '@/content/projects';
export { positions } from '@/content/careers/positions';
export { blogsPageCopy } from '@/content/long-form';
export { paths } from '@shared/paths';
