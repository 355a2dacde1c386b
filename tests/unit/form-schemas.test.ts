/**
 * The shared form schemas (shared/schemas): the boundary values of tests/helpers/boundaries.ts get
 * their verdict and sentence here; the workers, functions and integration suites feed the same values
 * through the edge API, the functions and the database. Also: the normalisation every text goes
 * through, and the character classes written once for JavaScript and Postgres.
 */
import { describe, expect, it } from 'vitest';
import { applicationSchema } from '@shared/schemas/application';
import { firstIssueMessage, isHoneypotFilled, normalizeText, withWebScheme } from '@shared/schemas/fields';
import { contactFormSchema, leadFromContactForm } from '@shared/schemas/lead';
import {
  codePointLength,
  emailPattern,
  formatCharacterClass,
  rateLimitDefaults,
  webAddressPattern,
  whitespaceClass,
} from '@shared/schemas/limits';
import { fieldMessages } from '@shared/schemas/messages';
import { newsletterSignupSchema, newsletterTokenSchema } from '@shared/schemas/newsletter';
import { applicationCases, contactCases, validApplication, type Verdict } from '../helpers/boundaries.ts';

function verdictOf(result: {
  success: boolean;
  error?: { issues: ReadonlyArray<{ message: string }> };
}): Verdict {
  return result.success ? { accepted: true } : { accepted: false, message: firstIssueMessage(result.error!) };
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
    expect(leadFromContactForm(form)).toEqual({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'King',
      message: null,
      source: 'website',
    });
  });

  it('stores names without bidi overrides or zero-width characters, and messages with \\n line breaks', () => {
    const form = contactFormSchema.parse({
      name: 'Win\u202efdp.exe\u200b',
      email: 'a@b.co',
      message: 'One\r\nTwo\rThree',
    });
    expect(form.name).toBe('Winfdp.exe');
    expect(form.message).toBe('One\nTwo\nThree');
  });

  it('stores text in Unicode NFC, so one letter is one character however it was typed', () => {
    const form = contactFormSchema.parse({ name: 'Rene\u0301', email: 'a@b.co' });
    expect(form.name).toBe('Ren\u00e9');
    expect(codePointLength(form.name)).toBe(4);
  });

  it('refuses what is not text with a sentence, not a type error', () => {
    const result = contactFormSchema.safeParse({ name: 42, email: 'a@b.co' });
    expect(result.success).toBe(false);
    expect(firstIssueMessage(result.error!)).toBe(fieldMessages.nameRequired);
  });
});

describe('the application schema', () => {
  it.each(applicationCases)('$label', ({ changes, verdict }) => {
    expect(verdictOf(applicationSchema.safeParse(validApplication('grace@example.com', changes)))).toEqual(
      verdict,
    );
  });

  it('reads the dialog’s form as it is posted: every value text, the consent box absent or "yes"', () => {
    const posted = {
      idempotency_key: crypto.randomUUID(),
      position_title: 'General Application',
      position_type: 'general',
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      phone: '',
      linkedin_url: 'linkedin.com/in/grace',
      portfolio_url: '',
      experience_years: '',
      job_title: '',
      company_name: '',
      salary_expectation: '',
      availability: '',
      cover_letter: 'I like agents.',
      company_website: '',
    };
    expect(applicationSchema.parse(posted)).toEqual({
      idempotency_key: posted.idempotency_key,
      position_title: 'General Application',
      position_type: 'general',
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      linkedin_url: 'https://linkedin.com/in/grace',
      cover_letter: 'I like agents.',
      retention_consent: false,
      source: 'website',
      company_website: '',
    });
    expect(applicationSchema.parse({ ...posted, retention_consent: 'yes' }).retention_consent).toBe(true);
  });
});

describe('the newsletter schemas', () => {
  it('lower-cases and trims the address and defaults the source', () => {
    expect(newsletterSignupSchema.parse({ email: ' News@Example.COM ' })).toEqual({
      email: 'news@example.com',
      source: 'website',
    });
  });
  it('refuses an invalid address with a sentence', () => {
    expect(verdictOf(newsletterSignupSchema.safeParse({ email: 'not an address' }))).toEqual({
      accepted: false,
      message: fieldMessages.emailInvalid,
    });
  });
  it('takes a link token only in its signed shape', () => {
    expect(newsletterTokenSchema.safeParse({ token: 'eyJwIjoiYyJ9.c2lnbmF0dXJl' }).success).toBe(true);
    for (const token of ['', 'no-dot', '<script>.x', 'a.b"c', 'x'.repeat(500) + '.y']) {
      expect(newsletterTokenSchema.safeParse({ token }).success, token).toBe(false);
    }
  });
});

describe('the rules written once', () => {
  const everyCodePoint = function* () {
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code < 0xd800 || code > 0xdfff) yield String.fromCodePoint(code);
    }
  };

  it('the whitespace class is exactly what String.prototype.trim removes', () => {
    const pattern = new RegExp(`^${whitespaceClass}$`);
    const differ = [...everyCodePoint()].filter(
      (char) => pattern.test(char) !== (`${char}x${char}`.trim() === 'x'),
    );
    expect(differ.map((char) => char.codePointAt(0)!.toString(16))).toEqual([]);
  });

  it('the format character class is exactly Unicode’s category Cf', () => {
    const listed = new RegExp(`^${formatCharacterClass}$`, 'u');
    const category = /^\p{Cf}$/u;
    const differ = [...everyCodePoint()].filter((char) => listed.test(char) !== category.test(char));
    expect(differ.map((char) => char.codePointAt(0)!.toString(16))).toEqual([]);
  });

  it('normalising removes format characters from single-line text only', () => {
    expect(normalizeText(' a\u200db\u202e ', 'singleLine')).toBe('ab');
    expect(normalizeText(' 👨\u200d👩\u200d👧 ', 'multiLine')).toBe('👨\u200d👩\u200d👧');
  });

  it('an address typed without its scheme is read as https, any other is left as it is', () => {
    expect(withWebScheme('linkedin.com/in/jane')).toBe('https://linkedin.com/in/jane');
    expect(withWebScheme('http://x.co')).toBe('http://x.co');
    expect(withWebScheme('javascript:alert(1)')).toBe('javascript:alert(1)');
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
