import { useState, type ReactNode } from 'react';
import type { PageLoadContext } from '@/app/navigation';
import { ContactForm } from '@/features/contact/contact-form';
import { ContactThankYou } from '@/features/contact/contact-thank-you';
import { contactContent as content } from '@/content/contact';
import type { FormNotice } from '@/components/form-notes';
import { Prerendered } from '@/components/prerendered';
import { toast } from '@/lib/toast';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useClientSearchParams } from '@/lib/use-client-search-params';
import { defaultSource } from '@shared/schemas/limits';
import { formNoticeIds } from '@shared/paths';
import type { ClientRoute } from '@/types/routes';

/** The heading and next steps: HTML on a first visit, drawn by the view after a navigation. */
export const load = async (_route: ClientRoute, { wordsAsHtml }: PageLoadContext) =>
  wordsAsHtml ? {} : (await import('./views/contact-intro-view')).renderContactIntro();

/** The lines the no-JavaScript form comes back to when the edge API refused or failed it. */
const fallbackNotices: FormNotice[] = (['invalid', 'failed', 'limited'] as const).map((problem) => ({
  id: formNoticeIds.contact(problem),
  text: content.fallbackErrors[problem],
  tone: 'problem',
}));

/**
 * /sign-up: the contact form. `source` (query string) defaults to website. The no-JavaScript
 * fallback comes back here with the fragment naming its line.
 */
export default function SignUpPage({ header, steps }: { header?: ReactNode; steps?: ReactNode }) {
  const params = useClientSearchParams();
  const source = params.get('source')?.trim() || defaultSource;
  const [submitted, setSubmitted] = useState(false);
  // An address already on file is answered like a new one, so a returning visitor simply succeeds.
  // On a refusal or a failure the form stays as it is, with everything the visitor typed; a refused
  // field's sentence is the toast's text too.
  const submit = useFormSubmit((result) => {
    if (result.ok) {
      toast(content.toasts.success);
      setSubmitted(true);
      return;
    }
    const copy =
      result.status === 429
        ? content.toasts.limited
        : result.status === 400 && result.error
          ? { ...content.toasts.error, description: result.error }
          : content.toasts.error;
    toast({ ...copy, variant: 'destructive' });
  });

  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-gradient-to-b from-plum-50 via-ember-50/40 to-white"
      />
      {/* Phones: heading, form, then the details; wide screens: heading and details left, form right. */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-28 sm:px-6 sm:pt-32 lg:grid-cols-[1fr_1.05fr] lg:grid-rows-[auto_1fr] lg:gap-x-20 lg:gap-y-12 lg:px-8 lg:pt-40">
        <Prerendered>{header}</Prerendered>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {submitted ? (
            <ContactThankYou content={content.thankYou} />
          ) : (
            <ContactForm content={content.form} source={source} notices={fallbackNotices} submit={submit} />
          )}
        </div>
        <div className="mt-2 lg:mt-0">
          <Prerendered>{steps}</Prerendered>
        </div>
      </div>
    </div>
  );
}
