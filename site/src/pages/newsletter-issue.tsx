import type { ReactNode } from 'react';
import type { PageLoadContext } from '@/app/navigation';
import { Prerendered } from '@/components/prerendered';
import { useContentClicks } from '@/components/prose/use-content-clicks';
import { newsletterPageBox } from '@/content/newsletter-archive';
import { NewsletterSignup } from '@/features/newsletter/newsletter-signup';
import type { ClientRoute } from '@/types/routes';

/** The issue's words: HTML on a first visit, drawn by the view after a navigation. */
export const load = async (route: ClientRoute, { wordsAsHtml }: PageLoadContext) =>
  wordsAsHtml
    ? {}
    : { content: (await import('./views/newsletter-view')).renderNewsletterIssue(route.data?.slug ?? '') };

/** /newsletter/<address>: the web version of a sent issue, and the sign-up box. */
export default function NewsletterIssuePage({ content }: { content?: ReactNode }) {
  const onContentClick = useContentClicks();
  return (
    <>
      <Prerendered onClick={onContentClick}>{content}</Prerendered>
      <NewsletterSignup copy={newsletterPageBox} />
    </>
  );
}
