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
    success: { title: 'You’re subscribed', description: 'Our next article will land in your inbox.' },
    error: { title: 'Something went wrong' },
    limited: { title: 'Too many sign-ups' },
  },
  errorFallback: 'Please try again in a moment.',
  fallback: {
    subscribed: 'You’re subscribed. Our next article will land in your inbox.',
    invalid: 'Please enter a valid email address.',
    failed: 'Something went wrong. Please try again in a moment.',
  },
  honeypotLabel: 'Company website (leave this field empty)',
};
