/**
 * Every sentence our endpoints answer with, written once for the browser, the edge API and the
 * Supabase functions. Runtime-neutral. (Page copy lives in site/src/content; email text in the
 * functions' templates.)
 */
import {
  defaultSource,
  experienceYearsRange,
  lengthLimits,
  requestBodyLimitBytes,
  type LimitedForm,
} from './limits.ts';

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
  positionTitleTooLong: atMost('The position', lengthLimits.shortText),
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
  consentInvalid: 'The consent answer must be yes or no.',
  sourceIsWebsite: `The source of an application is always "${defaultSource}".`,
  controlCharacters: 'Please remove the invisible control characters from the form and try again.',
  honeypotTooLong: atMost('This field', lengthLimits.honeypot),
  tokenInvalid: 'This link is not valid. Please use the link from your email.',
  notText: 'Please send text in every field.',
  notAnObject: 'Please send the form as a JSON object.',
  generic: 'Please check the form and try again.',
} as const;

/** "LinkedIn URL must be a web address ..." for each URL field. */
export const webAddressMessage = (label: string) =>
  `${label} must be a web address starting with http:// or https://, without spaces, quotes or angle brackets.`;

export const webAddressTooLong = (label: string) => atMost(label, lengthLimits.url);

/** Answers to a client over its hourly limit (HTTP 429), by form. */
export const rateLimitMessages = {
  lead: 'You have sent several messages in the last hour. Please try again later or email us directly.',
  application:
    'You have sent several applications in the last hour. Please try again later or email us directly.',
  newsletter: 'You have signed up several times in the last hour. Please try again later.',
  newsletter_link: 'You have used several newsletter links in the last hour. Please try again later.',
} as const satisfies Record<LimitedForm, string>;

/** The code of the database's rate-limit error (PostgREST answers it with HTTP 429). */
export const rateLimitErrorCode = 'rate_limited';

/** What the edge API and the functions answer besides a form's own sentences. */
export const apiMessages = {
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  tooLarge: `The request body is larger than ${requestBodyLimitBytes / 1024} KB`,
  unsupportedType: 'Send the form as application/x-www-form-urlencoded or multipart/form-data',
  unreadableForm: 'The form data could not be read',
  badRequest: 'Bad request',
  invalidJson: 'Please send the request body as JSON.',
  crossOrigin: 'Forms can only be sent from this website.',
  unauthorized: 'Not authorized.',
  notConfigured: 'The service is not configured',
  /** A stored submission's answer never says more: no address oracle. */
  failed: 'Something went wrong on our side. Please try again later.',
  internal: 'Internal error',
  /** The health check's answer when the nightly retention job has not run for 26 hours. */
  retentionLate: 'The nightly retention job has not run in the last 26 hours',
} as const;
