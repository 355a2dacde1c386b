import type { NewsletterCopy } from '@/types/long-form';
import type { NewsletterArchiveCopy } from '@/types/newsletter';
import { newsletterCopy } from './blog/newsletter';

/** The newsletter's archive (/newsletter) and the frame of each issue's web version. */
export const newsletterArchiveCopy: NewsletterArchiveCopy = {
  eyebrow: 'Newsletter',
  title: 'The Emberwise newsletter',
  intro:
    'Once a month, what we learn putting AI to work for real teams: what changed in client projects, the one article worth your time, and an idea you can try on Monday. Every issue we have sent is here to read. We never track opens or clicks, and every email has a one-click unsubscribe.',
  description:
    'Every issue of the Emberwise newsletter: one email a month on agents in production, AI strategy and what we see in client work. Read past issues and sign up.',
  listTitle: 'Past issues',
  sentOn: 'Sent on',
  readIssue: 'Read this issue',
  empty:
    'The first issue is on its way. Sign up below and it lands in your inbox on the day it goes out.',
  back: 'All issues',
  cardKind: 'Newsletter',
};

/** The sign-up box on the archive and on each issue: the blog's box, counted as the newsletter's own. */
export const newsletterPageBox: NewsletterCopy = { ...newsletterCopy, source: 'newsletter' };
