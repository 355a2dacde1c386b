/**
 * The frontmatter every blog article must have. The build reads each MDX file's YAML through this
 * schema and names the file and the field when something is missing or wrong (the article is then
 * left out of the site and the problem reported). The studio's fields carry the same limits
 * (`studio/keystatic.config.ts`; a test runs every limit through both).
 */
import { z } from 'zod';
// Relative, not '@/': the build's Vite plugins load this file before any alias exists.
import { blogRules, slugPattern, wordsPerMinute } from './content-rules.ts';
import { draftSchema, seoSchema } from './publication.ts';

const slug = z.string().regex(slugPattern.regex, { error: slugPattern.message });
const length = ({ min, max }: { min: number; max: number }) => z.string().trim().min(min).max(max);

export const blogFrontmatterSchema = z.strictObject({
  title: length(blogRules.title),
  /** Card text and meta description. */
  excerpt: length(blogRules.excerpt),
  /** The author's file in `content/authors/` (without `.yaml`). */
  author: slug,
  /** ISO date, e.g. 2025-01-23: the article is published on that day, not before. */
  publishedDate: z.iso.date(),
  /** Saved but not published. */
  draft: draftSchema,
  category: z.enum(blogRules.categories),
  tags: z.array(length(blogRules.tag)).min(blogRules.tags.min).max(blogRules.tags.max),
  /** The self-hosted hero image. */
  image: z.string().regex(blogRules.image.regex, { error: blogRules.image.message }),
  imageAlt: length(blogRules.imageAlt),
  /** Slugs of up to three Related Articles; the page fills the rest with articles sharing tags. */
  related: z.array(slug).min(blogRules.related.min).max(blogRules.related.max).default([]),
  seo: seoSchema,
});

/** The read time an article shows, from the words of its body: "8 min read". */
export function readTimeFor(wordCount: number): string {
  return `${Math.max(1, Math.round(wordCount / wordsPerMinute))} min read`;
}
