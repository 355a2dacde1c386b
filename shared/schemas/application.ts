/**
 * The job application the careers dialog posts: the application's fields, the idempotency key that
 * makes a retried submission safe, the optional consent to keep it for a year, and the honeypot. The
 * dialog is a form, so every value may arrive as text (`experience_years: "7"`, `retention_consent:
 * "on"`); the schema reads text and JSON alike. The edge API checks it before it calls
 * send-job-application-emails, which checks it again; the `job_applications` table's domains hold the
 * same limits.
 */
import * as z from 'zod/mini';
import { emailField, honeypotSchema, optionalText, optionalWebAddress, requiredText } from './fields.ts';
import { defaultSource, experienceYearsRange, lengthLimits } from './limits.ts';
import { fieldMessages } from './messages.ts';

const positionTypes = ['general', 'specific'] as const;

/** A whole number 0-50, or nothing: a form's empty field is nothing, "7" is 7. */
const experienceYears = z.pipe(
  z.pipe(
    z.unknown(),
    z.transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      return text === '' ? undefined : /^[0-9]+$/.test(text) ? Number(text) : NaN;
    }),
  ),
  z.pipe(
    z.nullish(
      z
        .int({ error: fieldMessages.experienceYears })
        .check(
          z.gte(experienceYearsRange.min, { error: fieldMessages.experienceYears }),
          z.lte(experienceYearsRange.max, { error: fieldMessages.experienceYears }),
        ),
    ),
    z.transform((value: number | null | undefined) => value ?? undefined),
  ),
);

/** A checkbox: ticked ("on", "yes", "true", true) or not (missing, "", false). */
const ticked: unknown[] = [true, 'on', 'yes', 'true'];
const unticked: unknown[] = [undefined, null, false, '', 'no', 'false'];
const checkbox = z.pipe(
  z.unknown().check(
    z.refine((value) => ticked.includes(value) || unticked.includes(value), {
      error: fieldMessages.consentInvalid,
    }),
  ),
  z.transform((value: unknown) => ticked.includes(value)),
);

export const applicationSchema = z
  .object(
    {
      /** One per dialog opening (`crypto.randomUUID()`): a retry never stores twice. */
      idempotency_key: z.uuid({ error: fieldMessages.idempotencyKey }),
      position_title: optionalText(fieldMessages.positionTitleTooLong, lengthLimits.shortText),
      position_type: z.enum(positionTypes, { error: fieldMessages.positionTypeInvalid }),
      first_name: requiredText(
        { required: fieldMessages.firstNameRequired, tooLong: fieldMessages.firstNameTooLong },
        lengthLimits.name,
      ),
      last_name: requiredText(
        { required: fieldMessages.lastNameRequired, tooLong: fieldMessages.lastNameTooLong },
        lengthLimits.name,
      ),
      email: emailField,
      phone: optionalText(fieldMessages.phoneTooLong, lengthLimits.phone),
      linkedin_url: optionalWebAddress('LinkedIn URL'),
      portfolio_url: optionalWebAddress('Portfolio URL'),
      cover_letter: optionalText(fieldMessages.coverLetterTooLong, lengthLimits.coverLetter, 'multiLine'),
      experience_years: z.optional(experienceYears),
      job_title: optionalText(fieldMessages.jobTitleTooLong, lengthLimits.shortText),
      company_name: optionalText(fieldMessages.companyNameTooLong, lengthLimits.shortText),
      salary_expectation: optionalText(fieldMessages.salaryExpectationTooLong, lengthLimits.shortText),
      availability: optionalText(fieldMessages.availabilityTooLong, lengthLimits.shortText),
      /** Yes when the applicant agrees that we keep the application for a year for other positions. */
      retention_consent: z._default(checkbox, false),
      /** Always `website` (the only place applications come from). */
      source: z._default(z.literal(defaultSource, { error: fieldMessages.sourceIsWebsite }), defaultSource),
      company_website: honeypotSchema,
    },
    { error: fieldMessages.notAnObject },
  )
  .check(
    // A general application has no position to speak for it, so it must say something itself.
    z.refine((application) => application.position_type !== 'general' || Boolean(application.cover_letter), {
      error: fieldMessages.coverLetterRequired,
      path: ['cover_letter'],
    }),
  );

/** What the dialog sends. */
/** The same after validation: normalised, lower-cased email, blanks gone. */
export type JobApplication = z.output<typeof applicationSchema>;
