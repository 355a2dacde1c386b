import { paths } from '@/shared/paths';
import type { ContactContent } from '@/types/contact';

/** Copy of the contact form page (/sign-up): the form, its notes, toasts and thank-you screen. */
export const contactContent: ContactContent = {
  eyebrow: 'Contact',
  title: 'Get in Touch',
  intro:
    'Tell us where your team loses time, and we will tell you honestly what AI can do about it. No sales script: a consultant reads every message.',
  steps: {
    title: 'What happens next',
    items: [
      {
        icon: 'messages-square',
        title: 'We read your message',
        text: 'A consultant, not a bot, looks at your question and the processes behind it.',
      },
      {
        icon: 'compass',
        title: 'You hear from us within 24 hours',
        text: 'With a first view of where AI could save your team the most time.',
      },
      {
        icon: 'sparkles',
        title: 'We shape a plan together',
        text: 'If it makes sense, we map the quick wins and the roadmap in a short call.',
      },
    ],
  },
  call: {
    icon: 'calendar-clock',
    text: 'Rather talk right away?',
    label: 'Plan a 15-minute ROI call',
    href: paths.bookConsultation(),
  },
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
      text: 'We use your details only to answer you. Read our',
      label: 'privacy policy',
      href: paths.privacyPolicy(),
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
    duplicate: {
      title: 'We already have your information',
      description: "Thanks for your interest! We'll be in touch soon with updates on AI solutions.",
    },
    error: { title: 'Something went wrong', description: 'Please try again or contact us directly.' },
    limited: {
      title: 'Too many messages',
      description:
        'You have sent several messages in the last hour. Please try again later or email us directly.',
    },
  },
  thankYou: {
    title: 'Thanks for reaching out!',
    text: 'We have your message. A consultant will get back to you within 24 hours with a first view of what AI can do for your team.',
    back: { label: 'Back to Home', href: paths.home() },
  },
};
