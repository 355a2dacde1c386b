import type { ReactNode } from 'react';
import type { PageLoadContext } from '@/app/navigation';
import { NewsletterBox } from '@/features/newsletter/newsletter-box';
import type { FormNotice } from '@/components/form-notes';
import { Prerendered } from '@/components/prerendered';
import { useContentClicks } from '@/components/prose/use-content-clicks';
import { newsletterCopy as copy } from '@/content/blog/newsletter';
import { toast } from '@/lib/toast';
import { useFormSubmit } from '@/lib/use-form-submit';
import { formNoticeIds, paths } from '@shared/paths';
import { rateLimitMessages } from '@shared/schemas/messages';
import type { ClientRoute } from '@/types/routes';

/** The chips, featured article and latest articles: HTML on a first visit, drawn by the view after a navigation. */
export const load = async (_route: ClientRoute, { wordsAsHtml }: PageLoadContext) =>
  wordsAsHtml ? {} : { content: (await import('./views/blogs-view')).renderBlogIndex() };

/** The lines the no-JavaScript form comes back to (the edge API names one in the fragment). */
const fallbackNotices: FormNotice[] = (
  [
    ['done', copy.fallback.requested, 'success'],
    ['invalid', copy.fallback.invalid, 'problem'],
    ['failed', copy.fallback.failed, 'problem'],
    ['limited', rateLimitMessages.newsletter, 'problem'],
  ] as const
).map(([outcome, text, tone]) => ({ id: formNoticeIds.newsletter(outcome), text, tone }));

/**
 * /blogs: the article index, then the Stay Updated box. Signing up keeps the visitor on the page: a
 * toast says to look for the confirmation email; on a problem the typed address stays, on success the
 * field empties.
 */
export default function BlogsPage({ content }: { content?: ReactNode }) {
  const onContentClick = useContentClicks();
  // A sign-up is only a request to subscribe: the answer is the same whether the address was new,
  // pending or subscribed already. Over the hourly limit, or for an address the schema refuses, the
  // answer's sentence shows.
  const submit = useFormSubmit((result, form) => {
    if (result.ok) {
      form.reset();
      toast(copy.toasts.success);
      return;
    }
    const title = result.status === 429 ? copy.toasts.limited.title : copy.toasts.error.title;
    toast({ title, description: result.error ?? copy.errorFallback, variant: 'destructive' });
  });

  return (
    <>
      <Prerendered onClick={onContentClick}>{content}</Prerendered>
      <NewsletterBox copy={copy} action={paths.newsletterApi()} notices={fallbackNotices} submit={submit} />
    </>
  );
}
