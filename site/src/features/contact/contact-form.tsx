import { Icon } from '@/components/icon';
import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { FieldError, FormNotices, PrivacyNote, type FormNotice } from '@/components/form-notes';
import { paths } from '@shared/paths';
import { lengthLimits } from '@shared/schemas/limits';
import type { ContactContent } from '@/types/contact';
import { cx } from '@/lib/cx';
import type { FormSubmit } from '@/lib/use-form-submit';

interface ContactFormProps {
  content: ContactContent['form'];
  /** The lead's source (from `?source=`), sent as a hidden field. */
  source: string;
  /** The lines the no-JavaScript form may come back to. */
  notices: FormNotice[];
  /** The app's send of the form's plain post (`useFormSubmit`). */
  submit: FormSubmit;
}

const inputClasses =
  'mt-2 block w-full rounded-xl border border-plum-200 bg-white px-4 py-3 text-base text-plum-950 shadow-sm transition-colors placeholder:text-plum-400 hover:border-plum-300 focus:border-plum-500 focus:ring-4 focus:ring-plum-100 focus:outline-hidden';

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  /** The sentence of the last send's refusal of this field (the input names `${id}-error`). */
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label
        htmlFor={id}
        className="flex items-baseline justify-between gap-2 text-sm font-semibold text-plum-950"
      >
        {label}
        {hint && <span className="text-xs font-medium text-plum-600">{hint}</span>}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The contact form. Prerendered as a plain POST to /api/contact (works before and without
 * JavaScript, and never puts an address in a URL); once hydrated `onSubmit` sends the same post with
 * fetch.
 * Validation is the browser's own (required, type=email); a field the edge API refuses shows its
 * sentence beside it. While sending, the submit button is disabled with `aria-disabled`: a
 * `disabled` button would drop the keyboard focus to the page.
 */
export function ContactForm({ content, source, notices, submit }: ContactFormProps) {
  const { busy } = submit;
  return (
    <form
      method="post"
      action={paths.contactApi()}
      onSubmit={submit.onSubmit}
      onFocus={submit.onFocus}
      aria-labelledby="contact-form-title"
      aria-busy={busy}
      className="relative rounded-3xl border border-plum-100 bg-white p-6 shadow-xl shadow-plum-900/5 sm:p-10"
    >
      <h2 id="contact-form-title" className="text-2xl font-extrabold tracking-tight text-plum-950">
        {content.title}
      </h2>

      <FormNotices notices={notices} dismissed={submit.sent} />

      <div className="mt-6 grid gap-5">
        <Field id="contact-name" label={content.name.label} error={submit.errorFor('name')}>
          <input
            id="contact-name"
            name="name"
            {...submit.fieldState('name', 'contact-name-error')}
            type="text"
            required
            maxLength={lengthLimits.name}
            autoComplete={content.name.autoComplete}
            placeholder={content.name.placeholder}
            className={inputClasses}
          />
        </Field>
        <Field id="contact-email" label={content.email.label} error={submit.errorFor('email')}>
          <input
            id="contact-email"
            name="email"
            {...submit.fieldState('email', 'contact-email-error')}
            type="email"
            required
            maxLength={lengthLimits.email}
            autoComplete={content.email.autoComplete}
            placeholder={content.email.placeholder}
            className={inputClasses}
          />
        </Field>
        <Field
          id="contact-message"
          label={content.message.label}
          hint={content.message.hint}
          error={submit.errorFor('message')}
        >
          <textarea
            id="contact-message"
            name="message"
            {...submit.fieldState('message', 'contact-message-error')}
            rows={5}
            maxLength={lengthLimits.message}
            placeholder={content.message.placeholder}
            className={cx(inputClasses, 'min-h-[120px] resize-y leading-relaxed')}
          />
        </Field>
      </div>

      <input type="hidden" name="source" value={source} />
      {/* Honeypot: off screen and hidden from assistive tech; people never fill it, bots do. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor="contact-company-website">{content.honeypot.label}</label>
        <input
          id="contact-company-website"
          name="company_website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>

      <Button
        type="submit"
        variant="accent"
        size="lg"
        aria-disabled={busy || undefined}
        className="mt-8 w-full"
      >
        {busy && <Icon name="loader-circle" className="size-5 animate-spin" />}
        {busy ? content.submitting : content.submit}
      </Button>

      <ul className="mt-6 grid grid-cols-3 gap-2 border-t border-plum-100 pt-6 text-center text-xs font-medium text-plum-800 sm:text-sm">
        {content.note.map((item) => (
          <li key={item} className="flex flex-col items-center gap-2">
            <span className="grid size-8 place-items-center rounded-full bg-ember-50 text-ember-700">
              <Icon name="check" className="size-4" />
            </span>
            {item}
          </li>
        ))}
      </ul>
      <PrivacyNote copy={content.privacy} className="mt-6 text-center" />
    </form>
  );
}
