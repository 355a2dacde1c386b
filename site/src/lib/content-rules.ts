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
interface PatternRule {
  regex: RegExp;
  message: string;
}

export const slugPattern: PatternRule = {
  regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  message: 'must be lowercase words joined by hyphens',
};

/** The address of an article or a case study: the last part of its URL, and its file's name. */
export const addressPattern: PatternRule = {
  regex: slugPattern.regex,
  message: 'Address: use lowercase letters and digits, with single hyphens between words (e.g. my-new-post)',
};

/**
 * The address of a newsletter issue (its web version is /newsletter/<address>): not one of the
 * newsletter's own pages, /newsletter/confirm and /newsletter/unsubscribe, which its links open.
 */
export const issueAddressPattern: PatternRule = {
  regex: /^(?!(?:confirm|unsubscribe)$)[a-z0-9]+(?:-[a-z0-9]+)*$/,
  message:
    'Address: use lowercase letters and digits, with single hyphens between words; "confirm" and "unsubscribe" are the newsletter\'s own pages',
};

/**
 * The address of an open position. The positions' addresses are made from their titles with every
 * character that is not a letter or digit turned into a hyphen, so runs and edge hyphens occur
 * ("automation---integration-engineer--agentic-workflows-").
 */
export const positionAddressPattern: PatternRule = {
  regex: /^[a-z0-9][a-z0-9-]*$/,
  message: 'Address: use lowercase letters, digits and hyphens, starting with a letter or digit',
};

/**
 * The components an article's body (and every other MDX page) may use, as the site renders them
 * (`components/prose/prose-components.tsx`) and the studio offers them (`studio/keystatic.config.ts`).
 */
export const contentComponents = [
  'Callout',
  'KeyFigures',
  'Checklist',
  'ComparisonTable',
  'VideoEmbed',
  'Cta',
  'PlatformComparison',
  'BackendComparison',
] as const;

export type ContentComponent = (typeof contentComponents)[number];

/**
 * The components a newsletter issue's body may use besides Markdown (headings, paragraphs, lists,
 * links, pictures), each one an email can show: a call-to-action button and a linked article card
 * (`site/scripts/vite-plugins/newsletter-issues.ts` turns them into the email's blocks).
 */
export const newsletterComponents = ['Button', 'ArticleCard'] as const;

export type NewsletterComponent = (typeof newsletterComponents)[number];

/** Reading speed for a read time: an adult reads about 230 words of prose a minute. */
export const wordsPerMinute = 230;

/**
 * Search engine settings of a page: an optional title and description, and whether to index it. Each
 * text is empty (the page's own title and text are used) or within its limits.
 */
export const seoRules = {
  title: {
    max: 70,
    regex: /^(?:|[\s\S]{10,70})$/,
    message: 'Search title: leave it empty or write 10 to 70 characters',
  },
  description: {
    max: 160,
    regex: /^(?:|[\s\S]{70,160})$/,
    message: 'Search description: leave it empty or write 70 to 160 characters',
  },
} as const;

/** A picture inside an article's body: its description is required. */
export const bodyImageRules = {
  alt: { min: 5, max: 200 },
} as const;

export const blogRules = {
  title: { min: 10, max: 110 },
  /** Card text and meta description. */
  excerpt: { min: 70, max: 160 },
  categories: blogCategories,
  tags: { min: 3, max: 6 },
  tag: { min: 2, max: 40 },
  /** A self-hosted image: the article's illustration, in the article's own folder of /images/blog/. */
  image: {
    regex: /^\/images\/blog\/[a-z0-9-]+\/[\w.-]+\.(svg|png|jpe?g|webp|avif|gif)$/,
    message: "must be an image in the article's folder of /images/blog/ (svg, png, jpg, webp, avif or gif)",
  },
  imageAlt: { min: 10, max: 200 },
  /** The Related Articles under an article: up to three chosen, the rest filled by shared tags. */
  related: { min: 0, max: 3 },
  /** How many Related Articles an article shows. */
  relatedShown: 3,
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
    regex: /^\/images\/projects\/[a-z0-9-]+\/[\w.-]+\.(svg|png|jpe?g|webp|avif|gif)$/,
    message: "must be an image in the case's folder of /images/projects/ (svg, png, jpg, webp, avif or gif)",
  },
  imageAlt: { min: 10, max: 200 },
  heroTitle: { min: 10, max: 120 },
  text: { min: 1, max: 2000 },
  /** A key figure's value, e.g. "80%". */
  figure: { min: 1, max: 20 },
  /** The closing call to action's button. */
  button: { min: 2, max: 40 },
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
  /** Department, type, level, experience, travel, team size. */
  fact: { min: 2, max: 40 },
  location: { min: 2, max: 80 },
} as const;
