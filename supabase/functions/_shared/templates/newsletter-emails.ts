/**
 * The newsletter's emails: the confirmation of a sign-up (double opt-in: nobody is subscribed until
 * they click its link), written so that someone who never signed up loses nothing by ignoring it; and
 * an issue, with a visible unsubscribe link and the headers that let a mail client unsubscribe in one
 * click (RFC 8058).
 */
import { paths } from '../../../../shared/paths.ts';
import type { RenderedEmail } from '../mailer.ts';
import { brand, button, paragraph, renderEmail, signoff, type ListItem } from './layout.ts';
import type { OutgoingEmail } from '../mailer.ts';

export function renderNewsletterConfirmation(confirmToken: string, siteUrl: string): RenderedEmail {
  return renderEmail(
    {
      subject: `Confirm your subscription to the ${brand.name} newsletter`,
      preheader: 'One click and you will get our newsletter, once a month.',
      heading: 'Please confirm your subscription',
      blocks: [
        paragraph(
          `This address was entered in the newsletter box on our website. Confirm that it is yours and that you want the ${brand.name} newsletter: one email a month with our newest articles and what we are seeing in client work.`,
        ),
        button('Confirm my subscription', `${siteUrl}${paths.newsletterConfirm(confirmToken)}`),
        paragraph(
          'The link works for 7 days. Every issue has an unsubscribe link, and one click on it is enough.',
        ),
        signoff('Thanks,', `The ${brand.name} team`),
      ],
      footnote: `If you did not sign up, ignore this email: without a click you are not subscribed, and the sign-up is deleted after 7 days.`,
    },
    siteUrl,
  );
}

interface NewsletterIssue {
  subject: string;
  /** Plain text: paragraphs separated by a blank line. */
  body: string;
}

/** The two unsubscribe addresses of one subscriber: the page (one button) and the one-click POST target. */
function unsubscribeUrls(unsubscribeToken: string, siteUrl: string) {
  return {
    page: `${siteUrl}${paths.newsletterUnsubscribe(unsubscribeToken)}`,
    oneClick: `${siteUrl}${paths.newsletterUnsubscribeApi(unsubscribeToken)}`,
  };
}

export function renderNewsletterIssue(
  issue: NewsletterIssue,
  unsubscribeToken: string,
  siteUrl: string,
): Pick<OutgoingEmail, 'subject' | 'html' | 'text' | 'headers'> {
  const unsubscribe = unsubscribeUrls(unsubscribeToken, siteUrl);
  const paragraphs = issue.body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean);
  return {
    ...renderEmail(
      {
        subject: issue.subject,
        preheader: paragraphs[0] ?? issue.subject,
        heading: issue.subject,
        blocks: [
          ...paragraphs.map((text) => paragraph(text)),
          signoff('Until next month,', `The ${brand.name} team`),
          paragraph(
            'Not for you any more? ',
            { link: 'Unsubscribe in one click', href: unsubscribe.page },
            '.',
          ),
        ],
        footnote: `You receive this newsletter because you subscribed on ${siteUrl} and confirmed your address.`,
      },
      siteUrl,
    ),
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** How one email of the newsletter flow reads in the undelivered digest. */
export function newsletterDigestItem(purpose: string, subject: Record<string, unknown> | null): ListItem {
  const email = typeof subject?.email === 'string' ? subject.email : undefined;
  if (!email) return { title: 'A subscriber who has been deleted since' };
  return { title: purpose === 'issue' ? `Newsletter issue to ${email}` : `Confirmation request to ${email}` };
}
