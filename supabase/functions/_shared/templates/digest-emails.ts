/**
 * The two emails that list other emails, for the team: the digest of notifications a ceiling or a
 * per-address rule held back (nothing is lost, the team just gets them in one email), and the daily
 * list of emails that could not be sent within 24 hours (someone has to follow those up by hand).
 * Each flow says how one of its emails reads as a line (`ListItem`).
 */
import type { RenderedEmail } from '../mailer.ts';
import { brand, list, paragraph, renderEmail, type ListItem } from './layout.ts';

/** What the emails of a flow are about, e.g. "contact form" or "application form". */
interface DigestSource {
  form: string;
}

export function renderHeldDigest(source: DigestSource, items: ListItem[], siteUrl: string): RenderedEmail {
  const count = `${items.length} ${items.length === 1 ? 'notification' : 'notifications'}`;
  return renderEmail(
    {
      subject: `Digest: ${count} from the ${source.form}`,
      preheader: `${count} that were held back, in one email.`,
      heading: `${count} from the ${source.form}`,
      blocks: [
        paragraph(
          'More came in over the last hour than the team is sent one by one, or one address wrote more often than we forward. Every submission is stored; here they are in one list, oldest first.',
        ),
        list(items),
        paragraph(
          'Answer each one from its own address: every row above is in the database with its full text.',
        ),
      ],
      footnote: `Sent by the ${source.form} on ${siteUrl}.`,
    },
    siteUrl,
  );
}

export function renderUndeliveredDigest(
  source: DigestSource,
  items: ListItem[],
  siteUrl: string,
): RenderedEmail {
  const count = `${items.length} ${items.length === 1 ? 'email' : 'emails'}`;
  return renderEmail(
    {
      subject: `Not delivered: ${count} of the ${source.form}`,
      preheader: `${count} could not be sent for 24 hours. Please follow them up by hand.`,
      heading: `${count} could not be sent`,
      blocks: [
        paragraph(
          `${brand.name} tried to send these for 24 hours and then gave up. The submissions themselves are stored; the people below have not heard from us, so please follow them up by hand.`,
        ),
        list(items),
      ],
      footnote: `Sent once a day at most by the ${source.form} on ${siteUrl}.`,
    },
    siteUrl,
  );
}
