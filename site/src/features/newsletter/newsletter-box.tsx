import { Button } from '@/components/button';
import { FieldError, FormNotices, PrivacyNote, type FormNotice } from '@/components/form-notes';
import { Icon } from '@/components/icon';
import type { FormSubmit } from '@/lib/use-form-submit';
import type { NewsletterCopy } from '@/types/long-form';

interface NewsletterBoxProps {
  copy: NewsletterCopy;
  /** Where the form posts without JavaScript. */
  action: string;
  /** The lines the no-JavaScript form may come back to. */
  notices: FormNotice[];
  /** The app's send of the form's plain post (`useFormSubmit`). */
  submit: FormSubmit;
}

/**
 * Stay Updated: an email field and Subscribe. Prerendered as a plain POST to the edge API (works
 * without JavaScript, never puts the address in a URL); once hydrated `onSubmit` sends the same post
 * with fetch.
 * The browser checks the address's form (type email); an empty or malformed one gets the schema's
 * sentence from the server call or, without JavaScript, from the edge API.
 */
export function NewsletterBox({ copy, action, notices, submit }: NewsletterBoxProps) {
  const { busy } = submit;
  return (
    <section aria-labelledby="newsletter-title" className="mx-auto mt-20 max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="grid gap-8 rounded-3xl border border-plum-100 bg-plum-50/70 p-6 sm:p-10 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div>
          <span className="grid size-12 place-items-center rounded-2xl bg-signature text-white">
            <Icon name="mail" className="size-6" />
          </span>
          <h2
            id="newsletter-title"
            className="mt-4 text-2xl font-extrabold tracking-tight text-plum-950 sm:text-3xl"
          >
            {copy.title}
          </h2>
          <p className="mt-3 leading-relaxed text-plum-800">{copy.text}</p>
        </div>
        <form
          method="post"
          action={action}
          onSubmit={submit.onSubmit}
          onFocus={submit.onFocus}
          aria-busy={busy}
          className="relative"
        >
          <label htmlFor="newsletter-email" className="text-sm font-semibold text-plum-950">
            {copy.emailLabel}
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              id="newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
              {...submit.fieldState('email', 'newsletter-email-error')}
              placeholder={copy.placeholder}
              className="block h-12 w-full rounded-full border border-plum-200 bg-white px-5 text-base text-plum-950 shadow-sm placeholder:text-plum-400 focus:border-plum-500 focus:ring-4 focus:ring-plum-100 focus:outline-hidden"
            />
            <Button type="submit" variant="accent" size="lg" aria-disabled={busy || undefined}>
              {busy && <Icon name="loader-circle" className="size-5 animate-spin" />}
              {busy ? copy.submitting : copy.submit}
            </Button>
          </div>
          <FieldError id="newsletter-email-error" message={submit.errorFor('email')} />
          <input type="hidden" name="source" value={copy.source} />
          {/* Honeypot: off screen and hidden from assistive tech; people never fill it, bots do. */}
          <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
            <label htmlFor="newsletter-company-website">{copy.honeypotLabel}</label>
            <input
              id="newsletter-company-website"
              name="company_website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <FormNotices notices={notices} dismissed={submit.sent} />
          <PrivacyNote copy={copy.privacy} className="mt-3" />
        </form>
      </div>
    </section>
  );
}
