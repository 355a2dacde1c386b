import { describe, expect, it } from 'vitest';
import { paths } from '@shared/paths';
import { applyHead, headFor, headOf, renderHead } from '@/lib/head';
import {
  blogPostingLd,
  breadcrumbLd,
  jobPostingLd,
  organizationLd,
  serializeJsonLd,
  structuredDataFor,
} from '@/lib/structured-data';
import { notFoundEntry, routeTable } from '@/routes';
import type { RouteEntry } from '@/types/routes';
import { absoluteUrl, siteConfig } from '@/lib/site-config';

const entry = (path: string, title: string): RouteEntry => ({ path, title, page: 'x', description: 'd' });
const table = [
  entry(paths.home(), ''),
  entry(paths.careers(), 'Careers'),
  entry(paths.blogs(), 'Blogs'),
  entry(paths.cases(), 'Case Studies'),
];

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );

describe('organizationLd', () => {
  it('describes the company with name, url, logo and email and no sameAs', () => {
    expect(organizationLd()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteConfig.name,
      url: absoluteUrl('/'),
      logo: absoluteUrl('/logo.png'),
      email: siteConfig.email,
    });
    expect(organizationLd()).not.toHaveProperty('sameAs');
  });
});

describe('breadcrumbLd', () => {
  it('is absent on top-level pages', () => {
    expect(breadcrumbLd(table[1]!, table)).toBeNull();
    expect(breadcrumbLd(table[0]!, table)).toBeNull();
  });

  it('walks Home > section > page on nested pages, named by the route table titles', () => {
    const job = entry(paths.career('ai-transformation-specialist'), 'AI Transformation Specialist');
    expect(breadcrumbLd(job, [...table, job])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
        { '@type': 'ListItem', position: 2, name: 'Careers', item: absoluteUrl('/careers') },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'AI Transformation Specialist',
          item: absoluteUrl(job.path),
        },
      ],
    });
  });

  it('puts articles under Blogs and projects under Cases', () => {
    const names = (path: string) =>
      (breadcrumbLd(entry(path, 'Page'), table)!.itemListElement as { name: string }[]).map(
        (item) => item.name,
      );
    expect(names(paths.blogPost('agentic-ai-future'))).toEqual(['Home', 'Blogs', 'Page']);
    expect(names(paths.project('promptcoach-ai'))).toEqual(['Home', 'Case Studies', 'Page']);
  });

  it('skips a section that is not in the route table yet', () => {
    const names = (breadcrumbLd(entry('/guides/x', 'X'), table)!.itemListElement as { name: string }[]).map(
      (item) => item.name,
    );
    expect(names).toEqual(['Home', 'X']);
  });
});

describe('blogPostingLd', () => {
  it('builds a BlogPosting with absolute URLs, author and publisher', () => {
    const ld = blogPostingLd({
      path: paths.blogPost('orq-ai-foundation'),
      title: 'Orq.ai: a foundation for AI teams',
      description: 'What an orchestration platform brings.',
      datePublished: '2025-01-23',
      authorName: 'Sam de Vries',
      authorRole: 'AI Consultant',
      image: '/images/blog/orq.svg',
      tags: ['LLMOps', 'Orchestration'],
      category: 'AI Infrastructure',
    });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Orq.ai: a foundation for AI teams',
      url: absoluteUrl('/blog/orq-ai-foundation'),
      image: [absoluteUrl('/images/blog/orq.svg')],
      datePublished: '2025-01-23',
      dateModified: '2025-01-23',
      author: { '@type': 'Person', name: 'Sam de Vries', jobTitle: 'AI Consultant' },
      publisher: { '@type': 'Organization', name: siteConfig.name },
      keywords: 'LLMOps, Orchestration',
      articleSection: 'AI Infrastructure',
    });
  });

  it('falls back to the social image', () => {
    const ld = blogPostingLd({
      path: '/blog/x',
      title: 't',
      description: 'd',
      datePublished: '2025-01-01',
      authorName: 'A',
    });
    expect(ld.image).toEqual([absoluteUrl(siteConfig.socialImage)]);
  });
});

describe('jobPostingLd', () => {
  it('builds a JobPosting with the fields Google requires', () => {
    const ld = jobPostingLd({
      path: paths.career('generative-ai-solutions-architect'),
      title: 'Generative-AI Solutions Architect',
      description: 'Design and deliver generative AI solutions for our clients.',
      employmentType: 'FULL_TIME',
      datePosted: '2025-09-01',
      location: { locality: 'Amsterdam', country: 'NL' },
    });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Generative-AI Solutions Architect',
      description: 'Design and deliver generative AI solutions for our clients.',
      employmentType: 'FULL_TIME',
      datePosted: '2025-09-01',
      hiringOrganization: { '@type': 'Organization', name: siteConfig.name, sameAs: absoluteUrl('/') },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Amsterdam', addressCountry: 'NL' },
      },
    });
    expect(ld).not.toHaveProperty('jobLocationType');
  });

  it('marks remote positions as telecommute', () => {
    const ld = jobPostingLd({
      path: '/careers/x',
      title: 'x',
      description: 'x',
      employmentType: ['FULL_TIME', 'CONTRACTOR'],
      datePosted: '2025-09-01',
      location: { locality: 'Amsterdam', country: 'NL' },
      remote: true,
    });
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
    expect(ld.employmentType).toEqual(['FULL_TIME', 'CONTRACTOR']);
  });
});

describe('serializeJsonLd', () => {
  it('cannot be broken out of its script element', () => {
    const ld = { ...organizationLd(), name: '</script><script>alert(1)</script><!-- & \u2028' };
    const json = serializeJsonLd(ld);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(ld);
  });
});

describe('head tags', () => {
  it('carry the Organization on every page and the page data after it', () => {
    const post = blogPostingLd({
      path: '/blog/x',
      title: 't',
      description: 'd',
      datePublished: '2025-01-01',
      authorName: 'A',
    });
    const page = { ...entry('/blog/x', 'X'), structuredData: [post] };
    expect(structuredDataFor(page, table).map((ld) => ld['@type'])).toEqual([
      'Organization',
      'BreadcrumbList',
      'BlogPosting',
    ]);
    for (const route of [...routeTable, notFoundEntry]) {
      const path = route.path === '*' ? '/404' : route.path;
      const blocks = jsonLdBlocks(renderHead(headFor(route, { path, table: routeTable })));
      expect(blocks[0]['@type'], route.path).toBe('Organization');
    }
  });

  it('mark pages that are not indexable noindex', () => {
    const thankYou = routeTable.find((route) => route.path === paths.thankYou())!;
    expect(thankYou.indexable).toBe(false);
    expect(renderHead(headFor(thankYou, { path: thankYou.path, table: routeTable }))).toContain(
      '<meta name="robots" content="noindex" />',
    );
    expect(renderHead(headFor(routeTable[0]!, { path: '/', table: routeTable }))).not.toContain('noindex');
  });
});

describe('the head of a page', () => {
  it('is the same whether the prerender writes it or the browser applies it after a navigation', async () => {
    const { Window } = await import('happy-dom');
    const parse = (html: string) => {
      const window = new Window();
      window.document.write(html);
      return window.document as unknown as Document;
    };
    const careers = entry(paths.careers(), 'Careers');
    const job = {
      ...entry(paths.career('ai-transformation-specialist'), 'AI Transformation Specialist'),
      description: 'An executive role.',
    };
    const pages = [...table, job];
    // The browser starts on the careers page (with a noindex tag left from an earlier page) ...
    const document = parse(
      `<!doctype html><html><head><meta name="viewport" content="width=device-width" /><meta name="robots" content="noindex" />${renderHead(headFor(careers, { path: careers.path, table: pages }))}</head><body></body></html>`,
    );
    // ... and navigates to the job page, whose head it reads from the job page's prerendered HTML.
    const expected = headFor(job, { path: job.path, table: pages });
    const prerendered = parse(
      `<!doctype html><html><head><meta charset="UTF-8" /><meta name="theme-color" content="#2a0a33" />${renderHead(expected)}</head></html>`,
    );
    expect(headOf(prerendered)).toEqual(expected);
    applyHead(headOf(prerendered), document);
    const tags = (doc: Document) =>
      [...doc.head.querySelectorAll('title, meta[name]:not([name=viewport]), meta[property], link, script')]
        .map((element) => element.outerHTML.replace(/\s*\/>$/, '>'))
        .sort();
    expect(tags(document)).toEqual(tags(prerendered).filter((tag) => !tag.includes('theme-color')));
    expect(document.title).toBe('AI Transformation Specialist | Emberwise');
    expect(document.querySelector('meta[name=robots]')).toBeNull();
    expect(document.querySelector('meta[name=viewport]')).not.toBeNull();
  });
});
