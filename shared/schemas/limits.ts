/**
 * Every limit of the forms, written once. The zod schemas next to this file, the Hono routes, the
 * Supabase functions and the tests import these; the migrations' CHECK constraints and rate-limit
 * defaults hold the same numbers and patterns, and a test compares them with the database.
 * Runtime-neutral: no imports at all, so the browser, Workers and Deno all bundle it.
 */

/** Longest text a field accepts, in characters (after trimming). */
export const lengthLimits = {
  /** The contact form's Name, and each of first and last name on their own. */
  name: 100,
  email: 254,
  message: 5000,
  source: 100,
  positionTitle: 200,
  phone: 50,
  url: 500,
  coverLetter: 10_000,
  /** Current role, current company, salary expectation, availability. */
  shortText: 200,
  /** The honeypot input; anything in it marks a bot, so its length only bounds the request. */
  honeypot: 500,
} as const;

export const experienceYearsRange = { min: 0, max: 50 } as const;

/** Emails to visitors greet them by first name, cut to this length (the only text of theirs in it). */
export const visitorEmailFirstNameLength = 50;

/**
 * The characters JavaScript's `String.prototype.trim` removes, as a regular-expression class that
 * JavaScript and Postgres read alike: zod's `.trim()` and the database's `private.trim_text` agree.
 */
export const whitespaceClass =
  '[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]';

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

/**
 * Rate limits and mail ceilings, each one named setting. These are the defaults the database uses
 * (`private.rate_limit(name)`); a row in `private.rate_limit_overrides` changes one (tests, or a
 * campaign that needs more). The names are the database's, so a test can compare them one by one.
 */
export const rateLimitDefaults = {
  /** Leads one client (address as the platform reports it) may submit per hour. */
  leads_per_client_per_hour: 5,
  /** Job applications one client may submit per hour. */
  applications_per_client_per_hour: 5,
  /** Newsletter sign-ups one client may submit per hour. */
  newsletter_signups_per_client_per_hour: 5,
  /** Emails to visitors (lead and application confirmations) the whole site sends per hour. */
  visitor_emails_per_hour: 20,
  /** The same per 24 hours: half of Resend's free daily quota, the other half stays for the team. */
  visitor_emails_per_day: 50,
  /** "Returning contact" notifications to the team about one address per 24 hours. */
  returning_contact_notifications_per_address_per_day: 3,
  /** Application confirmations one address receives per 24 hours (one per position at most). */
  application_confirmations_per_address_per_day: 3,
} as const;

export type RateLimitName = keyof typeof rateLimitDefaults;

/** How long a reserved visitor email may be in flight before the schedule may send it again. */
export const visitorEmailLeaseMinutes = 2;

/** After this long, the re-send schedule stops trying and marks the row for a person. */
export const emailGiveUpHours = 24;
