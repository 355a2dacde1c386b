import type { ReactNode } from 'react';
import { Prerendered } from '@/components/prerendered';
import { useContentClicks } from '@/components/prose/use-content-clicks';
import type { ClientRoute } from '@/types/routes';
import type { PageLoadContext } from './navigation';

/**
 * The `load` of a page whose content is prerendered HTML: nothing while the browser hydrates that
 * HTML, and `render`'s content (a lazily imported view) after a navigation inside the site. Pages
 * with interactive parts of their own (the careers pages) export it as their `load`.
 */
export function loadContent(render: (route: ClientRoute) => Promise<ReactNode>) {
  return async (route: ClientRoute, { wordsAsHtml }: PageLoadContext) =>
    wordsAsHtml ? {} : { content: await render(route) };
}

/**
 * A page with nothing interactive in it but links: on a first visit it stays the prerendered HTML
 * and loads nothing; after a navigation inside the site, `render` (a lazily imported view) draws it.
 * One click handler makes its internal links navigate in the app. Use it as
 * `const page = staticPage(render); export const load = page.load; export default page.Page;`.
 */
export function staticPage(render: (route: ClientRoute) => Promise<ReactNode>) {
  return {
    load: loadContent(render),
    Page: function StaticPage({ content }: { content?: ReactNode }) {
      const onContentClick = useContentClicks();
      return <Prerendered onClick={onContentClick}>{content}</Prerendered>;
    },
  };
}
