/**
 * Blog articles: MDX files in the repository's `content/blog/<slug>.mdx` whose YAML frontmatter the
 * build checks with `blogFrontmatterSchema` (naming the file and field when it is wrong), plus the
 * data shapes of the comparison components an article may use.
 */

import type { Publication, Seo } from './publication.ts';

/** The categories of the blog, in chip order. */
export const blogCategories = [
  'AI Technology',
  'AI Tools',
  'Backend Development',
  'Development Tools',
  'AI Innovation',
  'AI Regulation',
  'AI Infrastructure',
] as const;

export type BlogCategory = (typeof blogCategories)[number];

/** A platform of the app-builder comparison. */
export interface PlatformComparisonItem {
  name: string;
  tagline: string;
  pricing: string;
  targetAudience: string;
  strengths: string[];
  weaknesses: string[];
  useCases: string[];
}

/** A platform of the backend comparison. */
export interface BackendComparisonItem {
  name: string;
  focus: string;
  description: string;
  strengths: string[];
  limitations: string[];
  pricing: string;
  bestFor: string;
}

/** One row of a comparison table: a feature and one value per platform, in column order. */
export interface ComparisonTableRow {
  feature: string;
  values: string[];
}

/** A group of the checklist component, e.g. "Planning" with its three items. */
export interface ChecklistGroup {
  title: string;
  items: string[];
}

/** An entry of the table of contents of a long-form page: a `##` heading and its anchor. */
export interface TocEntry {
  id: string;
  title: string;
}

/**
 * What the build knows about an article without its body (the `?meta` import of its MDX file): the
 * checked frontmatter, its slug, the words in its body, its read time, its headings and whether it
 * is published.
 */
export interface BlogPostMeta {
  slug: string;
  title: string;
  excerpt: string;
  /** The author's name and role, read from their file in `content/authors/` (the team's byline when it is gone). */
  author: string;
  authorRole: string;
  /** The author's file name in `content/authors/` (without `.yaml`), when there is one. */
  authorSlug?: string;
  publishedDate: string;
  /** "8 min read", from the words of the body. */
  readTime: string;
  category: BlogCategory;
  tags: string[];
  image: string;
  imageAlt: string;
  /** The Related Articles the editor chose (up to three): `relatedPosts` fills the rest. */
  related: string[];
  wordCount: number;
  toc: TocEntry[];
  seo: Seo;
  publication: Publication;
}

/** A person who writes for the blog (the author card under an article). */
export interface BlogAuthor {
  name: string;
  role: string;
  bio: string;
}
