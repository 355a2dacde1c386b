import type { FormNotice } from '@/components/form-notes';
import { toast } from '@/lib/toast';
import { useFormSubmit } from '@/lib/use-form-submit';
import { formNoticeIds, paths } from '@shared/paths';
import { rateLimitMessages } from '@shared/schemas/messages';
import type { NewsletterCopy } from '@/types/long-form';
import { NewsletterBox } from './newsletter-box';

/** The lines the no-JavaScript form comes back to (the edge API names one in the fragment). */
function fallbackNotices(copy: NewsletterCopy): FormNotice[] {
  return (
    [
      ['done', copy.fallback.requested, 'success'],
      ['invalid', copy.fallback.invalid, 'problem'],
      ['failed', copy.fallback.failed, 'problem'],
      ['limited', rateLimitMessages.newsletter, 'problem'],
    ] as const
  ).map(([outcome, text, tone]) => ({ id: formNoticeIds.newsletter(outcome), text, tone }));
}

/**
 * The newsletter's sign-up box, wired: signing up keeps the visitor on the page, and a toast says to
 * look for the confirmation email; on a problem the typed address stays, on success the field
 * empties. A sign-up is only a request to subscribe: the answer is the same whether the address was
 * new, pending or subscribed already. Over the hourly limit, or for an address the schema refuses,
 * the answer's sentence shows. Without JavaScript the edge API sends the visitor back to this page.
 */
export function NewsletterSignup({ copy }: { copy: NewsletterCopy }) {
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
    <NewsletterBox
      copy={copy}
      action={paths.newsletterApi()}
      notices={fallbackNotices(copy)}
      submit={submit}
    />
  );
}
