/**
 * The emails about other emails, for the team: the digest of notifications a ceiling or a per-address
 * rule held back (nothing is lost, the team just gets them in one email), the daily list of emails
 * that could not be sent within 24 hours (someone has to follow those up by hand), and the short
 * notice that a mail ceiling tripped. Each flow says how one of its emails reads as a line (`ListItem`).
 */
import type { RateLimitName } from '../../../../shared/schemas/limits.ts';
import type { RenderedEmail } from '../mailer.ts';
import { formatReceivedAt } from './format.ts';
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

/** A tripped ceiling, as `claim_emails` hands it over: its setting, the setting's value, and when. */
export interface TrippedCeiling {
  ceiling: RateLimitName;
  limit: number;
  tripped_at: string;
}

/** What happens to an email over each ceiling that can trip, in the team's words. */
const ceilingEffects: Partial<Record<RateLimitName, string>> = {
  visitor_emails_per_hour: 'Confirmations to visitors wait until the hour has room, then go out.',
  visitor_emails_per_day: 'Confirmations to visitors wait until the day has room, then go out.',
  lead_confirmations_per_hour: 'Contact-form confirmations wait until the hour has room, then go out.',
  lead_confirmations_per_day: 'Contact-form confirmations wait until the day has room, then go out.',
  application_confirmations_per_hour: 'Application confirmations wait until the hour has room, then go out.',
  application_confirmations_per_day: 'Application confirmations wait until the day has room, then go out.',
  newsletter_confirmations_per_hour: 'Newsletter confirmations wait until the hour has room, then go out.',
  newsletter_confirmations_per_day: 'Newsletter confirmations wait until the day has room, then go out.',
  confirmations_per_network_per_hour:
    'Further confirmations to visitors whose submissions came from that one network this hour are not sent (the submissions are stored). Several at once usually means one client is flooding the form.',
  confirmations_per_network_per_day:
    'Further confirmations to visitors whose submissions came from that one network today are not sent (the submissions are stored). Several at once usually means one client is flooding the form.',
  team_notifications_per_hour:
    'Further notifications are held and arrive in one digest an hour after the first was held.',
  issue_emails_per_day:
    'A newsletter issue to more subscribers than a day allows goes out over several days, this many a day, so the mail provider’s daily quota keeps room for visitors and the team. Nothing is lost: each subscriber gets the issue once, and the issue’s report follows its last email.',
};

/** One short notice that a mail ceiling tripped: at most one per ceiling and form a day. */
export function renderCeilingNotice(
  source: DigestSource,
  tripped: TrippedCeiling,
  siteUrl: string,
): RenderedEmail {
  return renderEmail(
    {
      subject: `Mail ceiling reached: ${tripped.ceiling} (${tripped.limit}) on the ${source.form}`,
      preheader: `The ${source.form} reached ${tripped.ceiling}.`,
      heading: `The ${source.form} reached a mail ceiling`,
      blocks: [
        paragraph(
          { strong: tripped.ceiling },
          ` (${tripped.limit}) was reached on ${formatReceivedAt(tripped.tripped_at)}. `,
          ceilingEffects[tripped.ceiling] ?? 'Emails over it wait until it has room.',
        ),
        paragraph(
          'Other forms keep their own share, so their visitors and notifications are not delayed. To raise the ceiling for a campaign, set its override in private.rate_limits (see supabase/functions/README.md). You get this notice at most once a day per ceiling.',
        ),
      ],
      footnote: `Sent by the ${source.form} on ${siteUrl}.`,
    },
    siteUrl,
  );
}
