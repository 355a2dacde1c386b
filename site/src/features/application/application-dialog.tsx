import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { FieldError, PrivacyNote } from '@/components/form-notes';
import { Icon } from '@/components/icon';
import { cn } from '@/lib/cn';
import { paths } from '@shared/paths';
import { useToastHost } from '@/lib/toast';
import type { FormSubmit } from '@/lib/use-form-submit';
import type { ApplicationDialogCopy } from '@/types/careers';

interface ApplicationDialogProps {
  copy: ApplicationDialogCopy;
  /** The position applied for (ignored for a general application). */
  position: string;
  isGeneral: boolean;
  /** One per opening, sent with every try: a retried submission is stored once. */
  idempotencyKey: string;
  /** The app's send of the form's post (`useFormSubmit`). */
  submit: FormSubmit;
  onClose: () => void;
}

const fieldOrder = [
  ['first_name', 'firstName', 'text', 'given-name'],
  ['last_name', 'lastName', 'text', 'family-name'],
  ['email', 'email', 'email', 'email'],
  ['phone', 'phone', 'tel', 'tel'],
  ['linkedin_url', 'linkedin', 'url', 'url'],
  ['portfolio_url', 'portfolio', 'url', 'url'],
  ['experience_years', 'experience', 'number', 'off'],
  ['job_title', 'jobTitle', 'text', 'organization-title'],
  ['company_name', 'company', 'text', 'organization'],
  ['salary_expectation', 'salary', 'text', 'off'],
  ['availability', 'availability', 'text', 'off'],
] as const;

const required = new Set(['first_name', 'last_name', 'email']);

const inputClasses =
  'mt-1.5 block w-full rounded-xl border border-plum-200 bg-white px-3.5 py-2.5 text-base text-plum-950 shadow-sm placeholder:text-plum-400 hover:border-plum-300 focus:border-plum-500 focus:ring-4 focus:ring-plum-100 focus:outline-hidden';

/**
 * The job application dialog: a native modal `<dialog>` (the page behind is inert and does not
 * scroll), focus kept inside and returned to the opener on close, Escape closes. Its form is a real
 * post to the edge API; the app sends that same post with fetch. Validation is the
 * browser's own (required, email, url, a number from 0 to 50); the cover letter is required only for a
 * general application. Required fields carry a mark the intro explains, and `aria-required`. While
 * submitting, the buttons are disabled and a spinner shows; the submit button is disabled with
 * `aria-disabled`, so the focus stays on it instead of falling out of the dialog. Toasts render inside
 * the dialog while it is open (the rest of the page is inert), as its last block, so a failure is read
 * out, in reach of the keyboard, takes the focus and covers no field; Escape there closes the toast,
 * not the dialog. A field the edge API refused shows the sentence beside it and gets the focus back
 * when the toast closes.
 */
export function ApplicationDialog({
  copy,
  position,
  isGeneral,
  idempotencyKey,
  submit,
  onClose,
}: ApplicationDialogProps) {
  const { busy } = submit;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fieldId = useId();
  useToastHost(dialogRef);

  // Open as a modal on mount; on unmount close it and give focus back to whatever opened it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    // The page behind stays where it is while the dialog is open (styles.css).
    document.documentElement.toggleAttribute('data-modal-open', true);
    return () => {
      document.documentElement.removeAttribute('data-modal-open');
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  // Escape (the dialog's cancel event) closes unless a submission is running.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (!busy) onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [busy, onClose]);

  // Tab wraps around inside the dialog. A DOM listener, not React's: the toast rendered into the
  // dialog belongs to the Toaster's React tree, and its key events reach the dialog only in the DOM.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const keepFocusInside = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [
        ...dialog.querySelectorAll<HTMLElement>(
          'input:not([type=hidden]):not([tabindex="-1"]), textarea, button, a[href]',
        ),
      ].filter((element) => !element.hasAttribute('disabled'));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', keepFocusInside);
    return () => dialog.removeEventListener('keydown', keepFocusInside);
  }, []);

  const field = (name: string, label: string, required: boolean, input: ReactNode) => (
    <div key={name}>
      <label htmlFor={`${fieldId}-${name}`} className="text-sm font-semibold text-plum-950">
        {label}
      </label>
      {/* Beside the label, not in it: the field's name stays its label, and `aria-required` says the rest. */}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-sm font-semibold text-ember-700">
          {copy.requiredMark}
        </span>
      )}
      {input}
      <FieldError id={`${fieldId}-${name}-error`} message={submit.errorFor(name)} />
    </div>
  );

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-3xl border border-plum-100 bg-white p-0 text-plum-950 shadow-2xl backdrop:bg-plum-950/60"
    >
      <form
        method="post"
        action={paths.applicationsApi()}
        onSubmit={submit.onSubmit}
        onFocus={submit.onFocus}
        aria-busy={busy}
        className="relative p-6 sm:p-8"
      >
        <input type="hidden" name="position_title" value={isGeneral ? copy.generalTitle : position} />
        <input type="hidden" name="position_type" value={isGeneral ? 'general' : 'specific'} />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-2xl font-extrabold tracking-tight text-plum-950">
              {isGeneral ? copy.generalTitle : `${copy.specificTitle} ${position}`}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-plum-800">{copy.intro}</p>
            <p className="mt-1 text-sm text-plum-800">{copy.requiredNote}</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            className="grid size-9 shrink-0 place-items-center rounded-full text-plum-800 hover:bg-plum-50 disabled:opacity-50"
          >
            <Icon name="x" className="size-5" label={copy.close} />
          </button>
        </div>

        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {fieldOrder.map(([name, key, type, autoComplete]) =>
            field(
              name,
              copy.fields[key].label,
              required.has(name),
              <input
                id={`${fieldId}-${name}`}
                name={name}
                type={type}
                required={required.has(name)}
                aria-required={required.has(name) || undefined}
                {...submit.fieldState(name, `${fieldId}-${name}-error`)}
                autoComplete={autoComplete}
                placeholder={copy.fields[key].placeholder}
                {...(type === 'number' ? { min: 0, max: 50, step: 1, inputMode: 'numeric' as const } : {})}
                className={inputClasses}
              />,
            ),
          )}
          <div className="sm:col-span-2">
            {field(
              'cover_letter',
              copy.fields.coverLetter.label,
              isGeneral,
              <textarea
                id={`${fieldId}-cover_letter`}
                name="cover_letter"
                rows={6}
                required={isGeneral}
                aria-required={isGeneral || undefined}
                {...submit.fieldState('cover_letter', `${fieldId}-cover_letter-error`)}
                placeholder={copy.fields.coverLetter.placeholder}
                className={cn(inputClasses, 'min-h-[140px] resize-y leading-relaxed')}
              />,
            )}
          </div>
        </div>

        {/* Honeypot: off screen and hidden from assistive tech; people never fill it, bots do. */}
        <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
          <label htmlFor={`${fieldId}-company_website`}>{copy.honeypotLabel}</label>
          <input
            id={`${fieldId}-company_website`}
            name="company_website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>

        <p className="mt-5 flex gap-2 rounded-2xl bg-plum-50/70 p-4 text-sm leading-relaxed text-plum-900">
          <Icon name="info" className="mt-0.5 size-4 text-ember-700" />
          {copy.resumeNote}
        </p>

        <div className="mt-5 flex gap-3">
          <input
            id={`${fieldId}-retention_consent`}
            name="retention_consent"
            type="checkbox"
            value="yes"
            className="mt-1 size-4 shrink-0 rounded border-plum-300 accent-ember-600"
          />
          <label htmlFor={`${fieldId}-retention_consent`} className="text-sm leading-relaxed text-plum-900">
            {copy.retentionConsent}
          </label>
        </div>

        <PrivacyNote copy={copy.privacy} className="mt-4" />

        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" size="lg" onClick={onClose} disabled={busy}>
            {copy.cancel}
          </Button>
          <Button type="submit" variant="accent" size="lg" aria-disabled={busy || undefined}>
            {busy && <Icon name="loader-circle" className="size-5 animate-spin" />}
            {busy ? copy.submitting : copy.submit}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
