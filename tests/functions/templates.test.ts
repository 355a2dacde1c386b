import assert from 'node:assert/strict';
import type { JobApplicationRow, LeadRow } from '../../supabase/functions/_shared/db.ts';
import type { RenderedEmail } from '../../supabase/functions/_shared/mailer.ts';
import {
  renderApplicationApplicantEmail,
  renderApplicationTeamEmail,
} from '../../supabase/functions/_shared/templates/application-emails.ts';
import {
  renderLeadConfirmation,
  renderLeadNotification,
  renderReturningContactNotification,
} from '../../supabase/functions/_shared/templates/lead-emails.ts';
import {
  renderHeldDigest,
  renderUndeliveredDigest,
} from '../../supabase/functions/_shared/templates/digest-emails.ts';
import { visitorEmailFirstNameLength } from '../../shared/schemas/limits.ts';
import {
  renderNewsletterConfirmation,
  renderNewsletterIssue,
  renderNewsletterReport,
} from '../../supabase/functions/_shared/templates/newsletter-emails.ts';
import type { IssueDocument } from '../../shared/schemas/newsletter-issue.ts';
import {
  escapeHtml,
  excerpt,
  sanitizeHeader,
  unlinkableHtml,
  unlinkableText,
  visitorFirstName,
} from '../../supabase/functions/_shared/text.ts';

const siteUrl = 'https://www.emberwise.ai';
const imgPayload = '<img src=x onerror=alert(1)>';
const linkPayload = '<a href="https://evil">click</a>';
const headerPayload = 'Mallory\r\nBcc: x@evil.example';
const hostile = `${imgPayload} ${linkPayload} ${headerPayload}`;

const lead: LeadRow = {
  id: '0b6f0c57-4a5d-4e0b-9b1f-3c5f1a0f5e21',
  email: 'mallory@example.com',
  first_name: hostile,
  last_name: hostile,
  message: `${hostile}\nsecond line`,
  source: hostile,
  status: 'new',
  created_at: '2026-11-23T10:00:00Z',
  last_contact_at: '2026-11-23T10:00:00Z',
  restricted_at: null,
  no_follow_up_at: null,
};

const application: JobApplicationRow = {
  id: '5c0e9a55-2f8e-4a8c-8f31-7b2f3d0e9c44',
  idempotency_key: '9d2d5a9b-5b7c-4c59-9b7b-2f1a6d3f4e55',
  position_title: hostile,
  position_type: 'specific',
  first_name: hostile,
  last_name: hostile,
  email: 'mallory@example.com',
  phone: hostile,
  // Validated URLs can still carry quotes and angle brackets in their path.
  linkedin_url: 'https://www.linkedin.com/in/x"><script>alert(1)</script>',
  portfolio_url: 'https://evil.example/?q=<b>bold</b>',
  cover_letter: hostile,
  experience_years: 7,
  job_title: hostile,
  company_name: hostile,
  salary_expectation: hostile,
  availability: hostile,
  source: hostile,
  created_at: '2026-11-23T10:00:00Z',
  retention_consent_at: null,
  procedure_closed_at: null,
  restricted_at: null,
};

/** An issue whose editor typed markup everywhere: every text of every block kind but a picture. */
const hostileIssue: IssueDocument = {
  slug: 'hostile',
  subject: hostile,
  preheader: hostile,
  blocks: [
    { kind: 'heading', level: 2, text: hostile },
    {
      kind: 'paragraph',
      content: [hostile, { strong: hostile }, { em: hostile }, { link: hostile, href: '/blogs' }],
    },
    {
      kind: 'bullets',
      ordered: true,
      items: [[hostile], [{ link: hostile, href: 'https://example.com/?a="><b>' }]],
    },
    { kind: 'button', label: hostile, href: '/x"><b>' },
    { kind: 'card', title: hostile, text: hostile, href: '/blog/x', action: hostile },
  ],
};

const rendered: Record<string, RenderedEmail> = {
  'lead notification': renderLeadNotification(lead, siteUrl),
  'lead confirmation': renderLeadConfirmation(lead, siteUrl),
  'returning contact notification': renderReturningContactNotification(
    { ...lead, first_contact_at: '2026-11-01T10:00:00Z' },
    siteUrl,
  ),
  'application team email': renderApplicationTeamEmail(application, siteUrl),
  'application applicant email': renderApplicationApplicantEmail(application, siteUrl),
  'held digest': renderHeldDigest({ form: 'contact form' }, [{ title: hostile, detail: hostile }], siteUrl),
  'undelivered digest': renderUndeliveredDigest(
    { form: 'contact form' },
    [{ title: hostile, detail: hostile }],
    siteUrl,
  ),
  'newsletter confirmation': renderNewsletterConfirmation('eyJwIjoiY29uZmlybSJ9.c2ln', siteUrl),
  'newsletter issue': renderNewsletterIssue(
    hostileIssue,
    { unsubscribeToken: 'eyJwIjoidW5zdWIifQ.c2ln' },
    siteUrl,
  ),
  'newsletter issue test': renderNewsletterIssue(hostileIssue, 'test', siteUrl),
  'newsletter report': renderNewsletterReport(
    {
      slug: 'hostile',
      subject: hostile,
      recipients: 3,
      sent: 2,
      failed: 1,
      givenUp: 0,
      leftBeforeSending: 0,
      unsubscribesSinceLastIssue: null,
    },
    siteUrl,
  ),
  'general application applicant email': renderApplicationApplicantEmail(
    { ...application, position_type: 'general', position_title: null },
    siteUrl,
  ),
};

for (const [name, email] of Object.entries(rendered)) {
  Deno.test(`${name}: user values are escaped in the HTML body`, () => {
    assert.equal(email.html.includes('<img'), false, 'raw <img> tag');
    assert.equal(email.html.includes('<script'), false, 'raw <script> tag');
    assert.equal(email.html.includes('href="https://evil"'), false, 'raw attacker link');
    assert.equal(email.html.includes('x"><'), false, 'attribute break-out');
    assert.equal(email.html.includes('<b>'), false, 'raw <b> tag');
    assert.equal(email.html.includes('Bcc: x@evil.example\r'), false);
  });

  Deno.test(`${name}: the subject is one line`, () => {
    assert.equal(/[\r\n]/.test(email.subject), false, JSON.stringify(email.subject));
    assert.ok(email.subject.length > 0 && email.subject.length <= 200);
  });

  Deno.test(`${name}: has a plain-text version`, () => {
    assert.ok(email.text.length > 80);
    // Visitor text stays as typed in the text part (it is not HTML); only our own markup must not leak.
    assert.equal(/<(table|p style|div|br>|strong)/i.test(email.text), false, 'template markup in text part');
  });
}

Deno.test('visitor text shows up escaped, not dropped', () => {
  const html = rendered['lead notification'].html;
  assert.ok(html.includes(escapeHtml(imgPayload)));
  assert.ok(html.includes(escapeHtml(linkPayload)));
  assert.ok(rendered['application team email'].html.includes(escapeHtml(imgPayload)));
});

Deno.test('a picture of an issue keeps its description, escaped, and its address made absolute', () => {
  const { html, text } = renderNewsletterIssue(
    { ...hostileIssue, blocks: [{ kind: 'image', src: '/images/newsletter/x/a.png', alt: hostile }] },
    { unsubscribeToken: 't' },
    siteUrl,
  );
  assert.ok(html.includes(`<img src="${siteUrl}/images/newsletter/x/a.png" alt="${escapeHtml(hostile)}"`));
  assert.equal(html.match(/<img/g)?.length, 1);
  assert.ok(text.includes('[Picture: '));
});

Deno.test('an issue carries the one-click unsubscribe headers; its test does not, and says [TEST]', () => {
  const issue = renderNewsletterIssue(hostileIssue, { unsubscribeToken: 'tok' }, siteUrl);
  assert.equal(issue.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
  assert.ok(issue.text.includes(`${siteUrl}/newsletter/hostile`));
  const test = renderNewsletterIssue(hostileIssue, 'test', siteUrl);
  assert.equal(test.headers, undefined);
  assert.ok(test.subject.startsWith('[TEST] '));
});

Deno.test('subjects that quote a name are stripped of CR/LF', () => {
  assert.ok(rendered['lead notification'].subject.includes('Mallory Bcc: x@evil.example'));
  assert.ok(rendered['application team email'].subject.startsWith('New application: '));
});

Deno.test('lead confirmation promises 24h and links to the booking page', () => {
  const email = rendered['lead confirmation'];
  assert.ok(email.html.includes('within 24 hours'));
  assert.ok(email.html.includes('href="https://www.emberwise.ai/book-consultation"'));
  assert.ok(email.text.includes('https://www.emberwise.ai/book-consultation'));
});

const pitch = 'Cheap pills at evil.example';
const spammer = {
  first_name: `Win:${'x'.repeat(80)} evil.example/prize visit@evil.example`,
  last_name: pitch,
  message: pitch,
  source: pitch,
  position_title: pitch,
  phone: pitch,
  linkedin_url: 'https://evil.example/linkedin',
  portfolio_url: 'https://evil.example/portfolio',
  cover_letter: pitch,
  job_title: pitch,
  company_name: pitch,
};
const visitorEmails = {
  'lead confirmation': renderLeadConfirmation({ ...lead, ...spammer }, siteUrl),
  'application applicant email': renderApplicationApplicantEmail({ ...application, ...spammer }, siteUrl),
};

for (const [name, email] of Object.entries(visitorEmails)) {
  Deno.test(`${name}: carries nothing the visitor typed when the first name is not a name`, () => {
    for (const part of [email.subject, email.html, email.text]) {
      assert.equal(part.includes('Cheap pills'), false, 'free text of the form reached a visitor email');
      assert.equal(part.includes('evil.example'), false, 'a link-shaped value survived');
      assert.equal(part.includes('Win'), false, 'a first name that is no name reached the email');
    }
    assert.equal(/<a [^>]*evil/.test(email.html), false);
    assert.match(email.text, /^Thanks for (reaching out|applying)!$/m);
  });
}

/** The sentences a probe put into visitor emails through the first name (issue 42). */
const blankLookingLetters = ['\u2800', '\u3164', '\u1160', '\uffa0', '\u115f'];
const strangersSentences = [
  'Your account is locked - call +31 20 123 4567 now',
  ...blankLookingLetters.map((blank) =>
    ['Your', 'account', 'is', 'locked', '-', 'call', '+31', '20', '123', '4567', 'now'].join(blank),
  ),
  'Your\u200baccount\u3000is\u205flocked\u00a0call\u2007now',
];

for (const sentence of strangersSentences) {
  const label = JSON.stringify(sentence).slice(0, 40);
  Deno.test(`a first name ${label} puts one word at most into both visitor emails`, () => {
    for (const email of [
      renderLeadConfirmation({ first_name: sentence }, siteUrl),
      renderApplicationApplicantEmail({ ...application, first_name: sentence }, siteUrl),
    ]) {
      for (const part of [email.subject, email.html, email.text]) {
        for (const word of ['account', 'locked', '+31', '123', '4567']) {
          assert.equal(part.includes(word), false, `"${word}" reached a visitor email`);
        }
      }
      assert.match(email.text, /^Thanks for (reaching out|applying), Your!$/m);
    }
  });
}

Deno.test('visitorFirstName lets one name-like word through, without digits, or nothing', () => {
  const cases: [string, string][] = [
    ['Ada Lovelace', 'Ada'],
    ['  Ada\r\nBcc: x ', 'Ada'],
    ['Jean-Luc Picard', 'Jean-Luc'],
    ["O'Neil", "O'Neil"],
    ['Zoë', 'Zoë'],
    ['Þórunn', 'Þórunn'],
    ['张伟', '张伟'],
    ['R2D2', ''],
    ['+31201234567', ''],
    ['４２', ''],
    ['evil.example', ''],
    ['visit@evil', ''],
    ['Win:prize', ''],
    ['--', ''],
    ['', ''],
    ['é'.repeat(visitorEmailFirstNameLength), 'é'.repeat(visitorEmailFirstNameLength)],
    ['é'.repeat(visitorEmailFirstNameLength + 1), ''],
  ];
  for (const [typed, greeted] of cases) assert.equal(visitorFirstName(typed), greeted, typed);
  for (const blank of blankLookingLetters) assert.equal(visitorFirstName(`Ada${blank}Lovelace`), 'Ada');
});

Deno.test('team emails keep single-line fields on one line in the text part too', () => {
  const text = renderApplicationTeamEmail(
    { ...application, phone: '+31\r\nBcc: x@evil.example' },
    siteUrl,
  ).text;
  assert.ok(text.includes('Phone: +31 Bcc: x@evil.example\n'));
  const lines = renderLeadNotification({ ...lead, source: 'ads\nInjected: yes' }, siteUrl).text.split('\n');
  assert.ok(lines.includes('Source: ads Injected: yes'));
});

Deno.test('the returning-contact notification quotes the new message for the team', () => {
  const email = rendered['returning contact notification'];
  assert.match(email.subject, /^Returning contact: /);
  assert.ok(email.text.includes('second line'));
});

Deno.test('applicant confirmation asks for the resume by reply', () => {
  for (const key of ['application applicant email', 'general application applicant email']) {
    assert.ok(rendered[key].text.includes('reply to this email with your resume attached'));
    assert.ok(rendered[key].html.includes('reply to this email with your resume attached'));
  }
  assert.ok(rendered['general application applicant email'].text.includes('your general application'));
});

Deno.test('team email lists every field of the application', () => {
  const text = renderApplicationTeamEmail(
    {
      ...application,
      position_title: 'AI Transformation Specialist',
      first_name: 'Grace',
      last_name: 'Hopper',
      phone: '+31 20 123 4567',
      linkedin_url: 'https://www.linkedin.com/in/grace',
      portfolio_url: 'https://grace.dev',
      cover_letter: 'Compilers, then agents.',
      job_title: 'Rear Admiral',
      company_name: 'US Navy',
      salary_expectation: 'EUR 90k',
      availability: 'Two months',
      source: 'website',
    },
    siteUrl,
  ).text;
  for (const expected of [
    'AI Transformation Specialist',
    'Grace Hopper',
    'mallory@example.com',
    '+31 20 123 4567',
    'https://www.linkedin.com/in/grace',
    'https://grace.dev',
    'Compilers, then agents.',
    '7 years',
    'Rear Admiral',
    'US Navy',
    'EUR 90k',
    'Two months',
    'website',
  ]) {
    assert.ok(text.includes(expected), `missing ${expected}`);
  }
});

Deno.test('sanitizeHeader removes every control character and caps the length', () => {
  assert.equal(sanitizeHeader('Hello\r\nBcc: x@evil\u0000there'), 'Hello Bcc: x@evil there');
  assert.equal(sanitizeHeader('x'.repeat(300), 50).length, 50);
});

Deno.test(
  'a subject is cut between user-perceived characters, never inside an emoji or a surrogate pair',
  () => {
    const subject = sanitizeHeader(`New lead: ${'😀'.repeat(100)} (a@b.co)`, 60);
    assert.equal(Array.from(new Intl.Segmenter().segment(subject)).length, 60);
    assert.ok(subject.endsWith('😀…'));
    assert.ok(!/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(subject));
  },
);

Deno.test('subjects lose bidi overrides and zero-width characters', () => {
  assert.equal(sanitizeHeader('New lead: Win\u202efdp.exe\u200b'), 'New lead: Winfdp.exe');
  assert.equal(sanitizeHeader('a\u2066b\u2069c\ufeff'), 'abc');
});

Deno.test('visitor text in emails to visitors cannot become a link, not even with look-alike dots', () => {
  for (const [disguised, shown] of [
    ['evil．com', 'evil.\u200bcom'],
    ['evil\u200b.com', 'evil.\u200bcom'],
    ['evil\u202e.com', 'evil.\u200bcom'],
    ['ｅｖｉｌ.com', 'evil.\u200bcom'],
    ['evil。com', 'evil。\u200bcom'],
    ['evil｡com', 'evil。\u200bcom'],
  ]) {
    assert.equal(unlinkableText(disguised), shown, disguised);
    assert.ok(unlinkableHtml(disguised).includes('</span>&#8203;com'), disguised);
  }
});

Deno.test('an excerpt is one line of at most the given number of characters', () => {
  assert.equal(excerpt('line one\nline two', 100), 'line one line two');
  assert.equal(excerpt('😀'.repeat(10), 4), '😀😀😀😀…');
  assert.equal(excerpt('   '), undefined);
});

Deno.test('the returning-contact notification does not vouch for the address', () => {
  const email = renderReturningContactNotification(
    { ...lead, first_name: 'Ada', last_name: 'Lovelace', first_contact_at: '2026-11-01T10:00:00Z' },
    siteUrl,
  );
  assert.equal(email.subject, 'Returning contact: someone using mallory@example.com wrote again');
  assert.match(email.text, /Someone using the address mallory@example.com wrote/);
  assert.match(email.text, /not verified/);
  assert.doesNotMatch(email.text, /Ada Lovelace used the contact form/);
});

Deno.test('an issue’s plain text writes a link that shows its own address once', () => {
  const issue: IssueDocument = {
    slug: 'plain-text-links',
    subject: 'Notes on plain-text links',
    preheader: 'What a reader sees in a mail client that shows only the plain text of an email.',
    blocks: [
      { kind: 'paragraph', content: ['Read ', { link: 'the article', href: `${siteUrl}/blog/x` }, '.'] },
    ],
  };
  const { text } = renderNewsletterIssue(issue, { unsubscribeToken: 'token' }, siteUrl);
  const web = `${siteUrl}/newsletter/plain-text-links`;
  assert.ok(text.includes(`Read the article (${siteUrl}/blog/x).`));
  assert.equal(text.split(web).length - 1, 1, text);
});
