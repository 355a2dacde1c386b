/**
 * The frontmatter every blog article must have. The build reads each MDX file's YAML through this
 * schema and stops with the file and the field named when something is missing or wrong.
 */
import { z } from 'zod';
// Relative, not '@/': the build's Vite plugins load this file before any alias exists.
import { blogCategories } from '../types/blog.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be an article slug' });

export const blogFrontmatterSchema = z.strictObject({
  title: z.string().min(10).max(110),
  /** Card text and meta description: 70 to 160 characters. */
  excerpt: z.string().min(70).max(160),
  author: z.string().min(3),
  authorRole: z.string().min(3),
  /** ISO date, e.g. 2025-01-23. */
  publishedDate: z.iso.date(),
  /** "8 min read": the body holds about 220 words per minute claimed. */
  readTime: z.string().regex(/^\d{1,2} min read$/, { error: 'must read like "8 min read"' }),
  category: z.enum(blogCategories),
  tags: z.array(z.string().min(2).max(40)).min(3).max(6),
  /** The self-hosted hero image. */
  image: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/, { error: 'must be /images/blog/<name>.svg' }),
  imageAlt: z.string().min(10).max(200),
  /** Slugs of the three Related Articles. */
  related: z.array(slug).length(3),
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
