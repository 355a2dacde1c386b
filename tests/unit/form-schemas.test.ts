/**
 * The shared form schemas (shared/schemas): the boundary values of tests/helpers/boundaries.ts
 * get their verdict and sentence here, in the browser's and the edge's runtime; the integration suite
 * feeds the same values through the edge API, the functions and the database.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { JobApplicationPayload } from '@/features/application/submit-application';
import { applicationSchema } from '@shared/schemas/application';
import { firstIssueMessage, isHoneypotFilled } from '@shared/schemas/fields';
import { contactFormSchema, leadFromContactForm, leadSchema, toLeadInsert } from '@shared/schemas/lead';
import { emailPattern, rateLimitDefaults, webAddressPattern, whitespaceClass } from '@shared/schemas/limits';
import { newsletterSignupSchema } from '@shared/schemas/newsletter';
import { applicationCases, contactCases, validApplication, type Verdict } from '../helpers/boundaries.ts';

function verdictOf(result: ReturnType<typeof contactFormSchema.safeParse>): Verdict {
  return result.success ? { accepted: true } : { accepted: false, message: firstIssueMessage(result.error) };
}

describe('the contact form schema', () => {
  it.each(contactCases)('$label', ({ form, verdict }) => {
    expect(verdictOf(contactFormSchema.safeParse(form))).toEqual(verdict);
  });

  it('trims, lower-cases the email, drops blanks and defaults the source', () => {
    const form = contactFormSchema.parse({
      name: ' Ada  King ',
      email: ' Ada@Example.COM ',
      message: ' \n ',
    });
    expect(toLeadInsert(leadFromContactForm(form))).toEqual({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'King',
      message: null,
      source: 'website',
      status: 'new',
    });
  });

  it('refuses what is not text with a sentence, not a type error', () => {
    const result = contactFormSchema.safeParse({ name: 42, email: 'a@b.co' });
    expect(result.success).toBe(false);
    expect(firstIssueMessage(result.error!)).toBe('Please enter your name.');
  });
});

describe('the lead schema (the row, and the body of send-lead-emails)', () => {
  it('accepts the row the browser sends, nulls included', () => {
    expect(
      leadSchema.safeParse({
        email: 'a@b.co',
        first_name: 'Ada',
        last_name: null,
        message: null,
        source: 'x',
      }),
    ).toMatchObject({ success: true });
  });
  it('refuses a first name one over the limit', () => {
    expect(leadSchema.safeParse({ email: 'a@b.co', first_name: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('the application schema', () => {
  it.each(applicationCases)('$label', ({ changes, verdict }) => {
    const result = applicationSchema.safeParse(validApplication('grace@example.com', changes));
    expect(
      result.success ? { accepted: true } : { accepted: false, message: firstIssueMessage(result.error) },
    ).toEqual(verdict);
  });

  it('the dialog’s payload type is the schema’s input', () => {
    expectTypeOf<JobApplicationPayload>().toHaveProperty('idempotency_key').toEqualTypeOf<string>();
    expectTypeOf<JobApplicationPayload>()
      .toHaveProperty('position_type')
      .toEqualTypeOf<'general' | 'specific'>();
    expectTypeOf<JobApplicationPayload['experience_years']>().toEqualTypeOf<number | null | undefined>();
    const payload: JobApplicationPayload = {
      position_title: 'AI Transformation Specialist',
      position_type: 'specific',
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      source: 'website',
      idempotency_key: crypto.randomUUID(),
    };
    expect(applicationSchema.safeParse(payload).success).toBe(true);
  });
});

describe('the newsletter schema', () => {
  it('lower-cases and trims the address and defaults the source', () => {
    expect(newsletterSignupSchema.parse({ email: ' News@Example.COM ' })).toEqual({
      email: 'news@example.com',
      source: 'website',
    });
  });
  it('refuses an invalid address with a sentence', () => {
    const result = newsletterSignupSchema.safeParse({ email: 'not an address' });
    expect(result.success ? '' : firstIssueMessage(result.error)).toBe('Please enter a valid email address.');
  });
});

describe('the limits written once', () => {
  it('the whitespace class is exactly what String.prototype.trim removes', () => {
    const trimmed: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      if (`${char}x${char}`.trim() === 'x') trimmed.push(char);
    }
    const pattern = new RegExp(`^${whitespaceClass}$`);
    const matched = [];
    for (let code = 0; code <= 0xffff; code++) {
      if (pattern.test(String.fromCharCode(code))) matched.push(String.fromCharCode(code));
    }
    expect(matched).toEqual(trimmed);
  });

  it('the email and web-address patterns refuse quotes, angle brackets and spaces', () => {
    for (const bad of ['a"b@x.co', 'a<b@x.co', 'a b@x.co', "a@x'.co"]) {
      expect(new RegExp(emailPattern).test(bad), bad).toBe(false);
    }
    for (const bad of [
      'https://x.co/"',
      'https://x.co/<',
      'https://x.co/ a',
      "https://x.co/'",
      'http://localhost',
    ]) {
      expect(new RegExp(webAddressPattern, 'i').test(bad), bad).toBe(false);
    }
  });

  it('every rate limit has a positive default', () => {
    for (const [name, value] of Object.entries(rateLimitDefaults)) expect(value, name).toBeGreaterThan(0);
  });
});

describe('isHoneypotFilled', () => {
  it('is false when the field is absent or blank, true for any content', () => {
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled({ company_website: '  ' })).toBe(false);
    expect(isHoneypotFilled({ company_website: 'https://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ company_website: 1 })).toBe(true);
  });
});
