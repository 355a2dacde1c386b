/**
 * `npm run smoke -- <url> | pages | site [--lead <mailbox>]`: checks a deployed site from outside, as a
 * visitor and an attacker see it (`pages` is the Pages project's own address, PAGES_URL, and `site`
 * the public site, VITE_SITE_URL, both from wrangler.toml's production variables). Every page
 * answers 200 with its title, the not-found page 404; pages and the API carry their security
 * headers; `/api/health` knows its backend and its functions answer; a form post from a foreign
 * origin is refused with 403. With `--lead`, one real contact form is sent, from the named mailbox:
 * it becomes a lead and two emails (one to the team, one to that mailbox).
 *
 * The pages and their titles come from the build's route table when `.ssr/` holds a build of this
 * checkout (`npm run build`), else from the site's own sitemap.xml, each page then needing a title.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isLoopbackUrl } from '../shared/config-rules.ts';
import { apiContentSecurityPolicy, sharedSecurityHeaders } from '../shared/security-headers.ts';
import { readPagesVars } from '../site/scripts/env.ts';
import { repoRoot } from './process.ts';

/** One page the site must serve, and its full `<title>` when known. */
interface SmokePage {
  path: string;
  title?: string;
}

interface SmokeOptions {
  /** The deployed site, e.g. https://www.emberwise.ai or a preview's pages.dev address. */
  baseUrl: string;
  /** The pages to check; default: every page of the site's sitemap.xml. */
  pages?: readonly SmokePage[];
  /** The not-found page's full title, when known. */
  notFoundTitle?: string;
  /** Send one real contact form from this mailbox. */
  lead?: string;
  fetch?: typeof fetch;
}

/** One thing the smoke test looked at. */
export interface SmokeCheck {
  name: string;
  ok: boolean;
  /** What was wrong, when not ok. */
  detail?: string;
}

/** Headers every static page carries (`_headers`), beyond its Content-Security-Policy. */
const pageHeaders: Record<string, string> = {
  ...sharedSecurityHeaders,
  'Cross-Origin-Opener-Policy': 'same-origin',
};
/** Headers every API answer carries (the Hono app sets them; `_headers` does not reach Functions). */
const apiHeaders: Record<string, string> = {
  ...sharedSecurityHeaders,
  'Content-Security-Policy': apiContentSecurityPolicy,
};

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => entities[name]!);

/** The document's `<title>`, decoded. */
export function titleOf(html: string): string | undefined {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  return match ? decode(match[1]!.trim()) : undefined;
}

function headerProblems(headers: Headers, expected: Record<string, string>): string[] {
  return Object.entries(expected)
    .filter(([name, value]) => headers.get(name) !== value)
    .map(([name, value]) => `${name} is ${JSON.stringify(headers.get(name))}, not "${value}"`);
}

function pageHeaderProblems(headers: Headers, siteIsLocal: boolean): string[] {
  const problems = headerProblems(headers, pageHeaders);
  const csp = headers.get('Content-Security-Policy') ?? '';
  if (!csp.startsWith("default-src 'self'"))
    problems.push(`Content-Security-Policy is ${JSON.stringify(csp)}`);
  const loopback = csp
    .split(/[\s;]+/)
    .filter((source) => /^https?:\/\//.test(source) && isLoopbackUrl(source));
  if (!siteIsLocal && loopback.length) {
    problems.push(`Content-Security-Policy names ${loopback.join(', ')}: a local build was deployed`);
  }
  return problems;
}

const check = (name: string, problems: string[]): SmokeCheck =>
  problems.length ? { name, ok: false, detail: problems.join('; ') } : { name, ok: true };

/** Runs `work` over `items`, `limit` at a time, keeping their order. */
async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The paths of a sitemap, whatever origin its URLs name. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(decode(match[1]!)).pathname);
}

async function safely(name: string, work: () => Promise<SmokeCheck>): Promise<SmokeCheck> {
  try {
    return await work();
  } catch (error) {
    return { name, ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

/** Every check against the site at `baseUrl`; the run passed when every check is ok. */
export async function smokeTest(options: SmokeOptions): Promise<SmokeCheck[]> {
  const base = new URL(options.baseUrl).origin;
  const get = options.fetch ?? fetch;
  const siteIsLocal = isLoopbackUrl(base);
  const checks: SmokeCheck[] = [];

  let pages = options.pages;
  if (!pages) {
    const sitemap = await safely('sitemap.xml lists the pages', async () => {
      const response = await get(`${base}/sitemap.xml`, { redirect: 'manual' });
      const paths = response.status === 200 ? sitemapPaths(await response.text()) : [];
      pages = paths.map((path) => ({ path }));
      return check('sitemap.xml lists the pages', [
        ...(response.status === 200 ? [] : [`answered ${response.status}`]),
        ...(response.status === 200 && paths.length === 0 ? ['it lists no page'] : []),
      ]);
    });
    checks.push(sitemap);
  }

  checks.push(
    ...(await eachLimited(pages ?? [], 6, (page) =>
      safely(`page ${page.path}`, async () => {
        const response = await get(`${base}${page.path}`, { redirect: 'manual' });
        const title = titleOf(await response.text());
        return check(`page ${page.path}`, [
          ...(response.status === 200 ? [] : [`answered ${response.status}`]),
          ...(page.title && title !== page.title
            ? [`title is ${JSON.stringify(title)}, not "${page.title}"`]
            : []),
          ...(!page.title && !title ? ['has no title'] : []),
          ...pageHeaderProblems(response.headers, siteIsLocal),
        ]);
      }),
    )),
  );

  checks.push(
    await safely('an unknown address answers the not-found page', async () => {
      const response = await get(`${base}/smoke-test-no-such-page-${Date.now()}`, { redirect: 'manual' });
      const title = titleOf(await response.text());
      return check('an unknown address answers the not-found page', [
        ...(response.status === 404 ? [] : [`answered ${response.status}, not 404`]),
        ...(options.notFoundTitle && title !== options.notFoundTitle
          ? [`title is ${JSON.stringify(title)}, not "${options.notFoundTitle}"`]
          : []),
        ...pageHeaderProblems(response.headers, siteIsLocal),
      ]);
    }),
  );

  checks.push(
    await safely('/api/health reports a configured backend', async () => {
      const response = await get(`${base}/api/health`, { redirect: 'manual' });
      const body = (await response.json().catch(() => undefined)) as
        { ok?: unknown; backend?: unknown; error?: unknown; functions?: Record<string, unknown> } | undefined;
      const failing = Object.entries(body?.functions ?? {})
        .filter(([, health]) => health !== 'ok')
        .map(([name]) => name);
      return check('/api/health reports a configured backend', [
        ...(response.status === 200 ? [] : [`answered ${response.status}`]),
        ...(body?.ok === true && body.backend === 'configured' && !failing.length
          ? []
          : typeof body?.error === 'string'
            ? [`answered "${body.error}"`]
            : body?.backend !== 'configured'
              ? [`answered ${JSON.stringify(body)}: the Functions lack SUPABASE_URL or EDGE_API_SECRET`]
              : failing.length
                ? [
                    `the Supabase functions ${failing.join(', ')} did not answer their health check (not started, no database, or another EDGE_API_SECRET)`,
                  ]
                : [`answered ${JSON.stringify(body)}`]),
        ...headerProblems(response.headers, apiHeaders),
      ]);
    }),
  );

  checks.push(
    await safely('a form post from a foreign origin is refused with 403', async () => {
      const response = await get(`${base}/api/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://smoke-test.invalid',
        },
        body: new URLSearchParams({ name: 'Cross Origin', email: 'cross-origin@smoke-test.invalid' }),
      });
      return check('a form post from a foreign origin is refused with 403', [
        ...(response.status === 403 ? [] : [`answered ${response.status}: the CSRF check let it through`]),
        ...headerProblems(response.headers, apiHeaders),
      ]);
    }),
  );

  if (options.lead) {
    const mailbox = options.lead;
    checks.push(
      await safely(`a test lead from ${mailbox} is accepted`, async () => {
        const response = await get(`${base}/api/contact`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
            origin: base,
          },
          body: new URLSearchParams({
            name: 'Smoke Test',
            email: mailbox,
            message: `Smoke test of ${base} at ${new Date().toISOString()}`,
            source: 'smoke-test',
          }),
        });
        const body = (await response.json().catch(() => undefined)) as { ok?: unknown } | undefined;
        return check(`a test lead from ${mailbox} is accepted`, [
          ...(response.status === 200 && body?.ok === true
            ? []
            : [`answered ${response.status} ${JSON.stringify(body)}`]),
        ]);
      }),
    );
  }
  return checks;
}

/** The pages and titles of the build in `.ssr/`, when there is one. */
async function builtPages(): Promise<Pick<SmokeOptions, 'pages' | 'notFoundTitle'> | undefined> {
  const entry = join(repoRoot, '.ssr/entry-server.js');
  if (!existsSync(entry)) return undefined;
  const server = (await import(pathToFileURL(entry).href)) as typeof import('../site/src/entry-server.tsx');
  return {
    pages: server.routeTable.map((route) => ({ path: route.path, title: server.pageTitle(route.title) })),
    notFoundTitle: server.pageTitle(server.notFoundEntry.title),
  };
}

/**
 * The address to check: a URL as given, or `pages` / `site` for the production environment's
 * `PAGES_URL` (the Pages project's own address) or `VITE_SITE_URL` in wrangler.toml.
 */
export async function smokeTarget(
  target: string,
  vars: () => Promise<Record<string, string>> = () => readPagesVars('production'),
): Promise<string> {
  if (target !== 'pages' && target !== 'site') return target;
  const name = target === 'pages' ? 'PAGES_URL' : 'VITE_SITE_URL';
  const value = (await vars())[name];
  if (!value)
    throw new Error(
      `${name} is not in wrangler.toml [env.production.vars]${target === 'pages' ? ": copy the address on the Pages project's page there (Deploy, step 6)" : ''}.`,
    );
  return value;
}

async function main() {
  const args = process.argv.slice(2);
  const leadFlag = args.indexOf('--lead');
  const lead = leadFlag >= 0 ? args[leadFlag + 1] : undefined;
  const target = args.find((arg, index) => !arg.startsWith('--') && (leadFlag < 0 || index !== leadFlag + 1));
  if (!target || (leadFlag >= 0 && !lead)) {
    console.error('Usage: npm run smoke -- <site url> | pages | site [--lead <mailbox>]');
    process.exit(2);
  }
  const baseUrl = await smokeTarget(target).catch((error: Error) => {
    console.error(error.message);
    process.exit(2);
  });
  const expected = await builtPages();
  console.log(
    expected
      ? `Checking ${baseUrl} against the route table of the build in .ssr/ (${expected.pages!.length} pages).`
      : `Checking ${baseUrl}: no build in .ssr/, so the pages come from its sitemap.xml (npm run build first for every page and title).`,
  );
  const checks = await smokeTest({ baseUrl, lead, ...expected });
  for (const { name, ok, detail } of checks)
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  const failed = checks.filter((item) => !item.ok).length;
  console.log(
    failed ? `${failed} of ${checks.length} checks failed.` : `All ${checks.length} checks passed.`,
  );
  if (lead && !failed) {
    console.log(
      `Now look for the lead in the leads table and two emails: "New lead: …" to the team, and one to ${lead}.`,
    );
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) void main();
