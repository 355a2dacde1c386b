/**
 * What the spec fixes on the pages that come from content files, read from the prerendered HTML
 * the visitor receives (no browser: the words are there before any script runs, and
 * tests/e2e/site.spec.ts starts every one of these pages in Chromium). Articles, positions and the
 * legal pages are written by the team; these checks hold what the spec says of each, whatever the
 * team writes: an article's facts and related articles, a position's quick facts, the legal pages'
 * sections.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, test } from 'vitest';
import { wordsPerMinute } from '../../site/src/lib/content-rules';
import { htmlFileForPath } from '../../site/scripts/prerender';
import { distDir } from '../helpers/browser';
import { blogPosts, positions, readableIssues, routeTable, sentIssues } from '../helpers/site';

const windows: Window[] = [];
afterAll(() => windows.forEach((window) => window.close()));

/** The built page of a path, parsed (scripts do not run). */
function built(path: string): Document {
  const window = new Window();
  windows.push(window);
  window.document.write(readFileSync(join(distDir, htmlFileForPath(path)), 'utf8'));
  return window.document as unknown as Document;
}

const text = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const routePaths = new Set(routeTable.map((entry) => entry.path));

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

describe('blog articles', () => {
  for (const post of blogPosts) {
    test(`/blog/${post.slug} shows its facts, a read time counted from its body, and three related articles of the site`, () => {
      const document = built(`/blog/${post.slug}`);
      const main = document.querySelector('main')!;
      const article = main.querySelector('article')!;
      expect(text(main.querySelector('h1'))).toBe(post.title);
      for (const fact of [
        longDate(post.publishedDate),
        post.readTime,
        post.author,
        post.authorRole,
        post.category,
      ])
        expect(text(article), fact).toContain(fact);
      const back = [...main.querySelectorAll('a')].find((link) => text(link) === 'Back to Blogs');
      expect(back?.getAttribute('href')).toBe('/blogs');
      const hero = [...article.querySelectorAll('img')].find(
        (image) => image.getAttribute('alt') === post.imageAlt,
      );
      expect(hero?.getAttribute('width')).toBe('1200');
      expect(hero?.getAttribute('height')).toBe('630');

      // The read time is counted from the body's text: it never claims more minutes than the words
      // a reader sees take (tables and figures add words it does not count).
      const words = text(main.querySelector('.prose'))
        .split(' ')
        .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
      expect(Number.parseInt(post.readTime, 10)).toBeLessThanOrEqual(Math.ceil(words / wordsPerMinute));

      const region = [...main.querySelectorAll('section')].find(
        (section) => text(section.querySelector('h2')) === 'Related Articles',
      );
      const related = [...(region?.querySelectorAll('a') ?? [])].filter((link) =>
        text(link).startsWith('Read More'),
      );
      expect(related).toHaveLength(3);
      for (const link of related) {
        const href = link.getAttribute('href')!;
        expect(href).not.toBe(`/blog/${post.slug}`);
        expect(routePaths.has(href), href).toBe(true);
      }
    });
  }
});

describe('position pages', () => {
  /** The quick facts the spec's table gives each position. */
  const facts: Record<string, [string, string, string, string]> = {
    'Generative-AI Solutions Architect': ['Solutions', 'senior', '5+ years', 'Occasional'],
    'AI Transformation Specialist': ['Strategy', 'executive', '8+ years', 'Regular'],
    'Automation & Integration Engineer (Agentic Workflows)': [
      'Engineering',
      'mid to senior',
      '3+ years',
      'Minimal',
    ],
  };

  test('the three positions of the spec are open', () => {
    expect(positions.map((position) => position.title).sort()).toEqual(Object.keys(facts).sort());
  });

  for (const position of positions) {
    test(`${position.title}: quick facts, sections, JobPosting, Apply Now and the way back`, () => {
      const slug = position.title.toLowerCase().replace(/[^a-z0-9]/g, '-');
      const document = built(`/careers/${slug}`);
      const main = document.querySelector('main')!;
      expect(text(main.querySelector('h1'))).toBe(position.title);
      const quick = [...main.querySelectorAll('dl')].at(-1)!;
      const pairs = [...quick.querySelectorAll('dt')].map((term) => [
        text(term),
        text(term.nextElementSibling),
      ]);
      const [department, level, experience, travel] = facts[position.title]!;
      expect(pairs).toEqual(
        expect.arrayContaining([
          ['Department', department],
          ['Level', level],
          ['Experience', experience],
          ['Travel', travel],
          ['Team size', '10-50 people'],
        ]),
      );
      const h2s = [...main.querySelectorAll('h2')].map(text);
      expect(h2s).toEqual(
        expect.arrayContaining([
          'What you’ll do',
          'What you bring',
          'What we offer',
          'Apply Now',
          'Questions?',
        ]),
      );
      const posting = [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? 'null'))
        .find((data) => data?.['@type'] === 'JobPosting');
      expect(posting).toMatchObject({
        title: position.title,
        employmentType: 'FULL_TIME',
        validThrough: position.validThrough,
      });
      expect(posting.description.length).toBeGreaterThan(300);
      const links = [...main.querySelectorAll('a')];
      if (position.apply === 'dialog') {
        // Opening the dialog is driven in Chromium (tests/e2e/careers.spec.ts).
        expect([...main.querySelectorAll('button')].some((button) => text(button) === 'Apply Now')).toBe(
          true,
        );
      } else {
        expect(links.find((link) => text(link) === 'Apply Now')?.getAttribute('href')).toMatch(/^\/sign-up/);
      }
      expect(links.find((link) => text(link) === 'Back to Careers')?.getAttribute('href')).toBe('/careers');
    });
  }
});

describe('legal pages', () => {
  const h2s = (path: string) => [...built(path).querySelectorAll('main .prose h2')].map(text);

  test('the privacy policy has its sections in order and names the GDPR and the Dutch authority', () => {
    const document = built('/privacy-policy');
    expect(text(document.querySelector('main h1'))).toBe('Privacy Policy');
    expect(h2s('/privacy-policy')).toEqual([
      'Introduction',
      'Information We Collect',
      'How We Use Your Information',
      'Sharing Your Information',
      'Data Security',
      'Cookies',
      'Your Rights',
      'Changes to This Policy',
      'Contact Us',
    ]);
    expect(text(document.querySelector('main'))).toContain('GDPR');
    expect(text(document.querySelector('main'))).toContain('Autoriteit Persoonsgegevens');
  });

  test('the cookie policy covers the cookie types, session and persistent, third parties and managing cookies, and leads home', () => {
    const document = built('/cookies');
    expect(h2s('/cookies')).toEqual([
      'What Are Cookies',
      'Types of Cookies',
      'Cookies We Use',
      'Third-Party Cookies',
      'Managing Cookies',
      'Changes to This Policy',
      'Contact Us',
    ]);
    const h3s = [...document.querySelectorAll('main .prose h3')].map(text);
    for (const type of ['Essential cookies', 'Analytics cookies', 'Functional cookies', 'Marketing cookies'])
      expect(
        h3s.filter((heading) => heading.includes(type)),
        type,
      ).toHaveLength(1);
    expect(text(document.querySelector('main'))).toMatch(/session/i);
    expect(text(document.querySelector('main'))).toMatch(/persistent/i);
    const home = [...document.querySelectorAll('main a')].find((link) => text(link) === 'Back to Home');
    expect(home?.getAttribute('href')).toBe('/');
  });

  test('the terms have eleven numbered sections in order, with the law of the Netherlands, and lead home', () => {
    const document = built('/terms');
    expect(h2s('/terms')).toEqual([
      '1. Acceptance of Terms',
      '2. Our Services',
      '3. User Responsibilities',
      '4. Intellectual Property',
      '5. Privacy',
      '6. Limitation of Liability',
      '7. Availability of the Website',
      '8. Termination',
      '9. Governing Law',
      '10. Changes to These Terms',
      '11. Contact',
    ]);
    const law: string[] = [];
    for (
      let node = document.getElementById('9-governing-law')?.nextElementSibling;
      node && node.tagName !== 'H2';
      node = node.nextElementSibling
    )
      law.push(text(node));
    expect(law.join(' ')).toContain('Netherlands');
    const home = [...document.querySelectorAll('main a')].find((link) => text(link) === 'Back to Home');
    expect(home?.getAttribute('href')).toBe('/');
  });
});

describe('the newsletter archive', () => {
  const issuePaths = routeTable
    .filter((entry) => entry.page === 'newsletter-issue')
    .map((entry) => entry.path);
  const linksOf = (document: Document) =>
    [...document.querySelectorAll('main a')].map((a) => a.getAttribute('href'));

  test('lists every issue that has gone out, newest first, and no other', () => {
    // Gone out: ready or sent, and its day has come. A draft or an issue still to come has no page.
    const gone = readableIssues.filter((issue) => issue.publication.state === 'published');
    expect(sentIssues.map((issue) => issue.slug)).toEqual(gone.map((issue) => issue.slug));
    expect(issuePaths.sort()).toEqual(sentIssues.map((issue) => `/newsletter/${issue.slug}`).sort());
    const archive = built('/newsletter');
    expect(linksOf(archive).filter((href) => href?.startsWith('/newsletter/'))).toEqual(
      sentIssues.map((issue) => `/newsletter/${issue.slug}`),
    );
    for (const issue of readableIssues.filter((candidate) => !sentIssues.includes(candidate)))
      expect(text(archive.querySelector('main')), issue.slug).not.toContain(issue.subject);
    // The box to sign up is there, with or without an issue, and feed readers find the issues.
    expect(archive.querySelector('form[action="/api/newsletter"] input[type="email"]')).not.toBeNull();
    expect(
      archive.querySelector(
        'head link[rel="alternate"][type="application/rss+xml"][href="/newsletter/feed.xml"]',
      ),
    ).not.toBeNull();
    expect(text(archive.querySelector('main'))).toContain('We never track opens or clicks');
  });

  test('each issue’s web version shows what its email shows, and its date', () => {
    for (const issue of sentIssues) {
      const document = built(`/newsletter/${issue.slug}`);
      const main = text(document.querySelector('main'));
      expect(text(document.querySelector('h1'))).toBe(issue.subject);
      expect(main).toContain(issue.preheader);
      expect(main).toContain(`Sent on ${longDate(issue.sendOn)}`);
      for (const block of issue.blocks) {
        const words = { heading: 'text', button: 'label', card: 'title' } as const;
        const shown =
          block.kind in words
            ? (block as Record<string, unknown>)[words[block.kind as keyof typeof words]]
            : undefined;
        if (typeof shown === 'string') expect(main, `${issue.slug}: ${block.kind}`).toContain(shown);
        // Paragraphs and list items read as the email's, word for word.
        const runs =
          block.kind === 'paragraph' ? [block.content] : block.kind === 'bullets' ? block.items : [];
        for (const run of runs) {
          const words = run
            .map((part) =>
              typeof part === 'string'
                ? part
                : 'strong' in part
                  ? part.strong
                  : 'em' in part
                    ? part.em
                    : part.link,
            )
            .join('')
            .replace(/\s+/g, ' ')
            .trim();
          expect(main, `${issue.slug}: ${block.kind}`).toContain(words);
        }
        if (block.kind === 'button' || block.kind === 'card')
          expect(linksOf(document), `${issue.slug}: ${block.kind}`).toContain(block.href);
        if (block.kind === 'image')
          expect(document.querySelector(`main img[src="${block.src}"]`)?.getAttribute('alt')).toBe(block.alt);
      }
      expect(document.querySelector('form[action="/api/newsletter"]')).not.toBeNull();
    }
  });

  test('the feed and the sitemap carry the issues that went out, and no other', () => {
    const feed = readFileSync(join(distDir, 'newsletter/feed.xml'), 'utf8');
    const sitemap = readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
    for (const issue of readableIssues) {
      const url = `/newsletter/${issue.slug}</`;
      const sent = sentIssues.includes(issue);
      expect(feed.includes(url), `${issue.slug} in the feed`).toBe(sent);
      expect(sitemap.includes(url), `${issue.slug} in the sitemap`).toBe(sent);
    }
    expect(sitemap).toContain('/newsletter</loc>');
  });
});
