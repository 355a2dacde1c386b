/** Shape of the contact form page's copy (`content/contact.ts`). */
import type { IconName } from '@/lib/icon-names';

/** Error codes the no-JavaScript fallback puts in `?error=` when it sends the visitor back. */
export type ContactFallbackError = 'invalid' | 'failed' | 'limited';

interface FieldCopy {
  label: string;
  placeholder: string;
  autoComplete?: string;
  hint?: string;
}

export interface ToastCopy {
  title: string;
  description: string;
}

export interface ContactContent {
  eyebrow: string;
  title: string;
  intro: string;
  steps: { title: string; items: { icon: IconName; title: string; text: string }[] };
  call: { icon: IconName; text: string; label: string; href: string };
  form: {
    title: string;
    name: FieldCopy;
    email: FieldCopy;
    message: FieldCopy;
    honeypot: { label: string };
    submit: string;
    submitting: string;
    note: string[];
    privacy: { text: string; label: string; href: string };
  };
  fallbackErrors: Record<ContactFallbackError, string>;
  toasts: { success: ToastCopy; duplicate: ToastCopy; error: ToastCopy; limited: ToastCopy };
  thankYou: { title: string; text: string; back: { label: string; href: string } };
}
