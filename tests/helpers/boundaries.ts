/**
 * Boundary values of the forms, with the verdict every layer must give them: the shared schema, the
 * edge API's no-JavaScript route, the Supabase function and the database's constraints. One table,
 * fed through each layer by tests/unit/form-schemas.test.ts and tests/integration/abuse.test.ts.
 */
import { lengthLimits } from '../../shared/schemas/limits.ts';
import { fieldMessages, webAddressMessage } from '../../shared/schemas/messages.ts';

export type Verdict = { accepted: true } | { accepted: false; message: string };

const accepted: Verdict = { accepted: true };
const refused = (message: string): Verdict => ({ accepted: false, message });

/** A contact form (one-word names, so the name and the stored first name have the same length). */
export interface ContactCase {
  label: string;
  form: { name: string; email: string; message?: string; source?: string };
  verdict: Verdict;
}

const domain = '@example.com';
const localPart = (length: number) => 'a'.repeat(length - domain.length);

export const contactCases: ContactCase[] = [
  {
    label: 'a name of the maximum length',
    form: { name: 'n'.repeat(lengthLimits.name), email: 'max-name@example.com' },
    verdict: accepted,
  },
  {
    label: 'a name one over the maximum',
    form: { name: 'n'.repeat(lengthLimits.name + 1), email: 'long-name@example.com' },
    verdict: refused(fieldMessages.nameTooLong),
  },
  {
    label: 'a whitespace-only name',
    form: { name: ' \t\u00a0\u3000 ', email: 'blank-name@example.com' },
    verdict: refused(fieldMessages.nameRequired),
  },
  {
    label: 'a name with surrounding whitespace',
    form: { name: '\u2003Ada\u00a0', email: 'padded-name@example.com' },
    verdict: accepted,
  },
  {
    label: 'an email of the maximum length',
    form: { name: 'Ada', email: `${localPart(lengthLimits.email)}${domain}` },
    verdict: accepted,
  },
  {
    label: 'an email one over the maximum',
    form: { name: 'Ada', email: `${localPart(lengthLimits.email + 1)}${domain}` },
    verdict: refused(fieldMessages.emailTooLong),
  },
  {
    label: 'an upper-case email',
    form: { name: 'Ada', email: '  Upper.CASE@Example.COM ' },
    verdict: accepted,
  },
  {
    label: 'an email with a quote',
    form: { name: 'Ada', email: 'a"b@example.com' },
    verdict: refused(fieldMessages.emailInvalid),
  },
  {
    label: 'an email with angle brackets',
    form: { name: 'Ada', email: '<ada@example.com>' },
    verdict: refused(fieldMessages.emailInvalid),
  },
  {
    label: 'a whitespace-only email',
    form: { name: 'Ada', email: '   ' },
    verdict: refused(fieldMessages.emailRequired),
  },
  {
    label: 'a message of the maximum length',
    form: { name: 'Ada', email: 'max-message@example.com', message: 'm'.repeat(lengthLimits.message) },
    verdict: accepted,
  },
  {
    label: 'a message one over the maximum',
    form: { name: 'Ada', email: 'long-message@example.com', message: 'm'.repeat(lengthLimits.message + 1) },
    verdict: refused(fieldMessages.messageTooLong),
  },
  {
    label: 'a source one over the maximum',
    form: { name: 'Ada', email: 'long-source@example.com', source: 's'.repeat(lengthLimits.source + 1) },
    verdict: refused(fieldMessages.sourceTooLong),
  },
  {
    label: 'a name of the maximum length in emoji (counted in characters, not UTF-16 units)',
    form: { name: '😀'.repeat(lengthLimits.name), email: 'emoji-name@example.com' },
    verdict: accepted,
  },
  {
    label: 'a name one emoji over the maximum',
    form: { name: '😀'.repeat(lengthLimits.name + 1), email: 'long-emoji-name@example.com' },
    verdict: refused(fieldMessages.nameTooLong),
  },
  {
    label: 'a NUL character in the name',
    form: { name: 'Ada\u0000Lovelace', email: 'nul-name@example.com' },
    verdict: refused(fieldMessages.controlCharacters),
  },
  {
    label: 'a NUL character in the message',
    form: { name: 'Ada', email: 'nul-message@example.com', message: 'Hello\u0000there' },
    verdict: refused(fieldMessages.controlCharacters),
  },
  {
    label: 'a bell character in the message',
    form: { name: 'Ada', email: 'bell-message@example.com', message: 'Ring\u0007ring' },
    verdict: refused(fieldMessages.controlCharacters),
  },
  {
    label: 'a line break in the name',
    form: { name: 'Ada\nBcc: everyone@example.com', email: 'line-name@example.com' },
    verdict: refused(fieldMessages.controlCharacters),
  },
  {
    label: 'a right-to-left override and zero-width spaces in the name (removed)',
    form: { name: 'Win\u202efdp.exe\u200b', email: 'bidi-name@example.com' },
    verdict: accepted,
  },
  {
    label: 'a message with tabs and Windows line breaks',
    form: { name: 'Ada', email: 'lines@example.com', message: 'First\r\nSecond\tindented' },
    verdict: accepted,
  },
];

/** Changes to a valid job application, with their verdict. */
export interface ApplicationCase {
  label: string;
  changes: Record<string, unknown>;
  verdict: Verdict;
}

const url = (path: string) => `https://www.example.com/${path}`;

export const applicationCases: ApplicationCase[] = [
  {
    label: 'a portfolio URL of the maximum length',
    changes: { portfolio_url: url('p'.repeat(lengthLimits.url - url('').length)) },
    verdict: accepted,
  },
  {
    label: 'a portfolio URL one over the maximum',
    changes: { portfolio_url: url('p'.repeat(lengthLimits.url - url('').length + 1)) },
    verdict: refused(`Portfolio URL can be at most ${lengthLimits.url} characters.`),
  },
  {
    label: 'a URL with a double quote',
    changes: { portfolio_url: 'https://evil.example/"onmouseover="alert(1)' },
    verdict: refused(webAddressMessage('Portfolio URL')),
  },
  {
    label: 'a URL with a single quote',
    changes: { linkedin_url: "https://evil.example/x'y" },
    verdict: refused(webAddressMessage('LinkedIn URL')),
  },
  {
    label: 'a URL with angle brackets',
    changes: { linkedin_url: 'https://evil.example/<script>' },
    verdict: refused(webAddressMessage('LinkedIn URL')),
  },
  {
    label: 'a URL with a space',
    changes: { portfolio_url: 'https://evil.example/a b' },
    verdict: refused(webAddressMessage('Portfolio URL')),
  },
  {
    label: 'a javascript: URL',
    changes: { portfolio_url: 'javascript:alert(1)' },
    verdict: refused(webAddressMessage('Portfolio URL')),
  },
  {
    label: 'an upper-case https URL',
    changes: { linkedin_url: 'HTTPS://WWW.LINKEDIN.COM/in/Grace' },
    verdict: accepted,
  },
  {
    label: 'a whitespace-only first name',
    changes: { first_name: '\u2028 \u2029' },
    verdict: refused(fieldMessages.firstNameRequired),
  },
  {
    label: 'a last name of the maximum length',
    changes: { last_name: 'h'.repeat(lengthLimits.name) },
    verdict: accepted,
  },
  {
    label: 'a last name one over the maximum',
    changes: { last_name: 'h'.repeat(lengthLimits.name + 1) },
    verdict: refused(fieldMessages.lastNameTooLong),
  },
  { label: 'an upper-case email', changes: { email: 'GRACE.Hopper@Example.com' }, verdict: accepted },
  {
    label: 'a cover letter one over the maximum',
    changes: { cover_letter: 'c'.repeat(lengthLimits.coverLetter + 1) },
    verdict: refused(fieldMessages.coverLetterTooLong),
  },
  {
    label: '51 years of experience',
    changes: { experience_years: 51 },
    verdict: refused(fieldMessages.experienceYears),
  },
  {
    label: 'a general application without a cover letter',
    changes: { position_type: 'general', cover_letter: '  ' },
    verdict: refused(fieldMessages.coverLetterRequired),
  },
  {
    label: 'a LinkedIn address without its scheme, as the placeholder shows it',
    changes: { linkedin_url: 'www.linkedin.com/in/janesmith' },
    verdict: accepted,
  },
  {
    label: 'years of experience as the form posts them',
    changes: { experience_years: '7' },
    verdict: accepted,
  },
  {
    label: 'years of experience that are not a number',
    changes: { experience_years: 'seven' },
    verdict: refused(fieldMessages.experienceYears),
  },
  { label: 'the consent box ticked', changes: { retention_consent: 'yes' }, verdict: accepted },
  {
    label: 'a consent answer that is neither yes nor no',
    changes: { retention_consent: 'maybe' },
    verdict: refused(fieldMessages.consentInvalid),
  },
  {
    label: 'a NUL character in the cover letter',
    changes: { cover_letter: 'Dear team,\u0000' },
    verdict: refused(fieldMessages.controlCharacters),
  },
  {
    label: 'a bidi override in the last name (removed)',
    changes: { last_name: 'Hopper\u202e' },
    verdict: accepted,
  },
];

/** A valid application for `email` (a fresh idempotency key each time). */
export const validApplication = (email: string, changes: Record<string, unknown> = {}) => ({
  idempotency_key: crypto.randomUUID(),
  position_title: 'AI Transformation Specialist',
  position_type: 'specific',
  first_name: 'Grace',
  last_name: 'Hopper',
  email,
  linkedin_url: 'https://www.linkedin.com/in/grace',
  experience_years: 12,
  source: 'website',
  ...changes,
});
