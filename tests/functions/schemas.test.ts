/**
 * The shared schemas load and behave the same in Deno (the functions' runtime) as in the browser
 * and the edge: resolved through supabase/functions/deno.json (`zod/mini`), same verdicts.
 */
import assert from 'node:assert/strict';
import { applicationSchema } from '../../shared/schemas/application.ts';
import { firstIssueMessage } from '../../shared/schemas/fields.ts';
import { contactFormSchema } from '../../shared/schemas/lead.ts';
import { applicationCases, contactCases, validApplication } from '../helpers/boundaries.ts';

for (const { label, form, verdict } of contactCases) {
  Deno.test(`contact form schema in Deno: ${label}`, () => {
    const result = contactFormSchema.safeParse(form);
    assert.deepEqual(
      result.success ? { accepted: true } : { accepted: false, message: firstIssueMessage(result.error) },
      verdict,
    );
  });
}

for (const { label, changes, verdict } of applicationCases) {
  Deno.test(`application schema in Deno: ${label}`, () => {
    const result = applicationSchema.safeParse(validApplication('grace@example.com', changes));
    assert.deepEqual(
      result.success ? { accepted: true } : { accepted: false, message: firstIssueMessage(result.error) },
      verdict,
    );
  });
}
