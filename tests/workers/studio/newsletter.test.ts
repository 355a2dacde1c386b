/**
 * The production studio's newsletter preview and test send inside workerd, the runtime its worker
 * runs on (same compatibility date and flags): the build's reader, the MDX parser and the email
 * layout work there. GitHub is faked with this checkout's files; the newsletter function is faked
 * to record what the worker asks of it (the integration suite sends through the real one).
 */
import { describe, expect, it } from 'vitest';
import article from '../../../content/blog/agentic-ai-future.mdx?raw';
import december from '../../../content/newsletter/december-2026.mdx?raw';
import november from '../../../content/newsletter/november-2026.mdx?raw';
import { newsletterRoute } from '../../../studio/worker/newsletter-route';

const files: Record<string, string> = {
  'content/newsletter/december-2026.mdx': december,
  'content/newsletter/november-2026.mdx': november,
  'content/blog/agentic-ai-future.mdx': article,
};
const testSecret = 't'.repeat(64);
const env = {
  STUDIO_GITHUB_REPO: 'emberwise/site',
  STUDIO_PRODUCTION_BRANCH: 'main',
  STUDIO_EDITORS: ['ana-devries'],
  SITE_URL: 'https://www.emberwise.ai',
  SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
  NEWSLETTER_TEST_SECRET: testSecret,
};

function fakes() {
  const tests: { secret: string | null; body: { subject: string; slug: string } }[] = [];
  const fetchFn = async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    if (url.pathname === '/user') return Response.json({ login: 'ana-devries' });
    if (url.hostname === 'abcdefghijklmnopqrst.supabase.co') {
      tests.push({
        secret: new Headers(init?.headers).get('x-newsletter-test-secret'),
        body: JSON.parse(String(init?.body)),
      });
      return Response.json({ ok: true, to: ['newsletter-test@emberwise.ai'] });
    }
    const path = decodeURIComponent(url.pathname.replace('/repos/emberwise/site/contents/', ''));
    if (new Headers(init?.headers).get('accept')!.includes('raw'))
      return path in files ? new Response(files[path]) : new Response('{}', { status: 404 });
    const names = Object.keys(files)
      .filter((name) => name.startsWith(`${path}/`))
      .map((name) => ({ name: name.slice(path.length + 1), type: 'file' }));
    return Response.json(names);
  };
  return { tests, fetchFn };
}

const request = (path: string, method = 'GET') =>
  new Request(`https://studio.emberwise.ai${path}`, {
    method,
    headers: { cookie: 'keystatic-gh-access-token=gho_x', origin: 'https://studio.emberwise.ai' },
  });

describe("the studio worker's newsletter preview, in the Workers runtime", () => {
  it('renders a saved issue as its email, and asks the newsletter function for a test with its secret', async () => {
    const { tests, fetchFn } = fakes();
    const page = await newsletterRoute(request('/preview/newsletter/december-2026'), env, fetchFn);
    expect(page!.status).toBe(200);
    const html = await page!.text();
    expect(html).toContain('Preview: December notes: agents that finish the job');
    expect(html).toContain('From Chatbots to Agents: What Agentic AI Changes for Your Business');
    const sent = await newsletterRoute(
      request('/api/keystatic/newsletter/december-2026/test', 'POST'),
      env,
      fetchFn,
    );
    expect(await sent!.text()).toContain('A test went to newsletter-test@emberwise.ai only');
    expect(tests).toHaveLength(1);
    expect(tests[0]!.secret).toBe(testSecret);
    expect(tests[0]!.body).toMatchObject({
      slug: 'december-2026',
      subject: 'December notes: agents that finish the job',
    });
  });
});
