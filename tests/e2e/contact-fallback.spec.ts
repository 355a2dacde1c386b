/**
 * The forms without JavaScript, end to end: the prerendered contact form posts to /api/contact (the
 * Hono app in Pages Functions, run by wrangler pages dev), which has the local stack's send-lead-emails
 * function store the lead for this visitor and lands the visitor on /thank-you; /api/newsletter does
 * the same for a sign-up. Posts from another origin are refused. Needs the local stack (`npm test`
 * starts it); without it only the API's own answers are checked.
 */
import { expect, test, type Page } from '../helpers/test';
import { contactContent } from '../../site/src/content/contact';
import { thankYouContent } from '../../site/src/content/thank-you';
import { fieldMessages } from '../../shared/schemas/messages';
import {
  caughtEmails,
  haveStack,
  leadsFor,
  newsletterRowsFor,
  stackMissing,
  uniqueEmail,
} from '../helpers/local-stack';

const emailsTo = async (address: string) =>
  (await caughtEmails()).filter((email) => email.to.includes(address));

/** Fills and submits the prerendered form the way a browser without JavaScript does. */
async function submitWithoutScript(page: Page, values: { name: string; email: string; message?: string }) {
  // The prerendered page cannot read ?source without script, so the hidden field says website.
  await page.goto('/sign-up');
  await page.getByLabel(contactContent.form.name.label, { exact: true }).fill(values.name);
  await page.getByLabel(contactContent.form.email.label, { exact: true }).fill(values.email);
  if (values.message) await page.getByLabel(contactContent.form.message.label).fill(values.message);
  const redirects: string[] = [];
  page.on('response', (response) => {
    const location = response.headers()['location'];
    if (location) redirects.push(`${response.status()} ${location}`);
  });
  await page.getByRole('button', { name: contactContent.form.submit }).click();
  await page.waitForLoadState('load');
  return redirects;
}

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a new lead is stored, gets its emails and lands on the thank-you page', async ({ page }) => {
    test.skip(!haveStack, stackMissing);
    const email = uniqueEmail('no-js-lead');
    const redirects = await submitWithoutScript(page, {
      name: 'Grace Brewster Hopper',
      email,
      message: 'Hello',
    });

    expect(redirects).toEqual(['303 /thank-you']);
    await expect(page).toHaveURL('/thank-you');
    await expect(page.getByRole('heading', { level: 1, name: thankYouContent.title })).toBeVisible();
    await expect(page.getByRole('link', { name: thankYouContent.back.label })).toHaveAttribute('href', '/');
    expect(page.url()).not.toContain('example.com');

    expect(await leadsFor(email)).toEqual([
      {
        email,
        first_name: 'Grace',
        last_name: 'Brewster Hopper',
        message: 'Hello',
        source: 'website',
        status: 'new',
      },
    ]);
    await expect.poll(async () => (await emailsTo(email)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  });

  test('a returning address also lands on the thank-you page, stored once', async ({ page }) => {
    test.skip(!haveStack, stackMissing);
    const email = uniqueEmail('no-js-again');
    await submitWithoutScript(page, { name: 'Ada', email });
    const redirects = await submitWithoutScript(page, { name: 'Ada Lovelace', email });
    expect(redirects).toEqual(['303 /thank-you']);
    await expect(page.getByRole('heading', { level: 1, name: thankYouContent.title })).toBeVisible();
    expect(await leadsFor(email)).toHaveLength(1);
  });
});

test.describe('contact form without JavaScript, refused', () => {
  test.use({ javaScriptEnabled: false });

  test('an address the edge refuses brings the form back with everything typed, the field named and focused', async ({
    page,
  }) => {
    const redirects = await submitWithoutScript(page, {
      name: 'Ada Lovelace',
      // The browser's own check lets it through; the edge's rule wants a domain with a dot.
      email: 'ada@localhost',
      message: 'Can AI sort our support tickets?',
    });
    expect(redirects).toEqual([]);
    const email = page.getByLabel(contactContent.form.email.label, { exact: true });
    await expect(email).toHaveValue('ada@localhost');
    await expect(page.getByLabel(contactContent.form.name.label, { exact: true })).toHaveValue(
      'Ada Lovelace',
    );
    await expect(page.getByLabel(contactContent.form.message.label)).toHaveValue(
      'Can AI sort our support tickets?',
    );
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(fieldMessages.emailInvalid);
    await expect(page.getByText(fieldMessages.emailInvalid)).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: contactContent.fallbackErrors.invalid }),
    ).toBeVisible();
  });
});

test.describe('POST /api/contact as served', () => {
  test('an invalid form is answered 400 with the form page, its input kept, no script and the page policy', async ({
    request,
    baseURL,
  }) => {
    const response = await request.post('/api/contact', {
      form: { name: 'Ada', email: 'not-an-email', message: '', source: 'website', company_website: '' },
      headers: { origin: baseURL! },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(response.headers()['content-security-policy']).toMatch(/^default-src 'none'; style-src 'self'/);
    const html = await response.text();
    expect(html).toContain('value="not-an-email" aria-invalid="true"');
    expect(html).not.toContain('<script');
  });

  test('a filled honeypot is thanked and nothing more', async ({ request, baseURL }) => {
    const email = uniqueEmail('bot');
    const response = await request.post('/api/contact', {
      form: { name: 'Bot', email, company_website: 'https://spam.example' },
      headers: { origin: baseURL! },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()['location']).toBe('/thank-you');
    if (haveStack) expect(await leadsFor(email)).toEqual([]);
  });

  test('a post from another origin is refused with 403 and nothing is stored', async ({ request }) => {
    const email = uniqueEmail('cross-site');
    for (const origin of ['https://evil.example', 'null']) {
      const response = await request.post('/api/contact', {
        form: { name: 'Mallory', email, message: 'Hi', source: 'website', company_website: '' },
        headers: { origin },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(403);
      expect(await response.json()).toEqual({
        ok: false,
        error: 'Forms can only be sent from this website.',
      });
    }
    if (haveStack) expect(await leadsFor(email)).toEqual([]);
  });

  test('unknown API paths answer JSON 404 and GET /api/contact answers 405', async ({ request }) => {
    const missing = await request.get('/api/does-not-exist');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ ok: false, error: 'Not found' });
    const get = await request.get('/api/contact');
    expect(get.status()).toBe(405);
    expect(get.headers()['allow']).toBe('POST');
  });
});

test.describe('POST /api/newsletter as served', () => {
  test('two sign-ups of one address store one row and both go back to the line asking to check the inbox', async ({
    request,
    baseURL,
  }) => {
    test.skip(!haveStack, stackMissing);
    const email = uniqueEmail('no-js-reader');
    for (const typed of [email, ` ${email.toUpperCase()} `]) {
      const response = await request.post('/api/newsletter', {
        form: { email: typed, source: 'blogs', company_website: '' },
        headers: { origin: baseURL!, referer: `${baseURL}/blogs` },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
      expect(response.headers()['location']).toBe('/blogs?newsletter=done#newsletter-done');
    }
    expect(await newsletterRowsFor(email)).toEqual([{ email, source: 'blogs' }]);
  });

  test('an invalid address goes back with newsletter=invalid, a foreign origin gets 403', async ({
    request,
    baseURL,
  }) => {
    const invalid = await request.post('/api/newsletter', {
      form: { email: 'not an address' },
      headers: { origin: baseURL!, referer: `${baseURL}/blogs` },
      maxRedirects: 0,
    });
    expect([invalid.status(), invalid.headers()['location']]).toEqual([
      303,
      '/blogs?newsletter=invalid#newsletter-invalid',
    ]);
    const foreign = await request.post('/api/newsletter', {
      form: { email: uniqueEmail('foreign') },
      headers: { origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBe(403);
  });
});
