import { fieldMessages } from '@shared/schemas/messages';
import { paths } from '@shared/paths';
import { shellCopy } from '../shell';
import type { NewsletterCopy } from '@/types/long-form';

/** The Stay Updated box on /blogs. */
export const newsletterCopy: NewsletterCopy = {
  title: 'Stay Updated',
  text: 'One email a month with our newest articles and what we are seeing in client work. No spam, and you can unsubscribe from any issue.',
  emailLabel: 'Email address',
  placeholder: 'you@company.com',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  privacy: {
    text: 'We use your address only to send the newsletter. Read our',
    label: 'privacy policy',
    href: paths.privacyPolicy(),
    newTab: shellCopy.newTab,
  },
  source: 'blogs',
  toasts: {
    success: {
      title: 'Check your inbox',
      description: 'We sent you an email with a link. Click it to confirm, and our next issue is yours.',
    },
    error: { title: 'Something went wrong' },
    limited: { title: 'Too many sign-ups' },
  },
  errorFallback: 'Please try again in a moment.',
  fallback: {
    requested: 'Check your inbox: click the link in the email we sent you to confirm your subscription.',
    invalid: fieldMessages.emailInvalid,
    failed: 'Something went wrong. Please try again in a moment.',
  },
  honeypotLabel: 'Company website (leave this field empty)',
};
