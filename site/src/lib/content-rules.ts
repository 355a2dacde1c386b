/**
 * The rules of the content the studio edits (blog articles, authors, case studies, open positions),
 * each written once: the build checks every file with the zod schemas of `content-schemas.ts`, and
 * the studio's fields take the same limits, so a save the studio accepts is a file the build accepts.
 * Relative imports only: the build's Vite plugins load this file before any alias exists.
 */
import { blogCategories } from '../types/blog.ts';
import { caseTechnologies } from '../types/entities.ts';

/** Inclusive length limits of a text, in characters. */
export interface LengthRule {
  min: number;
  max: number;
}

/** A pattern with the sentence that says what it wants. */
export interface PatternRule {
  regex: RegExp;
  message: string;
}

export const slugPattern: PatternRule = {
  regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  message: 'must be lowercase words joined by hyphens',
};

export const blogRules = {
  title: { min: 10, max: 110 },
  /** Card text and meta description. */
  excerpt: { min: 70, max: 160 },
  readTime: { regex: /^\d{1,2} min read$/, message: 'must read like "8 min read"' },
  categories: blogCategories,
  tags: { min: 3, max: 6 },
  tag: { min: 2, max: 40 },
  /** A self-hosted image: the article's illustration. */
  image: {
    regex: /^\/images\/blog\/(?:[a-z0-9-]+\/)?[a-z0-9-]+\.(svg|png|jpe?g|webp)$/,
    message: 'must be an image in /images/blog/ (svg, png, jpg or webp)',
  },
  imageAlt: { min: 10, max: 200 },
  /** The Related Articles under an article. */
  related: 3,
  /** Where the studio puts uploaded article images, and the path the site serves them at. */
  imageDirectory: 'site/public/images/blog',
  imagePublicPath: '/images/blog/',
} as const;

export const authorRules = {
  name: { min: 3, max: 60 },
  role: { min: 3, max: 80 },
  bio: { min: 70, max: 600 },
} as const;

export const caseRules = {
  title: { min: 3, max: 60 },
  /** Card text and meta description. */
  description: { min: 70, max: 160 },
  technologies: caseTechnologies,
  status: { min: 0, max: 30 },
  image: {
    regex: /^\/images\/projects\/(?:[a-z0-9-]+\/)?[a-z0-9-]+\.(svg|png|jpe?g|webp)$/,
    message: 'must be an image in /images/projects/ (svg, png, jpg or webp)',
  },
  imageAlt: { min: 10, max: 200 },
  heroTitle: { min: 10, max: 120 },
  text: { min: 1, max: 2000 },
  sections: { min: 1, max: 10 },
  figures: { min: 1, max: 6 },
  imageDirectory: 'site/public/images/projects',
  imagePublicPath: '/images/projects/',
} as const;

export const positionRules = {
  title: { min: 5, max: 80 },
  /** One sentence for search results and link previews. */
  summary: { min: 70, max: 160 },
  requirements: { min: 3, max: 6 },
  employmentTypes: ['FULL_TIME', 'PART_TIME', 'CONTRACTOR'] as const,
  apply: ['contact-form', 'dialog'] as const,
  text: { min: 1, max: 2000 },
} as const;
