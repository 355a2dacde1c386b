/**
 * The newsletter's emails: the confirmation of a sign-up (double opt-in: nobody is subscribed until
 * they click its link), written so that someone who never signed up loses nothing by ignoring it; an
 * issue, with a visible unsubscribe link and the headers that let a mail client unsubscribe in one
 * click (RFC 8058), or its test for the team; and the team's report after an issue went out.
 */
import { paths } from '../../../../shared/paths.ts';
import {
  type IssueBlock,
  type IssueDocument,
  type IssueInline,
} from '../../../../shared/schemas/newsletter-issue.ts';
import type { OutgoingEmail, RenderedEmail } from '../mailer.ts';
import {
  brand,
  button,
  fields,
  paragraph,
  renderEmail,
  signoff,
  type Block,
  type Inline,
  type ListItem,
} from './layout.ts';

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

/** The two unsubscribe addresses of one subscriber: the page (one button) and the one-click POST target. */
function unsubscribeUrls(unsubscribeToken: string, siteUrl: string) {
  return {
    page: `${siteUrl}${paths.newsletterUnsubscribe(unsubscribeToken)}`,
    oneClick: `${siteUrl}${paths.newsletterUnsubscribeApi(unsubscribeToken)}`,
  };
}

/** The subject of a test send: never mistaken for the issue itself. */
const testSubjectPrefix = '[TEST] ';

/** A link or picture of an issue as the email carries it: a site path made absolute. */
const absoluteHref = (href: string, siteUrl: string) => (href.startsWith('/') ? `${siteUrl}${href}` : href);

function inlineOf(part: IssueInline, siteUrl: string): Inline {
  return typeof part === 'object' && 'href' in part
    ? { ...part, href: absoluteHref(part.href, siteUrl) }
    : part;
}

/** The blocks of an issue, as the email layout renders them. */
function issueBlocks(blocks: IssueBlock[], siteUrl: string): Block[] {
  return blocks.map((block): Block => {
    switch (block.kind) {
      case 'paragraph':
        return paragraph(...block.content.map((part) => inlineOf(part, siteUrl)));
      case 'bullets':
        return { ...block, items: block.items.map((item) => item.map((part) => inlineOf(part, siteUrl))) };
      case 'image':
        return { ...block, src: absoluteHref(block.src, siteUrl) };
      case 'button':
      case 'card':
        return { ...block, href: absoluteHref(block.href, siteUrl) };
      case 'heading':
        return block;
    }
  });
}

/**
 * Who an issue's email is for: a subscriber, with the signed token of their unsubscribe link, or
 * the team's test address (a test send: `[TEST]` in the subject, no unsubscribe headers).
 */
type IssueRecipient = { unsubscribeToken: string } | 'test';

/**
 * An issue's email: the editor's blocks in the site's layout, the link to its web version, and a
 * visible unsubscribe link; to a subscriber also the headers that let a mail client unsubscribe in one
 * click (RFC 8058). No tracking pixel and no rewritten link: the privacy policy promises none.
 */
export function renderNewsletterIssue(
  issue: IssueDocument,
  recipient: IssueRecipient,
  siteUrl: string,
): Pick<OutgoingEmail, 'subject' | 'html' | 'text' | 'headers'> {
  const test = recipient === 'test';
  const unsubscribe = test ? undefined : unsubscribeUrls(recipient.unsubscribeToken, siteUrl);
  const webVersion = `${siteUrl}${paths.newsletterIssue(issue.slug)}`;
  const rendered = renderEmail(
    {
      subject: `${test ? testSubjectPrefix : ''}${issue.subject}`,
      preheader: issue.preheader,
      heading: issue.subject,
      blocks: [
        ...issueBlocks(issue.blocks, siteUrl),
        signoff('Until next month,', `The ${brand.name} team`),
        paragraph('Read this issue on our website: ', { link: webVersion, href: webVersion }),
        paragraph(
          'Not for you any more? ',
          {
            link: 'Unsubscribe in one click',
            href: unsubscribe?.page ?? `${siteUrl}${paths.newsletterUnsubscribe()}`,
          },
          '.',
        ),
      ],
      footnote: test
        ? `A test of this issue, sent only to the team's test address. Subscribers get it with their own unsubscribe link.`
        : `You receive this newsletter because you subscribed on ${siteUrl} and confirmed your address.`,
    },
    siteUrl,
  );
  if (!unsubscribe) return rendered;
  return {
    ...rendered,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** What the team hears after an issue went out: counts of people, never of opens or clicks. */
interface NewsletterReport {
  slug: string;
  subject: string;
  /** Confirmed subscribers when the issue was queued: one email each. */
  recipients: number;
  sent: number;
  /** Tried and not delivered yet: tried again for 24 hours. */
  failed: number;
  /** Not delivered within 24 hours. */
  givenUp: number;
  /** Subscribers who left the list (unsubscribed or erased) after the issue was queued, before their email went. */
  leftBeforeSending: number;
  /** Subscribers who left the list between the previous issue and this one; null for the first issue. */
  unsubscribesSinceLastIssue: number | null;
}

export function renderNewsletterReport(report: NewsletterReport, siteUrl: string): RenderedEmail {
  const webVersion = `${siteUrl}${paths.newsletterIssue(report.slug)}`;
  return renderEmail(
    {
      subject: `Newsletter sent: ${report.subject}`,
      preheader: `${report.sent} of ${report.recipients} delivered; ${report.failed} failed, ${report.givenUp} given up.`,
      heading: `The newsletter went out: ${report.subject}`,
      blocks: [
        fields([
          { label: 'Recipients', value: report.recipients },
          { label: 'Sent', value: report.sent },
          { label: 'Failed, tried again for 24 hours', value: report.failed },
          { label: 'Given up', value: report.givenUp },
          ...(report.leftBeforeSending
            ? [{ label: 'Left the list before their email went', value: report.leftBeforeSending }]
            : []),
          {
            label: 'Unsubscribes since the last issue',
            value: report.unsubscribesSinceLastIssue ?? 'none counted yet: this is the first issue',
          },
        ]),
        paragraph(
          'These are counts of people. The newsletter records no opens or clicks: it has no tracking pixel and no rewritten links, as the privacy policy promises. An email given up is listed, with its address, in the daily "Not delivered" email.',
        ),
        paragraph('The issue on the website: ', { link: webVersion, href: webVersion }),
      ],
      footnote: `Sent by the newsletter on ${siteUrl} after each issue it sends.`,
    },
    siteUrl,
  );
}

/** How one email of the newsletter flow reads in the undelivered digest. */
export function newsletterDigestItem(purpose: string, subject: Record<string, unknown> | null): ListItem {
  const email = typeof subject?.email === 'string' ? subject.email : undefined;
  if (!email) return { title: 'A subscriber who has been deleted since' };
  return { title: purpose === 'issue' ? `Newsletter issue to ${email}` : `Confirmation request to ${email}` };
}
