/**
 * The job application the careers dialog sends to send-job-application-emails: the application's
 * fields, the idempotency key that makes a retried submission safe, and the honeypot. The dialog
 * builds a `JobApplicationPayload`, the function validates it with `applicationSchema`, and the
 * `job_applications` table's CHECK constraints hold the same limits.
 */
import * as z from 'zod/mini';
import { emailField, honeypotSchema, optionalText, optionalWebAddress, requiredText } from './fields.ts';
import { experienceYearsRange, lengthLimits } from './limits.ts';
import { fieldMessages } from './messages.ts';

export const positionTypes = ['general', 'specific'] as const;
export type PositionType = (typeof positionTypes)[number];

const experienceYears = z.pipe(
  z.nullish(
    z
      .int({ error: fieldMessages.experienceYears })
      .check(
        z.gte(experienceYearsRange.min, { error: fieldMessages.experienceYears }),
        z.lte(experienceYearsRange.max, { error: fieldMessages.experienceYears }),
      ),
  ),
  z.transform((value: number | null | undefined) => value ?? undefined),
);

export const applicationSchema = z
  .object(
    {
      /** One per dialog submission series (`crypto.randomUUID()`): a retry never stores twice. */
      idempotency_key: z.uuid({ error: fieldMessages.idempotencyKey }),
      position_title: optionalText(fieldMessages.positionTitleTooLong, lengthLimits.positionTitle),
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
      cover_letter: optionalText(fieldMessages.coverLetterTooLong, lengthLimits.coverLetter),
      /** Whole number 0-50; leave it out when the field is empty. */
      experience_years: experienceYears,
      job_title: optionalText(fieldMessages.jobTitleTooLong, lengthLimits.shortText),
      company_name: optionalText(fieldMessages.companyNameTooLong, lengthLimits.shortText),
      salary_expectation: optionalText(fieldMessages.salaryExpectationTooLong, lengthLimits.shortText),
      availability: optionalText(fieldMessages.availabilityTooLong, lengthLimits.shortText),
      /** Always `website` (the only place applications come from). */
      source: z._default(
        z.literal('website', { error: 'The source of an application is always "website".' }),
        'website',
      ),
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

/** What the dialog sends (`submitApplication(payload)`). */
export type JobApplicationPayload = z.input<typeof applicationSchema>;
/** The same after validation: trimmed, lower-cased email, blanks gone. */
export type JobApplication = z.output<typeof applicationSchema>;
