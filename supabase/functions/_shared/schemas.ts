/**
 * What the two functions accept, checked with zod. Limits match the CHECK constraints in
 * supabase/migrations, so anything that passes here also fits the table. Every rule carries a
 * message a person can read; the first failing rule is what the visitor sees.
 */
import { z } from 'zod';

/** Length limits shared by the schemas and the migrations. */
export const limits = {
  name: 100,
  email: 254,
  message: 5000,
  source: 100,
  positionTitle: 200,
  phone: 50,
  url: 500,
  coverLetter: 10000,
  shortText: 200,
  honeypot: 500,
  experienceYears: { min: 0, max: 50 },
} as const;

/** Fallback when a payload fails in a way no rule names (it should not happen). */
export const genericValidationMessage = 'Please check the form and try again.';

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

function requiredText(label: string, max: number) {
  return z
    .string({ error: `Please enter your ${label.toLowerCase()}.` })
    .trim()
    .min(1, { error: `Please enter your ${label.toLowerCase()}.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });
}

function optionalText(label: string, max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(max, { error: `${label} must be at most ${max} characters.` })
      .optional(),
  );
}

function optionalUrl(label: string) {
  const message = `${label} must be a valid web address starting with http:// or https://.`;
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .trim()
      .max(limits.url, { error: `${label} must be at most ${limits.url} characters.` })
      .regex(/^https?:\/\/\S+$/i, { error: message })
      .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message }))
      .optional(),
  );
}

const emailField = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, { error: 'Please enter your email address.' })
  .max(limits.email, { error: `Email must be at most ${limits.email} characters.` })
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

const experienceMessage = `Years of experience must be a whole number from ${limits.experienceYears.min} to ${limits.experienceYears.max}.`;

const experienceYears = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    return typeof blank === 'string' && /^\s*\d+\s*$/.test(blank) ? Number(blank) : blank;
  },
  z
    .int({ error: experienceMessage })
    .min(limits.experienceYears.min, { error: experienceMessage })
    .max(limits.experienceYears.max, { error: experienceMessage })
    .optional(),
);

/** The honeypot input: people never see it, so any value in it marks a bot. */
export const honeypotField = 'company_website';

/** True when the body carries a filled honeypot: answer success and do nothing else. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[honeypotField];
  return typeof value === 'string'
    ? value.trim() !== ''
    : value !== undefined && value !== null && value !== false;
}

/** Body of send-lead-emails: the lead the browser has just inserted. Only `email` is used to act. */
export const leadEmailRequestSchema = z.object(
  {
    email: emailField,
    first_name: optionalText('First name', limits.name),
    last_name: optionalText('Last name', limits.name),
    message: optionalText('Message', limits.message),
    source: optionalText('Source', limits.source),
    [honeypotField]: optionalText('Company website', limits.honeypot),
  },
  { error: 'Please send the lead as a JSON object.' },
);

export type LeadEmailRequest = z.infer<typeof leadEmailRequestSchema>;

/** Body of send-job-application-emails: the application's fields plus the idempotency key. */
export const jobApplicationSchema = z
  .object(
    {
      idempotency_key: z.uuid({
        error: 'This submission is missing its key. Please reload the page and try again.',
      }),
      position_title: optionalText('Position', limits.positionTitle),
      position_type: z.enum(['general', 'specific'], {
        error: 'Position type must be "general" or "specific".',
      }),
      first_name: requiredText('First name', limits.name),
      last_name: requiredText('Last name', limits.name),
      email: emailField,
      phone: optionalText('Phone', limits.phone),
      linkedin_url: optionalUrl('LinkedIn URL'),
      portfolio_url: optionalUrl('Portfolio URL'),
      cover_letter: optionalText('Cover letter', limits.coverLetter),
      experience_years: experienceYears,
      job_title: optionalText('Current role', limits.shortText),
      company_name: optionalText('Current company', limits.shortText),
      salary_expectation: optionalText('Salary expectation', limits.shortText),
      availability: optionalText('Availability', limits.shortText),
      source: optionalText('Source', limits.source).transform((value) => value ?? 'website'),
      [honeypotField]: optionalText('Company website', limits.honeypot),
    },
    { error: 'Please send the application as a JSON object.' },
  )
  .superRefine((application, ctx) => {
    if (application.position_type === 'general' && !application.cover_letter) {
      ctx.addIssue({
        code: 'custom',
        path: ['cover_letter'],
        message: 'Please add a cover letter: it is required for a general application.',
      });
    }
  });

export type JobApplicationInput = z.infer<typeof jobApplicationSchema>;

/** The message to show for a failed parse: the first rule that failed. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? genericValidationMessage;
}
