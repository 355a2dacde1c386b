/**
 * The sentences our endpoints answer with when they refuse something, written once for the browser,
 * the edge API, the Supabase functions and (for the rate limits) the database. Runtime-neutral.
 */
import { experienceYearsRange, lengthLimits } from './limits.ts';

const atMost = (what: string, max: number) => `${what} can be at most ${max} characters.`;

export const fieldMessages = {
  nameRequired: 'Please enter your name.',
  nameTooLong: atMost('Your name', lengthLimits.name),
  firstNameRequired: 'Please enter your first name.',
  firstNameTooLong: atMost('Your first name', lengthLimits.name),
  lastNameRequired: 'Please enter your last name.',
  lastNameTooLong: atMost('Your last name', lengthLimits.name),
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  emailTooLong: atMost('Your email address', lengthLimits.email),
  messageTooLong: atMost('Your message', lengthLimits.message),
  sourceTooLong: atMost('The source', lengthLimits.source),
  positionTitleTooLong: atMost('The position', lengthLimits.positionTitle),
  positionTypeInvalid: 'The position type must be "general" or "specific".',
  phoneTooLong: atMost('Your phone number', lengthLimits.phone),
  coverLetterTooLong: atMost('Your cover letter', lengthLimits.coverLetter),
  jobTitleTooLong: atMost('Your current role', lengthLimits.shortText),
  companyNameTooLong: atMost('Your current company', lengthLimits.shortText),
  salaryExpectationTooLong: atMost('Your salary expectation', lengthLimits.shortText),
  availabilityTooLong: atMost('Your availability', lengthLimits.shortText),
  coverLetterRequired: 'Please add a cover letter: it is required for a general application.',
  experienceYears: `Years of experience must be a whole number from ${experienceYearsRange.min} to ${experienceYearsRange.max}.`,
  idempotencyKey: 'This submission is missing its key. Please reload the page and try again.',
  honeypotTooLong: atMost('This field', lengthLimits.honeypot),
  notText: 'Please send text in every field.',
  notAnObject: 'Please send the form as a JSON object.',
} as const;

/** "LinkedIn URL must be a web address ..." for each URL field. */
export const webAddressMessage = (label: string) =>
  `${label} must be a web address starting with http:// or https://, without spaces, quotes or angle brackets.`;

export const webAddressTooLong = (label: string) => atMost(label, lengthLimits.url);

/** Answers to a client over its hourly limit (HTTP 429). The database raises the same sentences. */
export const rateLimitMessages = {
  lead: 'You have sent several messages in the last hour. Please try again later or email us directly.',
  application:
    'You have sent several applications in the last hour. Please try again later or email us directly.',
  newsletter: 'You have signed up several times in the last hour. Please try again later.',
} as const;

export type RateLimitedForm = keyof typeof rateLimitMessages;

/** The code of the database's rate-limit error (PostgREST answers it with HTTP 429). */
export const rateLimitErrorCode = 'rate_limited';
