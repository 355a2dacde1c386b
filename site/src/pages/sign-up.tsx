import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { ContactForm, type ContactFormValues } from '@/components/contact/contact-form';
import { ContactHeader, ContactNextSteps } from '@/components/contact/contact-intro';
import { ContactThankYou } from '@/components/contact/contact-thank-you';
import { contactContent as content } from '@/content/contact';
import type { ContactFallbackError } from '@/types/contact';
import { preloadSupabase } from '@/lib/load-supabase';
import { defaultLeadSource, submitLead } from '@/lib/submit-lead';
import { toast } from '@/lib/toast';

type FormState = 'editing' | 'submitting' | 'submitted';

function isFallbackError(value: string | null): value is ContactFallbackError {
  return value !== null && Object.hasOwn(content.fallbackErrors, value);
}

const noSubscription = () => () => {};
const prerenderedSearch = () => '';

/**
 * The query string, kept out of the first render: the prerendered HTML and hydration see none (the
 * server snapshot), then React re-renders at once with the visitor's own. This is the effect-time
 * read without a setState in an effect; `useLocation` re-renders the page on in-app navigation.
 */
function useClientSearchParams(): URLSearchParams {
  useLocation();
  const search = useSyncExternalStore(noSubscription, () => window.location.search, prerenderedSearch);
  return new URLSearchParams(search);
}

/**
 * /sign-up: the contact form. `source` defaults to website; `error` is set by the
 * no-JavaScript fallback when it sends the visitor back.
 */
export default function SignUpPage() {
  const params = useClientSearchParams();
  const source = params.get('source')?.trim() || defaultLeadSource;
  const errorParam = params.get('error');
  const [state, setState] = useState<FormState>('editing');
  const [alertDismissed, setAlertDismissed] = useState(false);
  const fallbackError = !alertDismissed && isFallbackError(errorParam) ? errorParam : undefined;
  const preloaded = useRef(false);

  const handleFieldFocus = useCallback(() => {
    if (preloaded.current) return;
    preloaded.current = true;
    preloadSupabase();
  }, []);

  async function handleSubmit(values: ContactFormValues) {
    setState('submitting');
    setAlertDismissed(true);
    const { status, message } = await submitLead(values);
    if (status === 'error' || status === 'limited' || status === 'invalid') {
      // The form stays as it is, with everything the visitor typed.
      const copy =
        status === 'invalid' && message
          ? { ...content.toasts.error, description: message }
          : content.toasts[status === 'limited' ? 'limited' : 'error'];
      toast({ ...copy, variant: 'destructive' });
      setState('editing');
      return;
    }
    toast(status === 'duplicate' ? content.toasts.duplicate : content.toasts.success);
    setState('submitted');
  }

  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-gradient-to-b from-plum-50 via-ember-50/40 to-white"
      />
      {/* Phones: heading, form, then the details; wide screens: heading and details left, form right. */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-28 sm:px-6 sm:pt-32 lg:grid-cols-[1fr_1.05fr] lg:grid-rows-[auto_1fr] lg:gap-x-20 lg:gap-y-12 lg:px-8 lg:pt-40">
        <ContactHeader content={content} />
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {state === 'submitted' ? (
            <ContactThankYou content={content.thankYou} />
          ) : (
            <ContactForm
              content={content.form}
              source={source}
              alert={fallbackError ? content.fallbackErrors[fallbackError] : undefined}
              busy={state === 'submitting'}
              onSubmit={(values) => void handleSubmit(values)}
              onFieldFocus={handleFieldFocus}
            />
          )}
        </div>
        <div className="mt-2 lg:mt-0">
          <ContactNextSteps content={content} />
        </div>
      </div>
    </div>
  );
}
