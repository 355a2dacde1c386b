import { paths } from '@shared/paths';
import type { ContactIntroContent } from '@/types/contact';

/** The words around the contact form on /sign-up: heading, intro, what happens next and the call shortcut. */
export const contactIntroContent: ContactIntroContent = {
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
};
