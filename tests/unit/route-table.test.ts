import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paths } from '@shared/paths';
import { findRoute, notFoundEntry, routeRedirects, routeTable } from '@/routes';
import { readableIssues, sentIssues } from '@/content/newsletter-issues';
import { careerSlug, collapsedSlug } from '@/lib/slugs';
import { pageTitle, siteConfig } from '@/lib/site-config';
import { htmlFileForPath } from '../../site/scripts/prerender';

const pagesDir = fileURLToPath(new URL('../../site/src/pages/', import.meta.url));

/** Every public path of the site, as planned. */
const sitePaths = [
  '/',
  '/sign-up',
  '/book-consultation',
  '/ai-strategy',
  '/agentic-workflows',
  '/custom-dashboarding',
  '/change-management',
  '/text-chat-modalities',
  '/documents-modalities',
  '/images-modalities',
  '/video-modalities',
  '/audio-modalities',
  '/multimodal-modalities',
  '/design-system',
  '/cases',
  '/blogs',
  '/blog/agentic-ai-future',
  '/blog/reachy-mini-robot',
  '/blog/openai-gpt5-reasoning',
  '/blog/meta-llama-vs-claude',
  '/blog/ai-regulation-compliance',
  '/blog/lovable-bolt-replit',
  '/blog/leap-new-backend',
  '/blog/willow-voice-ai',
  '/blog/orq-ai-foundation',
  '/careers',
  '/careers/generative-ai-solutions-architect',
  '/careers/ai-transformation-specialist',
  '/careers/automation---integration-engineer--agentic-workflows-',
  '/projects/healthcare-voice-ai',
  '/projects/lead-data-enrichment',
  '/projects/promptcoach-ai',
  '/projects/compliance-financial',
  '/projects/legal-contract-analysis',
  '/projects/social-media-automation',
  '/privacy-policy',
  '/cookies',
  '/terms',
];

describe('route table', () => {
  it('names an existing page component for every entry, the not-found page included', () => {
    for (const entry of [...routeTable, notFoundEntry]) {
      expect(existsSync(`${pagesDir}${entry.page}.tsx`), `${entry.path} -> pages/${entry.page}.tsx`).toBe(
        true,
      );
    }
  });

  it('lists every path once, each starting with a slash and without a trailing slash', () => {
    const list = routeTable.map((entry) => entry.path);
    expect(new Set(list).size).toBe(list.length);
    for (const path of list) expect(path === '/' || /^\/[a-z0-9/-]*[a-z0-9-]$/.test(path), path).toBe(true);
  });

  it('gives every page a title (home uses the default) and a description search engines show in full', () => {
    for (const entry of routeTable) {
      if (entry.path !== paths.home()) expect(entry.title.length, entry.path).toBeGreaterThan(0);
      expect(entry.description.length, entry.path).toBeGreaterThanOrEqual(70);
      expect(entry.description.length, entry.path).toBeLessThanOrEqual(160);
    }
  });

  it('holds every page of the site: the 38 public paths, the thank-you page and the newsletter’s link pages', () => {
    expect(routeTable.map((entry) => entry.path)).toEqual(
      expect.arrayContaining([...sitePaths, '/thank-you', '/newsletter/confirm', '/newsletter/unsubscribe']),
    );
  });

  it('adds exactly one page per file of content/ and nothing else (a new article needs no code)', () => {
    const fixed = [
      ...sitePaths,
      '/thank-you',
      '/newsletter',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
    ].filter((path) => !/^\/(blog|projects|careers)\//.test(path));
    const filesOf = (folder: string) =>
      readdirSync(fileURLToPath(new URL(`../../content/${folder}/`, import.meta.url))).map((file) =>
        file.replace(/\.(mdx|yaml)$/, ''),
      );
    const titles = filesOf('positions').map(
      (file) =>
        /^title: (.*)$/m.exec(
          readFileSync(
            fileURLToPath(new URL(`../../content/positions/${file}.yaml`, import.meta.url)),
            'utf8',
          ),
        )![1]!,
    );
    const fromContent = [
      ...filesOf('blog').map(paths.blogPost),
      ...filesOf('cases').map(paths.project),
      ...titles.map((title) => paths.career(careerSlug(title.replace(/^'|'$/g, '')))),
      // A newsletter issue is a page once it has gone out (a draft or an issue still to come is not).
      ...sentIssues.map((issue) => paths.newsletterIssue(issue.slug)),
    ];
    expect(readableIssues.map((issue) => issue.slug).sort()).toEqual(filesOf('newsletter').sort());
    expect(routeTable.map((entry) => entry.path).sort()).toEqual([...fixed, ...fromContent].sort());
  });

  it('redirects the tidy form of a position path to the one that is linked and indexed', () => {
    expect(routeRedirects).toEqual([
      {
        from: '/careers/automation-integration-engineer-agentic-workflows',
        to: '/careers/automation---integration-engineer--agentic-workflows-',
      },
    ]);
  });

  it('finds a route by path, ignoring a trailing slash, and nothing for unknown paths', () => {
    expect(findRoute('/book-consultation/')?.page).toBe('book-consultation');
    expect(findRoute('/')?.page).toBe('home');
    expect(findRoute('/no-such-page')).toBeUndefined();
  });
});

describe('titles', () => {
  it('puts the brand after the page title, and uses the default title for the home page', () => {
    expect(pageTitle('Logo variations')).toBe(`Logo variations | ${siteConfig.name}`);
    expect(pageTitle('')).toBe(siteConfig.defaultTitle);
  });
});

describe('prerender file names', () => {
  it('writes / to index.html and every other path to <path>.html so Pages serves it without a redirect', () => {
    expect(htmlFileForPath('/')).toBe('index.html');
    expect(htmlFileForPath('/book-consultation')).toBe('book-consultation.html');
    expect(htmlFileForPath('/blog/agentic-ai-future')).toBe('blog/agentic-ai-future.html');
  });
});

describe('paths', () => {
  it('builds the spec paths', () => {
    expect(paths.modality('text-chat')).toBe('/text-chat-modalities');
    expect(paths.project('promptcoach-ai')).toBe('/projects/promptcoach-ai');
    expect(paths.signUp()).toBe('/sign-up');
    expect(paths.signUp('footer')).toBe('/sign-up?source=footer');
  });
});

describe('position slugs', () => {
  it('lowercase the title and turn every character that is not a letter or digit into one hyphen', () => {
    expect(careerSlug('Generative-AI Solutions Architect')).toBe('generative-ai-solutions-architect');
    expect(careerSlug('AI Transformation Specialist')).toBe('ai-transformation-specialist');
    expect(careerSlug('Automation & Integration Engineer (Agentic Workflows)')).toBe(
      'automation---integration-engineer--agentic-workflows-',
    );
  });

  it('have a tidy form with runs collapsed and edge hyphens trimmed', () => {
    expect(collapsedSlug('Automation & Integration Engineer (Agentic Workflows)')).toBe(
      'automation-integration-engineer-agentic-workflows',
    );
    expect(collapsedSlug('AI Transformation Specialist')).toBe('ai-transformation-specialist');
  });
});
