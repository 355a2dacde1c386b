/**
 * The newsletter's send path, end to end below the browser: issues written as the studio writes
 * them, read by the build into the index it publishes (served here as the site serves it), and the
 * real `newsletter` function in Deno on its schedule's route, against PGlite with every migration
 * and the mail catcher in the mail provider's place. A stack of its own: the monthly rule is about
 * every issue of the database.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterTestSecretHeader } from '../../shared/edge-protocol';
import { paths } from '../../shared/paths';
import type { NewsletterIndex } from '../../shared/schemas/newsletter-issue';
import { issueIndex } from '../../site/scripts/newsletter-files';
import { contentToday } from '../../site/scripts/vite-plugins/publication';
import { readIssue } from '../../site/scripts/vite-plugins/newsletter-issues';
import { issueDocument } from '../../site/scripts/vite-plugins/newsletter-reader';
import type { NewsletterIssueMeta } from '../../site/src/types/newsletter';
import { localKeys } from '../../supabase/local/keys';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack';
import { newsletterRoute } from '../../studio/worker/newsletter-route';
import { repoRoot } from '../../site/scripts/vite-plugins/content-files';
import { describeOutcome, sendIssue, sendTest } from '../../scripts/newsletter';

const team = 'team@emberwise.local';
const testAddress = 'newsletter-test@emberwise.local';

let stack: LocalStack;
let scratch: string;
let site: Server;
let siteUrl: string;
/** What the site's `/newsletter/issues.json` holds now. */
let published: NewsletterIndex = { issues: [] };

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'emberwise-newsletter-'));
  site = createServer((request, response) => {
    if (request.url !== paths.newsletterIndex()) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(published));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  stack = await startLocalStack({
    dataDir: join(scratch, 'stack'),
    gatewayPort: 0,
    mailPort: 0,
    siteUrl,
    quiet: true,
    resendIntervalMs: 0,
    retentionIntervalMs: 0,
    functionEnv: { NEWSLETTER_TEST_EMAIL: testAddress },
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  await new Promise((resolve) => site?.close(resolve));
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await stack.db.query<T>(text, params)).rows;
const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** An issue as the studio saves it, due today. */
async function issueFile(slug: string, body: string, fields: Record<string, unknown> = {}) {
  const folder = await mkdtemp(join(scratch, 'newsletter-'));
  const file = join(folder, `${slug}.mdx`);
  const frontmatter = {
    subject: `Notes ${slug}`,
    preheader: 'What we learned this month putting AI agents into real workflows, and one article to read.',
    sendDate: contentToday(),
    state: 'ready',
    exception: false,
    ...fields,
  };
  await writeFile(
    file,
    `---\n${Object.entries(frontmatter)
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
      .join('\n')}\n---\n${body}\n`,
  );
  return file;
}

/** The same, read by the build on its send date. */
async function writtenIssue(slug: string, body: string, fields: Record<string, unknown> = {}) {
  const file = await issueFile(slug, body, fields);
  return (await readIssue(file, { ...process.env, CONTENT_PREVIEW: '0', VITE_SITE_URL: siteUrl })).issue;
}

/** The schedule's call: read the index, queue what is due, send, report. */
async function runSchedule(key = stack.serviceRoleKey) {
  const response = await fetch(`${stack.gatewayUrl}/functions/v1/newsletter/send-issues`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface Caught {
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}
async function emails(): Promise<Caught[]> {
  return ((await (await fetch(`${stack.mailUrl}/api/emails`)).json()) as { emails: Caught[] }).emails;
}
const withSubject = async (subject: string) => (await emails()).filter((email) => email.subject === subject);

async function subscriber(email: string, status: 'confirmed' | 'pending') {
  await sql(
    `insert into public.newsletter_subscribers (email, source, status, confirmed_at)
     values ($1, 'blogs', $2, case when $2 = 'confirmed' then now() end)`,
    [email, status],
  );
}

describe('an issue on its date', () => {
  const readers = [unique('reader-a'), unique('reader-b')];
  const pending = unique('pending');
  const leaving = unique('leaving');
  let first: NewsletterIssueMeta;

  beforeAll(async () => {
    for (const email of readers) await subscriber(email, 'confirmed');
    await subscriber(pending, 'pending');
    await subscriber(leaving, 'confirmed');
    // Unsubscribing removes the address (what the unsubscribe link does).
    await sql('delete from public.newsletter_subscribers where email = $1', [leaving]);
    first = await writtenIssue(
      'first-issue',
      'Hello & welcome. Read [our blogs](/blogs).\n\n<Button label="Plan a call" href="/book-consultation" />',
    );
    published = issueIndex([first]);
  });

  it('goes to exactly the confirmed subscribers, once each, with their own unsubscribe link', async () => {
    const answer = await runSchedule();
    expect(answer.status).toBe(200);
    expect(answer.body.issues).toEqual([
      { slug: 'first-issue', outcome: 'queued', queued: 2, days: 1, per_day: 40 },
    ]);
    const sent = await withSubject(first.subject);
    expect(sent.map((email) => email.to).sort()).toEqual(readers.map((reader) => [reader]).sort());
    const unsubscribeLinks = sent.map(
      (email) => /\/newsletter\/unsubscribe\?token=[^\s)"]+/.exec(email.text)?.[0],
    );
    expect(new Set(unsubscribeLinks).size).toBe(2);
    for (const email of sent) {
      expect(email.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(email.headers?.['List-Unsubscribe']).toMatch(
        /^<http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe/,
      );
      expect(email.html).toContain(`href="${siteUrl}/newsletter/first-issue"`);
      expect(email.html).toContain(`href="${siteUrl}/book-consultation"`);
      expect(email.html).toContain('Hello &amp; welcome.');
    }
  });

  it('the team gets a report of people counted: recipients, sent, failed, given up, unsubscribes', async () => {
    const reports = await withSubject(`Newsletter sent: ${first.subject}`);
    expect(reports.map((email) => email.to)).toEqual([[team]]);
    const text = reports[0]!.text;
    for (const line of ['Recipients: 2', 'Sent: 2', 'Failed, tried again for 24 hours: 0', 'Given up: 0'])
      expect(text).toContain(line);
    expect(text).toContain('Unsubscribes since the last issue: none counted yet: this is the first issue');
    expect(reports[0]!.html).not.toMatch(/<img/);
  });

  it('a second run, a rebuild or the same content at another address sends nothing', async () => {
    const before = (await emails()).length;
    const copy = { ...issueDocument(first), slug: 'first-issue-again' };
    published = {
      issues: [...issueIndex([first]).issues, { ...issueIndex([first]).issues[0]!, ...copy }],
    };
    const answer = await runSchedule();
    expect(answer.body.issues).toEqual([
      { slug: 'first-issue', outcome: 'sent', changed: false },
      { slug: 'first-issue-again', outcome: 'sent', changed: false },
    ]);
    expect((await emails()).length).toBe(before);
  });

  it('a second issue that month waits for the next month; one marked as an exception goes', async () => {
    await sql('delete from public.newsletter_subscribers where email = $1', [readers[1]]);
    const second = await writtenIssue('second-issue', 'More news this month.');
    const exception = await writtenIssue('urgent-issue', 'A change you need to know about.', {
      exception: true,
    });
    published = issueIndex([first, second, exception]);
    const answer = await runSchedule();
    const nextMonth = (
      await sql<{ month: string }>(
        "select to_char(private.newsletter_month() + interval '1 month', 'YYYY-MM-DD') as month",
      )
    )[0]!.month;
    expect(answer.body.issues).toEqual([
      { slug: 'first-issue', outcome: 'sent', changed: false },
      { slug: 'second-issue', outcome: 'waits', until: nextMonth, month_taken_by: 'first-issue' },
      { slug: 'urgent-issue', outcome: 'queued', queued: 1, days: 1, per_day: 40 },
    ]);
    expect(await withSubject(second.subject)).toEqual([]);
    expect((await withSubject(exception.subject)).map((email) => email.to)).toEqual([[readers[0]]]);
    const report = (await withSubject(`Newsletter sent: ${exception.subject}`))[0]!;
    expect(report.text).toContain('Recipients: 1');
    expect(report.text).toContain('Unsubscribes since the last issue: 1');
  });

  it('an issue whose content changed after it went out is not sent again', async () => {
    const changed = await writtenIssue('first-issue', 'Hello again, changed.');
    published = issueIndex([changed]);
    const before = (await emails()).length;
    expect((await runSchedule()).body.issues).toEqual([
      { slug: 'first-issue', outcome: 'sent', changed: true },
    ]);
    expect((await emails()).length).toBe(before);
  });
});

describe('a test of an issue', () => {
  it('goes to the team’s test address only, marked [TEST], as often as asked', async () => {
    const reader = unique('test-reader');
    await subscriber(reader, 'confirmed');
    const issue = await writtenIssue('tested-issue', 'A draft we try out.', { state: 'draft' });
    for (let round = 0; round < 2; round++) {
      const response = await fetch(`${stack.gatewayUrl}/functions/v1/newsletter/send-test`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(issueDocument(issue)),
      });
      expect(await response.json()).toEqual({ ok: true, to: [testAddress] });
    }
    const tests = await withSubject(`[TEST] ${issue.subject}`);
    expect(tests.map((email) => email.to)).toEqual([[testAddress], [testAddress]]);
    expect(tests[0]!.headers?.['List-Unsubscribe']).toBeUndefined();
    expect((await emails()).filter((email) => email.to.includes(reader))).toEqual([]);
  });

  it('needs the service key, and names what is wrong with an issue it cannot send', async () => {
    const call = (key: string, body: unknown) =>
      fetch(`${stack.gatewayUrl}/functions/v1/newsletter/send-test`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await call(stack.anonKey, {})).status).toBe(401);
    const refused = await call(stack.serviceRoleKey, { slug: 'x', subject: 'Short' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Not an issue of the newsletter: /);
    expect((await runSchedule(stack.anonKey)).status).toBe(401);
    // The studio's test secret opens the test and nothing else.
    const withTestSecret = (route: string) =>
      fetch(`${stack.gatewayUrl}/functions/v1/newsletter${route}`, {
        method: 'POST',
        headers: {
          [newsletterTestSecretHeader]: localKeys.newsletterTestSecret,
          'content-type': 'application/json',
        },
        body: '{}',
      });
    expect((await withTestSecret('/send-issues')).status).toBe(401);
    expect((await withTestSecret('/resend-pending')).status).toBe(401);
    expect((await withTestSecret('/send-test')).status).toBe(400);
  });
});

describe('the production studio’s preview and test of an issue', () => {
  const editorToken = 'gho_editor';
  const studioOrigin = 'https://studio.emberwise.ai';
  const env = {
    STUDIO_GITHUB_REPO: 'emberwise/site',
    STUDIO_PRODUCTION_BRANCH: 'main',
    STUDIO_EDITORS: ['ana-devries'],
    SITE_URL: 'https://www.emberwise.ai',
    SUPABASE_URL: '',
    NEWSLETTER_TEST_SECRET: localKeys.newsletterTestSecret,
  };
  /** Files saved on the branch besides the working tree's. */
  const saved = new Map<string, string>();
  /**
   * GitHub as the worker meets it: the signed-in account, and the branch's files (this checkout's,
   * with `saved` on top) through the contents API. Everything else goes to the real local stack.
   */
  const github = async (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input);
    if (url.hostname !== 'api.github.com') return fetch(input, init);
    const auth = new Headers(init?.headers).get('authorization');
    if (url.pathname === '/user')
      return auth === `Bearer ${editorToken}`
        ? Response.json({ login: 'Ana-DeVries' })
        : auth === 'Bearer gho_stranger'
          ? Response.json({ login: 'stranger' })
          : new Response('{}', { status: 401 });
    const path = decodeURIComponent(url.pathname.replace('/repos/emberwise/site/contents/', ''));
    expect(url.searchParams.get('ref')).toBe('studio/december');
    const raw = new Headers(init?.headers).get('accept')!.includes('raw');
    if (raw) {
      const text = saved.get(path) ?? (await readFile(join(repoRoot, path), 'utf8').catch(() => undefined));
      return text === undefined ? new Response('{}', { status: 404 }) : new Response(text);
    }
    const names = await readdir(join(repoRoot, path)).catch(() => undefined);
    if (!names) return new Response('{}', { status: 404 });
    const extra = [...saved.keys()]
      .filter((key) => key.startsWith(`${path}/`))
      .map((key) => key.slice(path.length + 1));
    return Response.json([...new Set([...names, ...extra])].map((name) => ({ name, type: 'file' })));
  };
  const ask = (path: string, init: RequestInit & { token?: string; origin?: string } = {}) =>
    newsletterRoute(
      new Request(`${studioOrigin}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          ...(init.token !== undefined ? { cookie: `keystatic-gh-access-token=${init.token}` } : {}),
          ...(init.origin ? { origin: init.origin } : {}),
        },
      }),
      { ...env, SUPABASE_URL: stack.gatewayUrl },
      github,
    ).then((response) => response!);

  it('shows the issue as saved on its branch, as HTML and plain text, to an editor only', async () => {
    const page = await ask('/preview/newsletter/december-2026?branch=studio%2Fdecember', {
      token: editorToken,
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Preview: December notes: agents that finish the job</h1>');
    expect(html).toContain('A draft: it goes to nobody.');
    // The plain text carries the article card the body names, with the article's real title.
    expect(html).toMatch(
      /From Chatbots to Agents: What Agentic AI Changes for Your Business[\s\S]*https:\/\/www\.emberwise\.ai\/blog\/agentic-ai-future/,
    );
    expect(html).toContain('action="/api/keystatic/newsletter/december-2026/test?branch=studio%2Fdecember"');
    const frame = await ask('/preview/newsletter/december-2026/email.html?branch=studio%2Fdecember', {
      token: editorToken,
    });
    expect(frame.headers.get('content-security-policy')).toContain('sandbox');
    expect(await frame.text()).toContain('https://www.emberwise.ai/book-consultation');
    expect((await ask('/preview/newsletter/december-2026?branch=studio%2Fdecember')).status).toBe(401);
    const stranger = await ask('/preview/newsletter/december-2026?branch=studio%2Fdecember', {
      token: 'gho_stranger',
    });
    expect(stranger.status).toBe(403);
    expect(await stranger.text()).toContain(
      'The GitHub account stranger is not on the studio&#39;s list of editors.',
    );
  });

  it('says which rule a saved issue breaks instead of a preview', async () => {
    saved.set(
      'content/newsletter/broken-pictures.mdx',
      `---\nsubject: Pictures we took this month\npreheader: What we learned this month putting AI agents into real workflows, in pictures.\nsendDate: 2026-12-01\nstate: draft\n---\n![The team at work](/images/blog/agentic-ai-future/image.svg)\n\n![](/images/blog/nowhere/image.svg)\n`,
    );
    const page = await ask('/preview/newsletter/broken-pictures?branch=studio%2Fdecember', {
      token: editorToken,
    });
    const html = await page.text();
    expect(html).toContain('<h1>Not ready to send</h1>');
    expect(html).toContain('the picture /images/blog/nowhere/image.svg is not among the uploaded pictures.');
    expect(html).not.toContain('agentic-ai-future/image.svg is not among');
  });

  it('sends a test to the team’s test address only, from its own preview, with the studio’s secret', async () => {
    const subject = '[TEST] December notes: agents that finish the job';
    const before = (await withSubject(subject)).length;
    const foreign = await ask('/api/keystatic/newsletter/december-2026/test?branch=studio%2Fdecember', {
      method: 'POST',
      token: editorToken,
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    for (let round = 0; round < 2; round++) {
      const sent = await ask('/api/keystatic/newsletter/december-2026/test?branch=studio%2Fdecember', {
        method: 'POST',
        token: editorToken,
        origin: studioOrigin,
      });
      expect(sent.status).toBe(200);
      expect(await sent.text()).toContain(`A test went to ${testAddress} only`);
    }
    const tests = (await withSubject(subject)).slice(before);
    expect(tests.map((email) => email.to)).toEqual([[testAddress], [testAddress]]);
    // A worker whose secret is not the function's is refused, and the editor is told why.
    const refused = await newsletterRoute(
      new Request(`${studioOrigin}/api/keystatic/newsletter/december-2026/test?branch=studio%2Fdecember`, {
        method: 'POST',
        headers: { cookie: `keystatic-gh-access-token=${editorToken}`, origin: studioOrigin },
      }),
      { ...env, SUPABASE_URL: stack.gatewayUrl, NEWSLETTER_TEST_SECRET: 'x'.repeat(48) },
      github,
    );
    expect(await refused!.text()).toContain(
      'NEWSLETTER_TEST_SECRET differs between the worker and the function',
    );
    expect((await withSubject(subject)).length).toBe(before + 2);
  });
});

describe('the developers’ command', () => {
  it('sends an issue file on the same path: once, under the monthly rule, and tests it to the test address', async () => {
    const target = { url: stack.gatewayUrl, key: stack.serviceRoleKey, local: true };
    const reader = unique('cli-reader');
    await subscriber(reader, 'confirmed');
    const file = await issueFile('cli-issue', 'Sent from the command line.', { exception: true });
    expect(await sendTest(file, target)).toEqual([testAddress]);
    const outcome = await sendIssue(file, target);
    expect(describeOutcome(outcome)).toMatch(/^Queued the issue for \d+ confirmed subscriber\(s\)\.$/);
    await expect
      .poll(async () => (await withSubject('Notes cli-issue')).map((email) => email.to))
      .toContainEqual([reader]);
    expect(describeOutcome(await sendIssue(file, target))).toBe(
      'This issue went out before; it is not sent again.',
    );
    const waiting = await issueFile('cli-second', 'Not this month.');
    expect(describeOutcome(await sendIssue(waiting, target))).toMatch(
      /^This month had its issue \(first-issue\)/,
    );
    const draft = await issueFile('cli-draft', 'Not yet.', { state: 'draft' });
    await expect(sendIssue(draft, target)).rejects.toThrow(
      'The issue is a draft: set its state to "ready" first.',
    );
  });
});

describe('an issue larger than a day’s share of the mail quota', () => {
  /** A day passes for the queue: every issue email's times move 24 hours back. */
  const aDayPasses = () =>
    sql(
      `update public.email_outbox
          set created_at = created_at - interval '24 hours',
              next_attempt_at = next_attempt_at - interval '24 hours',
              due_at = due_at - interval '24 hours',
              sent_at = sent_at - interval '24 hours'
        where purpose in ('issue', 'ceiling')`,
    );

  it('goes out over days, a share a day, to each subscriber once, and the team is told once', async () => {
    // The earlier tests' issues went out more than a day ago; the share is 2 a day for this test.
    await aDayPasses();
    await aDayPasses();
    await sql(`update private.rate_limits set override_value = 2 where name = 'issue_emails_per_day'`);
    try {
      for (let i = 0; i < 3; i++) await subscriber(unique('spread-reader'), 'confirmed');
      const confirmed = (
        await sql<{ email: string }>(
          `select email from public.newsletter_subscribers where status = 'confirmed'`,
        )
      ).map((row) => row.email);
      expect(confirmed.length).toBeGreaterThanOrEqual(5);
      const days = Math.ceil(confirmed.length / 2);
      const issue = await writtenIssue('spread-issue', 'An issue for a list larger than a day allows.', {
        exception: true,
      });
      published = { issues: issueIndex([issue]).issues };
      const subject = issue.subject;
      const notice = 'Mail ceiling reached: issue_emails_per_day (2) on the newsletter box';

      const first = await runSchedule();
      expect(first.status).toBe(200);
      expect(first.body.issues).toEqual([
        { slug: 'spread-issue', outcome: 'queued', queued: confirmed.length, days, per_day: 2 },
      ]);
      const perDay = [(await withSubject(subject)).length];
      for (let day = 1; day < days + 1; day++) {
        await aDayPasses();
        await runSchedule();
        perDay.push((await withSubject(subject)).length - perDay.reduce((sum, count) => sum + count, 0));
      }
      // Two a day, the last day what is left, then nothing: each confirmed subscriber once.
      expect(perDay).toEqual([
        ...Array.from({ length: days }, (_, day) => Math.min(2, confirmed.length - 2 * day)),
        0,
      ]);
      const recipients = (await withSubject(subject)).flatMap((email) => email.to).sort();
      expect(recipients).toEqual([...confirmed].sort());
      // Nothing was given up for waiting its turn, and the team heard of the spreading once.
      expect(
        await sql(`select id from public.email_outbox where purpose = 'issue' and status = 'given_up'`),
      ).toEqual([]);
      const notices = await withSubject(notice);
      expect(notices.map((email) => email.to)).toEqual([[team]]);
      expect(notices[0]!.text).toContain('goes out over several days');
      // The report follows the last email: every recipient counted as sent.
      const [report] = await withSubject(`Newsletter sent: ${subject}`);
      expect(report!.text).toContain(`Recipients: ${confirmed.length}`);
      expect(report!.text).toContain(`Sent: ${confirmed.length}`);
    } finally {
      await sql(`update private.rate_limits set override_value = null where name = 'issue_emails_per_day'`);
    }
  });
});
