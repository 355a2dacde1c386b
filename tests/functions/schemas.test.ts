import assert from 'node:assert/strict';
import {
  firstIssueMessage,
  isHoneypotFilled,
  jobApplicationSchema,
  leadEmailRequestSchema,
} from '../../supabase/functions/_shared/schemas.ts';

const validApplication = {
  idempotency_key: '6f1c1d4e-8a51-4a63-9d1e-3b7b0f0c2a11',
  position_title: 'AI Transformation Specialist',
  position_type: 'specific',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  source: 'website',
};

function applicationError(overrides: Record<string, unknown>): string | undefined {
  const result = jobApplicationSchema.safeParse({ ...validApplication, ...overrides });
  return result.success ? undefined : firstIssueMessage(result.error);
}

Deno.test('a complete specific application is valid and trimmed', () => {
  const result = jobApplicationSchema.parse({
    ...validApplication,
    first_name: '  Grace ',
    phone: '+31 20 123 4567',
    linkedin_url: 'https://www.linkedin.com/in/grace',
    portfolio_url: 'http://grace.dev/work',
    experience_years: 12,
    job_title: 'Rear Admiral',
    company_name: 'US Navy',
    salary_expectation: 'EUR 90k',
    availability: 'Two months',
  });
  assert.equal(result.first_name, 'Grace');
  assert.equal(result.experience_years, 12);
});

Deno.test('first name, last name and email are required', () => {
  assert.equal(applicationError({ first_name: '' }), 'Please enter your first name.');
  assert.equal(applicationError({ first_name: '   ' }), 'Please enter your first name.');
  assert.equal(applicationError({ last_name: undefined }), 'Please enter your last name.');
  assert.equal(applicationError({ email: '' }), 'Please enter your email address.');
});

Deno.test('email must be a valid address, without header tricks', () => {
  assert.equal(applicationError({ email: 'not-an-email' }), 'Please enter a valid email address.');
  assert.equal(
    applicationError({ email: 'a@b.co\r\nBcc: x@evil.example' }),
    'Please enter a valid email address.',
  );
});

Deno.test('experience is a whole number from 0 to 50, or absent', () => {
  const message = 'Years of experience must be a whole number from 0 to 50.';
  assert.equal(applicationError({ experience_years: 51 }), message);
  assert.equal(applicationError({ experience_years: -1 }), message);
  assert.equal(applicationError({ experience_years: 2.5 }), message);
  assert.equal(applicationError({ experience_years: 'lots' }), message);
  assert.equal(applicationError({ experience_years: 0 }), undefined);
  assert.equal(applicationError({ experience_years: 50 }), undefined);
  assert.equal(applicationError({ experience_years: '' }), undefined);
  assert.equal(applicationError({ experience_years: null }), undefined);
  assert.equal(applicationError({}), undefined);
});

Deno.test('LinkedIn and portfolio must be http(s) URLs when present', () => {
  assert.match(
    applicationError({ linkedin_url: 'javascript:alert(1)' }) ?? '',
    /^LinkedIn URL must be a valid web address/,
  );
  assert.match(
    applicationError({ portfolio_url: 'ftp://files.example.com' }) ?? '',
    /^Portfolio URL must be a valid web address/,
  );
  assert.match(applicationError({ portfolio_url: 'https://exa mple.com' }) ?? '', /^Portfolio URL/);
  assert.equal(applicationError({ linkedin_url: '' }), undefined);
});

Deno.test('a cover letter is required for a general application only', () => {
  assert.equal(
    applicationError({ position_type: 'general', position_title: undefined }),
    'Please add a cover letter: it is required for a general application.',
  );
  assert.equal(applicationError({ position_type: 'general', cover_letter: 'I love agents.' }), undefined);
  assert.equal(applicationError({ position_type: 'specific', cover_letter: undefined }), undefined);
  assert.equal(
    applicationError({ position_type: 'freelance' }),
    'Position type must be "general" or "specific".',
  );
});

Deno.test('every text field has a length limit', () => {
  assert.equal(
    applicationError({ first_name: 'x'.repeat(101) }),
    'First name must be at most 100 characters.',
  );
  assert.equal(applicationError({ last_name: 'x'.repeat(101) }), 'Last name must be at most 100 characters.');
  assert.equal(
    applicationError({ email: `${'x'.repeat(250)}@b.co` }),
    'Email must be at most 254 characters.',
  );
  assert.equal(applicationError({ phone: '1'.repeat(51) }), 'Phone must be at most 50 characters.');
  assert.equal(
    applicationError({ cover_letter: 'x'.repeat(10001) }),
    'Cover letter must be at most 10000 characters.',
  );
  assert.equal(
    applicationError({ position_title: 'x'.repeat(201) }),
    'Position must be at most 200 characters.',
  );
  assert.equal(
    applicationError({ job_title: 'x'.repeat(201) }),
    'Current role must be at most 200 characters.',
  );
  assert.equal(
    applicationError({ company_name: 'x'.repeat(201) }),
    'Current company must be at most 200 characters.',
  );
  assert.equal(
    applicationError({ salary_expectation: 'x'.repeat(201) }),
    'Salary expectation must be at most 200 characters.',
  );
  assert.equal(
    applicationError({ availability: 'x'.repeat(201) }),
    'Availability must be at most 200 characters.',
  );
  assert.equal(applicationError({ source: 'x'.repeat(101) }), 'Source must be at most 100 characters.');
  assert.match(
    applicationError({ linkedin_url: `https://x.com/${'a'.repeat(500)}` }) ?? '',
    /at most 500 characters/,
  );
});

Deno.test('the idempotency key must be a uuid', () => {
  assert.match(applicationError({ idempotency_key: 'abc' }) ?? '', /missing its key/);
  assert.match(applicationError({ idempotency_key: undefined }) ?? '', /missing its key/);
});

Deno.test('source defaults to website and unknown fields are dropped', () => {
  const result = jobApplicationSchema.parse({ ...validApplication, source: undefined, is_admin: true });
  assert.equal(result.source, 'website');
  assert.equal('is_admin' in result, false);
});

Deno.test('a body that is not an object is refused with a readable message', () => {
  const result = jobApplicationSchema.safeParse('hello');
  assert.equal(result.success, false);
  if (!result.success)
    assert.equal(firstIssueMessage(result.error), 'Please send the application as a JSON object.');
});

Deno.test('lead email request needs a valid email and keeps limits', () => {
  assert.equal(leadEmailRequestSchema.safeParse({ email: 'ada@example.com' }).success, true);
  const bad = leadEmailRequestSchema.safeParse({ email: 'nope' });
  assert.equal(bad.success ? '' : firstIssueMessage(bad.error), 'Please enter a valid email address.');
  const long = leadEmailRequestSchema.safeParse({ email: 'ada@example.com', message: 'x'.repeat(5001) });
  assert.equal(long.success ? '' : firstIssueMessage(long.error), 'Message must be at most 5000 characters.');
});

Deno.test('the honeypot counts as filled only when it holds something', () => {
  assert.equal(isHoneypotFilled({ company_website: 'https://spam.example' }), true);
  assert.equal(isHoneypotFilled({ company_website: '' }), false);
  assert.equal(isHoneypotFilled({ company_website: '   ' }), false);
  assert.equal(isHoneypotFilled({}), false);
  assert.equal(isHoneypotFilled(null), false);
});
