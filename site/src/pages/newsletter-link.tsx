import { newsletterLinkCopy } from '@/content/newsletter-links';
import { NewsletterLinkForm } from '@/features/newsletter/newsletter-link-form';
import type { ClientRoute } from '@/types/routes';

/** Which link this page answers: the route table's `data.action`. */
export const load = async (route: ClientRoute) => ({ action: route.data?.action });

/** /newsletter/confirm and /newsletter/unsubscribe: one button each, readable without JavaScript. */
export default function NewsletterLinkPage({ action }: { action?: string }) {
  const kind = action === 'unsubscribe' ? 'unsubscribe' : 'confirm';
  return <NewsletterLinkForm key={kind} copy={newsletterLinkCopy[kind]} />;
}
