/**
 * The lines that go with a form: what a no-JavaScript send came back with, the sentence beside a
 * refused field, and the privacy note.
 */
import { Icon } from '@/components/icon';
import { cx } from '@/lib/cx';
import type { PrivacyNoteCopy } from '@/types/entities';

export interface FormNotice {
  /** The fragment id the edge API sends the visitor back to. */
  id: string;
  text: string;
  tone: 'success' | 'problem';
}

/**
 * The lines a form sent without JavaScript comes back to. They are all in the HTML, hidden; the
 * one whose id is the URL's fragment shows (CSS `:target`) and the browser scrolls to it, so the
 * outcome reads the same with or without JavaScript. A refused contact form comes back as a page of
 * its own instead, its line marked `data-shown` (functions/_lib/form-page.ts). `dismissed` drops them once the visitor sends
 * the form again through the app.
 */
export function FormNotices({ notices, dismissed = false }: { notices: FormNotice[]; dismissed?: boolean }) {
  if (dismissed) return null;
  return notices.map((notice) => (
    <p
      key={notice.id}
      id={notice.id}
      role={notice.tone === 'problem' ? 'alert' : 'status'}
      className={cx(
        'mt-4 hidden scroll-mt-12 gap-3 rounded-xl border px-4 py-3 text-sm font-medium target:flex data-shown:flex',
        notice.tone === 'problem'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-plum-200 bg-white text-plum-900',
      )}
    >
      <Icon
        name={notice.tone === 'problem' ? 'circle-alert' : 'circle-check'}
        className="mt-0.5 size-4 shrink-0"
      />
      {notice.text}
    </p>
  ));
}

/**
 * The sentence beside a field the last send refused; the field names it in `aria-describedby` and is
 * `aria-invalid` meanwhile (`useFormSubmit`). Always in the HTML, hidden while the field stands: the
 * edge fills it in when it sends a refused form back to a browser without JavaScript
 * (functions/_lib/form-page.ts finds it by `data-field-error`).
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p
      id={id}
      data-field-error=""
      hidden={!message}
      className="mt-1.5 flex gap-1.5 text-sm font-medium text-red-800"
    >
      <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

/**
 * The line under a form saying what the details are used for, with the link to the privacy policy.
 * The policy opens in a new tab: reading it never costs the visitor what they typed.
 */
export function PrivacyNote({ copy, className }: { copy: PrivacyNoteCopy; className?: string }) {
  return (
    <p className={cx('text-xs text-plum-700', className)}>
      {copy.text}{' '}
      <a
        href={copy.href}
        target="_blank"
        rel="noopener"
        className="font-semibold underline underline-offset-2 hover:text-plum-950"
      >
        {copy.label}
        <span className="sr-only"> {copy.newTab}</span>
      </a>
      .
    </p>
  );
}
