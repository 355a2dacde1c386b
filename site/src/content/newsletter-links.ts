import { paths } from '@shared/paths';
import type { NewsletterLinkCopy } from '@/types/long-form';

/** Copy of the pages a newsletter email's links open: confirm a subscription, unsubscribe. */
export const newsletterLinkCopy: Record<'confirm' | 'unsubscribe', NewsletterLinkCopy> = {
  confirm: {
    title: 'Confirm your subscription',
    intro:
      'One click and the Emberwise newsletter is yours: one email a month with our newest articles and what we are seeing in client work.',
    submit: 'Confirm my subscription',
    submitting: 'Confirming...',
    action: paths.newsletterConfirmApi(),
    outcomes: {
      confirmed: 'You’re subscribed. The next issue will land in your inbox.',
      expired:
        'This link has expired: it works for 7 days. Sign up again in the box on our blog and we will send you a new one.',
      invalid: 'This link is not valid. Please use the link from your email, or sign up again on our blog.',
      failed: 'Something went wrong on our side. Please try again in a moment.',
    },
    back: { label: 'Read our latest articles', href: paths.blogs() },
  },
  unsubscribe: {
    title: 'Unsubscribe from our newsletter',
    intro:
      'One click and we stop sending you the Emberwise newsletter. We delete your address right away; there is nothing else to fill in.',
    submit: 'Unsubscribe',
    submitting: 'Unsubscribing...',
    action: paths.newsletterUnsubscribeApi(),
    outcomes: {
      unsubscribed:
        'You’re unsubscribed. We deleted your address and will not send you the newsletter again.',
      invalid: 'This link is not valid. Please use the unsubscribe link from one of our emails.',
      failed: 'Something went wrong on our side. Please try again in a moment.',
    },
    back: { label: 'Back to Home', href: paths.home() },
  },
};
