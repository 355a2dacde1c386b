import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { PageLoadContext } from '@/app/navigation';
import { NewsletterBox } from '@/features/newsletter/newsletter-box';
import type { FormNotice } from '@/components/form-notes';
import { Prerendered } from '@/components/prerendered';
import { useContentClicks } from '@/components/prose/use-content-clicks';
import { newsletterCopy as copy } from '@/content/blog/newsletter';
import { toast } from '@/lib/toast';
import { formNoticeIds, paths } from '@shared/paths';
import { rateLimitMessages } from '@shared/schemas/messages';
import type { ClientRoute } from '@/types/routes';

/** The chips, featured article and latest articles: HTML on a first visit, drawn by the view after a navigation. */
export const load = async (_route: ClientRoute, { wordsAsHtml }: PageLoadContext) =>
  wordsAsHtml ? {} : { content: (await import('./views/blogs-view')).renderBlogIndex() };

/** The code that sends the sign-up: loaded when the visitor reaches the field, not with the page. */
const loadSubscribe = () => import('@/features/newsletter/subscribe-newsletter');

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
  const [busy, setBusy] = useState(false);
  const [noticeDismissed, setNoticeDismissed] = useState(false);
  const preloaded = useRef(false);

  const handleFieldFocus = useCallback(() => {
    if (preloaded.current) return;
    preloaded.current = true;
    void loadSubscribe();
  }, []);

  async function handleSubmit(form: HTMLFormElement) {
    setBusy(true);
    setNoticeDismissed(true);
    const { subscribeNewsletter } = await loadSubscribe();
    const result = await subscribeNewsletter(form);
    setBusy(false);
    if (result.status === 'requested') {
      form.reset();
      toast(copy.toasts.success);
      return;
    }
    const title = result.status === 'limited' ? copy.toasts.limited.title : copy.toasts.error.title;
    toast({ title, description: result.message ?? copy.errorFallback, variant: 'destructive' });
  }

  return (
    <>
      <Prerendered onClick={onContentClick}>{content}</Prerendered>
      <NewsletterBox
        copy={copy}
        action={paths.newsletterApi()}
        busy={busy}
        notices={fallbackNotices}
        noticesDismissed={noticeDismissed}
        onSubmit={(form) => void handleSubmit(form)}
        onFieldFocus={handleFieldFocus}
      />
    </>
  );
}
