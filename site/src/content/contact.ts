import { rateLimitMessages } from '@shared/schemas/messages';
import { paths } from '@shared/paths';
import { shellCopy } from './shell';
import type { ContactContent } from '@/types/contact';

/** Copy of the contact form (/sign-up): the form, its notes, toasts and thank-you screen. */
export const contactContent: ContactContent = {
  form: {
    title: 'Send us a message',
    name: { label: 'Name', placeholder: 'Jane Smith', autoComplete: 'name' },
    email: { label: 'Business email', placeholder: 'jane@company.com', autoComplete: 'email' },
    message: {
      label: 'How can we help you?',
      hint: 'Optional',
      placeholder: 'For example: we spend hours every week sorting support emails by hand.',
    },
    honeypot: { label: 'Company website (leave this field empty)' },
    submit: 'Get in touch',
    submitting: 'Sending...',
    note: ['Personalized AI assessment', 'Expert guidance', '24h response time'],
    privacy: {
      text: 'We use your details only to answer your enquiry and follow up on it. Read our',
      label: 'privacy policy',
      href: paths.privacyPolicy(),
      newTab: shellCopy.newTab,
    },
  },
  fallbackErrors: {
    invalid: 'Please enter your name and a valid business email.',
    failed: 'Something went wrong. Please try again or contact us directly.',
    limited:
      'Too many messages from your connection in the last hour. Please try again later or email us directly.',
  },
  toasts: {
    success: {
      title: "We'll be in touch soon!",
      description: 'Thanks for your interest in AI transformation.',
    },
    error: { title: 'Something went wrong', description: 'Please try again or contact us directly.' },
    limited: {
      title: 'Too many messages',
      description: rateLimitMessages.lead,
    },
  },
  thankYou: {
    title: 'Thanks for reaching out!',
    text: 'We have your message. A consultant will get back to you within 24 hours with a first view of what AI can do for your team.',
    back: { label: 'Back to Home', href: paths.home() },
  },
};
