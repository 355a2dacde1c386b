import { describe, expect, it } from 'vitest';
import {
  contactFormSchema,
  isDuplicateLeadError,
  isHoneypotFilled,
  leadEmailPayload,
  splitFullName,
} from './lead';

describe('splitFullName', () => {
  it('takes the first word as first name and joins the rest as last name', () => {
    expect(splitFullName('Ada King Lovelace')).toEqual({ first_name: 'Ada', last_name: 'King Lovelace' });
  });

  it('leaves the last name empty for a single word', () => {
    expect(splitFullName('  Cher ')).toEqual({ first_name: 'Cher', last_name: '' });
  });

  it('collapses runs of whitespace between words', () => {
    expect(splitFullName('Jan   van\tder  Berg')).toEqual({ first_name: 'Jan', last_name: 'van der Berg' });
  });
});

describe('isDuplicateLeadError', () => {
  it('accepts a unique violation of leads_email_key named in the message', () => {
    expect(
      isDuplicateLeadError({
        code: '23505',
        message: 'duplicate key value violates unique constraint "leads_email_key"',
      }),
    ).toBe(true);
  });

  it('accepts the constraint named only in the details', () => {
    expect(
      isDuplicateLeadError({ code: '23505', message: 'duplicate key', details: 'leads_email_key' }),
    ).toBe(true);
  });

  it('rejects other constraints, other codes and no error', () => {
    expect(isDuplicateLeadError({ code: '23505', message: 'violates unique constraint "leads_pkey"' })).toBe(
      false,
    );
    expect(isDuplicateLeadError({ code: '42501', message: 'leads_email_key' })).toBe(false);
    expect(isDuplicateLeadError(null)).toBe(false);
  });
});

describe('contactFormSchema', () => {
  const valid = { name: 'Ada', email: 'ada@example.com' };

  it('trims and lower-cases the email', () => {
    expect(contactFormSchema.parse({ ...valid, email: ' Ada@Example.com ' }).email).toBe('ada@example.com');
  });

  it('defaults the message to empty and the source to website', () => {
    expect(contactFormSchema.parse(valid)).toEqual({ ...valid, message: '', source: 'website' });
    expect(contactFormSchema.parse({ ...valid, source: '  ' }).source).toBe('website');
  });

  it('enforces the length limits', () => {
    expect(contactFormSchema.safeParse({ ...valid, name: 'x'.repeat(200) }).success).toBe(true);
    expect(contactFormSchema.safeParse({ ...valid, name: 'x'.repeat(201) }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...valid, name: '   ' }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...valid, email: `${'a'.repeat(242)}@example.com` }).success).toBe(
      true,
    );
    expect(contactFormSchema.safeParse({ ...valid, email: `${'a'.repeat(243)}@example.com` }).success).toBe(
      false,
    );
    expect(contactFormSchema.safeParse({ ...valid, message: 'm'.repeat(5000) }).success).toBe(true);
    expect(contactFormSchema.safeParse({ ...valid, message: 'm'.repeat(5001) }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...valid, source: 's'.repeat(101) }).success).toBe(false);
  });

  it('rejects an invalid email and non-text values', () => {
    expect(contactFormSchema.safeParse({ ...valid, email: 'not-an-email' }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...valid, name: new File(['x'], 'x.txt') }).success).toBe(false);
  });
});

describe('isHoneypotFilled', () => {
  it('is false when the field is absent or blank, true for any content', () => {
    expect(isHoneypotFilled(undefined)).toBe(false);
    expect(isHoneypotFilled('')).toBe(false);
    expect(isHoneypotFilled('https://spam.example')).toBe(true);
    expect(isHoneypotFilled(new File(['x'], 'x.txt'))).toBe(true);
  });
});

describe('leadEmailPayload', () => {
  it('sends no message as null', () => {
    expect(
      leadEmailPayload(contactFormSchema.parse({ name: 'Ada', email: 'ada@example.com' })).message,
    ).toBeNull();
  });

  it('is what send-lead-emails expects', () => {
    const form = contactFormSchema.parse({
      name: 'Ada King',
      email: 'ada@example.com',
      message: 'Hi',
      source: 'blog',
    });
    expect(leadEmailPayload(form)).toEqual({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'King',
      message: 'Hi',
      source: 'blog',
    });
  });
});
