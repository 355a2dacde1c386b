import type { ReactNode } from 'react';
import type { PageLoadContext } from '@/app/navigation';
import { NewsletterSignup } from '@/features/newsletter/newsletter-signup';
import { Prerendered } from '@/components/prerendered';
import { useContentClicks } from '@/components/prose/use-content-clicks';
import { newsletterCopy } from '@/content/blog/newsletter';
import type { ClientRoute } from '@/types/routes';

/** The chips, featured article and latest articles: HTML on a first visit, drawn by the view after a navigation. */
export const load = async (_route: ClientRoute, { wordsAsHtml }: PageLoadContext) =>
  wordsAsHtml ? {} : { content: (await import('./views/blogs-view')).renderBlogIndex() };

/** /blogs: the article index, then the Stay Updated box. */
export default function BlogsPage({ content }: { content?: ReactNode }) {
  const onContentClick = useContentClicks();
  return (
    <>
      <Prerendered onClick={onContentClick}>{content}</Prerendered>
      <NewsletterSignup copy={newsletterCopy} />
    </>
  );
}
