/** Shapes of the contact page's copy: the words around the form (`content/contact-intro.ts`) and the form's own (`content/contact.ts`). */
import type { IconName } from '@/types/icon-names';
import type { FormOutcome } from '@shared/paths';
import type { PrivacyNoteCopy } from './entities';

interface FieldCopy {
  label: string;
  placeholder: string;
  autoComplete?: string;
  hint?: string;
}

interface ToastCopy {
  title: string;
  description: string;
}

/** The heading, intro and next steps: plain HTML, never needed by the app on a first visit. */
export interface ContactIntroContent {
  eyebrow: string;
  title: string;
  intro: string;
  steps: { title: string; items: { icon: IconName; title: string; text: string }[] };
  call: { icon: IconName; text: string; label: string; href: string };
}

/** The form, what it says after a send, and the thank-you screen. */
export interface ContactContent {
  form: {
    title: string;
    name: FieldCopy;
    email: FieldCopy;
    message: FieldCopy;
    honeypot: { label: string };
    submit: string;
    submitting: string;
    note: string[];
    privacy: PrivacyNoteCopy;
  };
  /** The no-JavaScript form's lines when the edge API refused or could not send it. */
  fallbackErrors: Record<Exclude<FormOutcome, 'done'>, string>;
  toasts: { success: ToastCopy; error: ToastCopy; limited: ToastCopy };
  thankYou: { title: string; text: string; back: { label: string; href: string } };
}
