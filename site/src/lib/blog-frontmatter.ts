/**
 * The frontmatter every blog article must have. The build reads each MDX file's YAML through this
 * schema and stops with the file and the field named when something is missing or wrong.
 */
import { z } from 'zod';
// Relative, not '@/': the build's Vite plugins load this file before any alias exists.
import { blogRules, slugPattern } from './content-rules.ts';

const slug = z.string().regex(slugPattern.regex, { error: slugPattern.message });
const length = ({ min, max }: { min: number; max: number }) => z.string().min(min).max(max);

export const blogFrontmatterSchema = z.strictObject({
  title: length(blogRules.title),
  /** Card text and meta description. */
  excerpt: length(blogRules.excerpt),
  /** The author's file in `content/authors/` (without `.yaml`). */
  author: slug,
  /** ISO date, e.g. 2025-01-23. */
  publishedDate: z.iso.date(),
  /** "8 min read": the body holds about 220 words per minute claimed. */
  readTime: z.string().regex(blogRules.readTime.regex, { error: blogRules.readTime.message }),
  category: z.enum(blogRules.categories),
  tags: z.array(length(blogRules.tag)).min(blogRules.tags.min).max(blogRules.tags.max),
  /** The self-hosted hero image. */
  image: z.string().regex(blogRules.image.regex, { error: blogRules.image.message }),
  imageAlt: length(blogRules.imageAlt),
  /** Slugs of the Related Articles. */
  related: z.array(slug).length(blogRules.related),
});

export type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;

/** Minutes claimed by a read time ("8 min read" -> 8). */
export function readMinutes(readTime: string): number {
  return Number.parseInt(readTime, 10);
}

/** Words a body must hold for its read time: about 220 words a minute, with 10 % slack. */
export function minimumWords(readTime: string): number {
  return Math.floor(readMinutes(readTime) * 220 * 0.9);
}
