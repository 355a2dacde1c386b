/**
 * Every limit of the forms and of the mail rules, written once. The zod schemas next to this file,
 * the edge API, the Supabase functions and the tests import these; the migrations' domains, defaults
 * and settings hold the same numbers and patterns, and tests/integration/schema-rules.test.ts compares
 * them with the database one by one. Runtime-neutral: no imports at all, so the browser, Workers and
 * Deno all bundle it.
 */

/**
 * Longest text a field accepts, in characters (Unicode code points, after normalising and trimming),
 * counted the way Postgres's `char_length` counts, never in UTF-16 units: a name of 100 emoji is
 * 100 characters long.
 */
export const lengthLimits = {
  /** The contact form's Name, and each of first and last name on their own. */
  name: 100,
  email: 254,
  message: 5000,
  source: 100,
  /** The position of an application, current role, current company, salary expectation, availability. */
  shortText: 200,
  phone: 50,
  url: 500,
  coverLetter: 10_000,
  /** The honeypot input; anything in it marks a bot, so its length only bounds the request. */
  honeypot: 500,
  /** A signed newsletter link's token. */
  token: 400,
} as const;

export const experienceYearsRange = { min: 0, max: 50 } as const;

/**
 * Emails to visitors greet them by the first word of their first name (the only text of theirs in
 * it), when it is name-like and at most this many characters long; a longer one is left out.
 */
export const visitorEmailFirstNameLength = 30;

/** Where a lead or a sign-up came from when the page does not say (no `?source=`). */
export const defaultSource = 'website';

/** The number of Unicode code points of a string (what Postgres's `char_length` returns). */
export function codePointLength(value: string): number {
  let length = 0;
  for (const _ of value) length++;
  return length;
}

/**
 * The characters JavaScript's `String.prototype.trim` removes, as a regular-expression class that
 * JavaScript and Postgres read alike: the schemas' trim and the database's domains agree.
 */
export const whitespaceClass =
  '[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]';

/**
 * Control characters no stored text may hold (NUL among them: Postgres cannot store it), written
 * for JavaScript and Postgres alike. Multi-line text (a message, a cover letter) may also hold tab
 * and line feed; a single-line field may not.
 */
export const controlCharacterClass = {
  singleLine: '[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]',
  multiLine: '[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u2028\\u2029]',
} as const;

/**
 * Unicode's format characters (general category Cf): bidirectional overrides and isolates,
 * zero-width spaces and joiners, the byte-order mark, soft hyphens, tag characters. Invisible, so a
 * name or a subject could hide a word or turn its text around with them; the schemas strip them from
 * single-line text, and the database refuses single-line text that still holds one. Spelled out
 * because Postgres's regular expressions know no `\p{Cf}`; a unit test holds it equal to `\p{Cf}`.
 */
export const formatCharacterClass =
  '[\\u00ad\\u0600-\\u0605\\u061c\\u06dd\\u070f\\u0890\\u0891\\u08e2\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb\\u{110bd}\\u{110cd}\\u{13430}-\\u{1343f}\\u{1bca0}-\\u{1bca3}\\u{1d173}-\\u{1d17a}\\u{e0001}\\u{e0020}-\\u{e007f}]';

/**
 * An email address we accept: ASCII only, a dotted domain ending in letters. Written so that the
 * JavaScript RegExp and the Postgres `~` operator give the same answer for every input.
 */
export const emailPattern =
  "^[A-Za-z0-9._%+'-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\\.[A-Za-z]{2,}$";

/**
 * A web address we accept (matched case-insensitively): http or https, a dotted host, an optional
 * port, and a path of URL characters only: no spaces, quotes, angle brackets or backslashes, so the
 * value cannot leave an HTML attribute or be mistaken for something else in an email.
 */
export const webAddressPattern =
  '^https?://[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\\.[A-Za-z]{2,}(?::[0-9]{1,5})?(?:[/?#][A-Za-z0-9._~:/?#@!$&()*+,;=%-]*)?$';

/** The forms a client is counted for; `newsletter_link` is the confirm and unsubscribe pages' button. */
export type LimitedForm = 'lead' | 'application' | 'newsletter' | 'newsletter_link';

/**
 * How widely a client is counted. A client is its IPv4 address, or the /64 network of an IPv6 address
 * (a household or a phone holds a whole /64). One subscriber may hold a /56 and one site a /48, so an
 * IPv6 client is also counted in those, each with a limit of its own: rotating addresses inside one
 * network does not multiply the allowance.
 */
export type ClientScope = 'client' | 'ipv6_56' | 'ipv6_48';

/**
 * Rate limits and mail ceilings, each one named setting. These are the defaults the database uses
 * (`private.rate_limit(name)`, from its `private.rate_limits` table) and the edge API's first count; a
 * row's `override_value` in the database (and the edge API's RATE_LIMIT_OVERRIDES) changes one, for
 * tests or a campaign that needs more room.
 */
export const rateLimitDefaults = {
  /** Leads one client (IPv4 address or IPv6 /64) may submit per hour. */
  leads_per_client_per_hour: 5,
  /** Leads from one IPv6 /56 per hour. */
  leads_per_ipv6_56_per_hour: 10,
  /** Leads from one IPv6 /48 per hour. */
  leads_per_ipv6_48_per_hour: 20,
  applications_per_client_per_hour: 5,
  applications_per_ipv6_56_per_hour: 10,
  applications_per_ipv6_48_per_hour: 20,
  newsletter_signups_per_client_per_hour: 5,
  newsletter_signups_per_ipv6_56_per_hour: 10,
  newsletter_signups_per_ipv6_48_per_hour: 20,
  /**
   * Newsletter link buttons (confirm, unsubscribe) one client may press per hour, counted before the
   * token is read: past it every token gets the same answer.
   */
  newsletter_links_per_client_per_hour: 20,
  newsletter_links_per_ipv6_56_per_hour: 40,
  newsletter_links_per_ipv6_48_per_hour: 80,
  /** Emails to visitors (confirmations) the whole site sends per hour: the sum of the flows' shares. */
  visitor_emails_per_hour: 20,
  /** The same per 24 hours: half of the mail provider's free daily quota; the other half stays for the team. */
  visitor_emails_per_day: 50,
  /**
   * Each flow's share of the visitor ceilings: a flood of one form never delays another form's
   * confirmations. Over its share an email waits until the share has room.
   */
  lead_confirmations_per_hour: 8,
  lead_confirmations_per_day: 20,
  application_confirmations_per_hour: 6,
  application_confirmations_per_day: 15,
  newsletter_confirmations_per_hour: 6,
  newsletter_confirmations_per_day: 15,
  /**
   * Confirmations of one flow to visitors whose submissions came from one network (IPv4 /24, IPv6
   * /48), per hour and per UTC day. Over it an email is not sent (dropped), so a handful of clients
   * takes a handful of a share, never all of it: four networks leave a flow's hourly and daily share room.
   */
  confirmations_per_network_per_hour: 1,
  confirmations_per_network_per_day: 3,
  /**
   * Notifications the team receives per hour from one form; beyond it they wait for one digest that
   * lists them. Counted per form, so contact-form traffic never holds an application.
   */
  team_notifications_per_hour: 20,
  /** "Returning contact" notifications about one address per 24 hours; beyond it they go into the digest. */
  returning_contact_notifications_per_address_per_day: 3,
  /** Application confirmations one address receives per 24 hours (one per position at most). */
  application_confirmations_per_address_per_day: 3,
  /** Newsletter confirmation requests one address receives per 24 hours. */
  newsletter_confirmations_per_address_per_day: 1,
  /**
   * Emails of newsletter issues sent per 24 hours: what the mail provider's free daily quota (100)
   * leaves after visitor mail (50) and a reserve for the team. An issue to more subscribers goes
   * out over several days, this many a day, and the team is told once. Raise it on a paid plan.
   */
  issue_emails_per_day: 40,
} as const;

export type RateLimitName = keyof typeof rateLimitDefaults;

/** The named limit of a form in one scope, e.g. `leads_per_ipv6_56_per_hour`. */
export function clientLimitName(form: LimitedForm, scope: ClientScope): RateLimitName {
  const noun = {
    lead: 'leads',
    application: 'applications',
    newsletter: 'newsletter_signups',
    newsletter_link: 'newsletter_links',
  }[form];
  return `${noun}_per_${scope}_per_hour` as RateLimitName;
}

/** The email queue: how often and how long an email is tried, and how many one call sends. */
export const emailQueue = {
  /** A claimed email is another call's to take over after this long without an answer. */
  leaseSeconds: 120,
  /** The wait before try n+1 doubles from this... */
  firstRetryMinutes: 1,
  /** ...up to this. */
  longestRetryMinutes: 30,
  /** After this long since it was queued, an email is given up and listed in the team's daily digest. */
  giveUpHours: 24,
  /** Emails one call of a re-send route sends at most. */
  batchSize: 50,
} as const;

/** Largest request body the edge API and the functions read (a form needs a few kilobytes at most). */
export const requestBodyLimitBytes = 64 * 1024;
