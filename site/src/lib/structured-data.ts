/**
 * JSON-LD (schema.org) for search engines: the Organization on every page, a BreadcrumbList on
 * nested pages, and typed builders for the page kinds that carry their own data (articles, job
 * openings) through `RouteEntry.structuredData`. Pure functions, shared by the prerender and tests.
 */
import { paths } from '@shared/paths';
import type { JsonLd, RouteEntry } from '@/types/routes';
import { absoluteUrl, siteConfig } from './site-config';

const context = 'https://schema.org' as const;

/** Square logo used by search engines for the Organization. */
const organizationLogoPath = '/logo.png';

/** The Organization node without `@context`, for embedding in other blocks. */
function organizationNode() {
  return {
    '@type': 'Organization',
    name: siteConfig.name,
    url: absoluteUrl(paths.home()),
    logo: absoluteUrl(organizationLogoPath),
  };
}

export function organizationLd(): JsonLd {
  return {
    '@context': context,
    ...organizationNode(),
    '@id': `${absoluteUrl(paths.home())}#organization`,
    legalName: siteConfig.legalName,
    email: siteConfig.email,
  };
}

/**
 * The listing page a nested path belongs to, where it is not simply its first segment
 * (`/blog/x` sits under Blogs, `/projects/x` under Cases).
 */
const sectionPathBySegment: Record<string, string> = {
  blog: paths.blogs(),
  projects: paths.cases(),
};

/** Home > section > page for paths with more than one segment; null for top-level pages. */
export function breadcrumbLd(entry: RouteEntry, table: readonly RouteEntry[]): JsonLd | null {
  const segments = entry.path.split('/').filter(Boolean);
  if (segments.length < 2) return null;
  const sectionPath = sectionPathBySegment[segments[0]!] ?? `/${segments[0]}`;
  const section = table.find((candidate) => candidate.path === sectionPath);
  const trail = [
    { name: 'Home', path: paths.home() },
    ...(section ? [{ name: section.title, path: section.path }] : []),
    { name: entry.title, path: entry.path },
  ];
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** Input of `blogPostingLd`: the facts of one article. */
interface BlogPostingInput {
  path: string;
  title: string;
  description: string;
  /** ISO 8601 date, e.g. "2025-01-23". */
  datePublished: string;
  dateModified?: string;
  authorName: string;
  authorRole?: string;
  /** Site path or absolute URL of the hero image; defaults to the social image. */
  image?: string;
  tags?: readonly string[];
  category?: string;
}

const toAbsolute = (pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : absoluteUrl(pathOrUrl);

export function blogPostingLd(post: BlogPostingInput): JsonLd {
  const url = absoluteUrl(post.path);
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [toAbsolute(post.image ?? siteConfig.socialImage)],
    datePublished: post.datePublished,
    dateModified: post.dateModified ?? post.datePublished,
    author: {
      '@type': 'Person',
      name: post.authorName,
      ...(post.authorRole ? { jobTitle: post.authorRole } : {}),
    },
    publisher: organizationNode(),
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags?.length ? { keywords: post.tags.join(', ') } : {}),
  };
}

/** Input of `articleLd`: a case study or announcement. */
interface ArticleInput {
  path: string;
  title: string;
  description: string;
  /** ISO 8601 date. */
  datePublished: string;
  /** Site path or absolute URL of the article's image. */
  image: string;
}

/** An `Article` (case studies): headline, image, date, and the company as author and publisher. */
export function articleLd(article: ArticleInput): JsonLd {
  const url = absoluteUrl(article.path);
  return {
    '@context': context,
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [toAbsolute(article.image)],
    datePublished: article.datePublished,
    dateModified: article.datePublished,
    author: organizationNode(),
    publisher: organizationNode(),
  };
}

/** schema.org employment types (Google's accepted values). */
type EmploymentType =
  'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER' | 'PER_DIEM' | 'OTHER';

/** Input of `jobPostingLd`: the facts of one open position. */
interface JobPostingInput {
  path: string;
  title: string;
  /** Full description; HTML is allowed by schema.org, plain text is fine. */
  description: string;
  employmentType: EmploymentType | EmploymentType[];
  /** ISO 8601 date the position was published. */
  datePosted: string;
  validThrough?: string;
  location: { locality: string; country: string; region?: string };
  /** Set for positions that can be done fully remotely. */
  remote?: boolean;
}

export function jobPostingLd(job: JobPostingInput): JsonLd {
  return {
    '@context': context,
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    url: absoluteUrl(job.path),
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: job.employmentType,
    hiringOrganization: { ...organizationNode(), sameAs: absoluteUrl(paths.home()) },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.location.locality,
        ...(job.location.region ? { addressRegion: job.location.region } : {}),
        addressCountry: job.location.country,
      },
    },
    ...(job.remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
  };
}

/** Every JSON-LD block of a page: Organization, breadcrumbs on nested pages, then the page's own. */
export function structuredDataFor(entry: RouteEntry, table: readonly RouteEntry[]): JsonLd[] {
  const breadcrumbs = breadcrumbLd(entry, table);
  return [organizationLd(), ...(breadcrumbs ? [breadcrumbs] : []), ...(entry.structuredData ?? [])];
}

/**
 * JSON for a `<script type="application/ld+json">` block. `<`, `>` and `&` become \u escapes so no
 * value can close the script element or open a comment; U+2028/2029 are escaped for old parsers.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
