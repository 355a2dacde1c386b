/**
 * The emails a lead sets off: a notification to the team (reply goes to the prospect), a
 * confirmation to the prospect with the 24-hour promise and a way to book a call, and, when an
 * address on file writes again, a "returning contact" notification to the team with the new message.
 * The prospect's confirmation carries nothing they typed but their first name (see `visitorFirstName`):
 * whoever entered the address, the email cannot say anything on their behalf.
 */
import { paths } from '../../../../shared/paths.ts';
import type { LeadMessageRow, LeadRow } from '../db.ts';
import type { RenderedEmail } from '../mailer.ts';
import { excerpt, fullName } from '../text.ts';
import { formatReceivedAt } from './format.ts';
import {
  brand,
  button,
  greeting,
  fields,
  paragraph,
  quote,
  renderEmail,
  signoff,
  type ListItem,
} from './layout.ts';

/** The page a prospect can book a call on. */
const bookingPath = paths.bookConsultation();

type LeadForEmail = Pick<LeadRow, 'email' | 'first_name' | 'last_name' | 'message' | 'source' | 'created_at'>;

export function renderLeadNotification(lead: LeadForEmail, siteUrl: string): RenderedEmail {
  const name = fullName(lead.first_name, lead.last_name);
  const message = lead.message?.trim();
  return renderEmail(
    {
      subject: `New lead: ${name} (${lead.email})`,
      preheader: `${name} would like to talk about AI transformation.`,
      heading: 'A new lead just came in',
      blocks: [
        paragraph(
          { strong: name },
          ' filled in the contact form. We promised an answer within 24 hours, so the clock is running.',
        ),
        fields([
          { label: 'Name', value: name },
          { label: 'Email', value: lead.email, href: `mailto:${lead.email}` },
          { label: 'Source', value: lead.source },
          { label: 'Received', value: formatReceivedAt(lead.created_at) },
        ]),
        message ? quote('How can we help?', message) : paragraph('No message was left.'),
        paragraph('Hit reply to answer them: the reply goes straight to their inbox.'),
      ],
      footnote: `Sent by the contact form on ${siteUrl}.`,
    },
    siteUrl,
  );
}

type LeadMessageForEmail = Pick<
  LeadMessageRow,
  'email' | 'first_name' | 'last_name' | 'message' | 'source' | 'created_at' | 'first_contact_at'
>;

/**
 * A returning contact's message. Anyone can type an address we know, so the email does not present
 * the message as coming from the person we know: it says someone using the address wrote, and that
 * the address is not verified. A reply still goes to the address on file, that is to its owner.
 */
export function renderReturningContactNotification(
  contact: LeadMessageForEmail,
  siteUrl: string,
): RenderedEmail {
  const name = fullName(contact.first_name, contact.last_name);
  const message = contact.message?.trim();
  return renderEmail(
    {
      subject: `Returning contact: someone using ${contact.email} wrote again`,
      preheader: `A message from an address we already know. The address is not verified.`,
      heading: 'Someone wrote from an address we already know',
      blocks: [
        paragraph(
          'Someone using the address ',
          { strong: contact.email },
          ' wrote through the contact form, giving the name ',
          { strong: name },
          '. The address is not verified: anyone can type it. Treat the message as coming from an unknown sender until you have checked with the person you know at that address, and never act on payment or account instructions in it.',
        ),
        fields([
          { label: 'Name given', value: name },
          { label: 'Email (not verified)', value: contact.email, href: `mailto:${contact.email}` },
          { label: 'Source', value: contact.source },
          { label: 'Received', value: formatReceivedAt(contact.created_at) },
          { label: 'First contact', value: formatReceivedAt(contact.first_contact_at) },
        ]),
        message ? quote('The message', message) : paragraph('No message was left this time.'),
        paragraph(
          'A reply goes to the address on file, so the person who owns it reads your answer. They got no second confirmation.',
        ),
      ],
      footnote: `Sent by the contact form on ${siteUrl}.`,
    },
    siteUrl,
  );
}

export function renderLeadConfirmation(
  lead: Pick<LeadForEmail, 'first_name'>,
  siteUrl: string,
): RenderedEmail {
  return renderEmail(
    {
      subject: `Thanks for reaching out to ${brand.name}`,
      preheader: 'We have your message. A consultant will get back to you within 24 hours.',
      heading: greeting('Thanks for reaching out', lead.first_name),
      blocks: [
        paragraph(
          'We have your message, and a consultant is already on it. You will hear from us ',
          { strong: 'within 24 hours' },
          ' with a first reaction and, where it helps, a few questions about your team and its processes.',
        ),
        paragraph(
          'In the meantime, a useful thing to think about: which task costs your people the most hours every week? That is usually where AI pays for itself first.',
        ),
        paragraph('Rather talk it through right away? Pick a slot for a free 15-minute ROI call.'),
        button('Plan a 15-minute ROI call', `${siteUrl}${bookingPath}`),
        signoff('Speak soon,', `The ${brand.name} team`),
      ],
      footnote: `You receive this email because this address was entered in the contact form on ${siteUrl}. If that was not you, ignore it and we will not write again.`,
    },
    siteUrl,
  );
}

/** How one email of this flow reads in a digest. */
export function leadDigestItem(purpose: string, subject: Record<string, unknown> | null): ListItem {
  const row = subject as (LeadRow & Partial<LeadMessageRow>) | null;
  if (!row) return { title: 'A lead that has been deleted since' };
  const name = fullName(row.first_name, row.last_name);
  if (purpose === 'confirmation') return { title: `Confirmation to ${row.email}` };
  if (purpose === 'returning_contact') {
    return {
      title: `Someone using ${row.email} (not verified) wrote again as ${name}`,
      detail: excerpt(row.message),
    };
  }
  return { title: `New lead: ${name} (${row.email}), source ${row.source}`, detail: excerpt(row.message) };
}
