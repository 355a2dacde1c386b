import { paths } from '@shared/paths';

/** Copy of the booking page (/book-consultation). */
export const bookingContent = {
  title: 'Schedule Your 15-Minute ROI Call',
  intro:
    'Fifteen minutes, one consultant, one question: where would AI save your team the most time? Pick a slot that suits you and bring one process you would love to see automated.',
  agenda: [
    'A quick look at the process you want to improve and the hours it costs today',
    'A first estimate of the time and money an AI workflow could return',
    'A concrete next step, whether or not we end up working together',
  ],
  frameHeight: 600,
  frameTitle: 'Booking calendar for a 15-minute ROI call',
  loadLabel: 'Show available times',
  consent:
    'The calendar is provided by our scheduling partner and loads from their site once you ask for it.',
  directLinkLabel: 'Open the booking calendar in a new tab',
  alternative: {
    text: 'Prefer to write first?',
    label: 'Send us a message',
    href: paths.signUp('book-consultation'),
  },
};
