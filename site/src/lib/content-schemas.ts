/**
 * The schemas of the YAML files the studio edits: authors (`content/authors/`), case studies
 * (`content/cases/`), open positions (`content/positions/`) and the blog's settings. The build reads
 * every file through its folder's schema and stops with the file and the field named when something
 * is missing or wrong. The loaders in `site/src/content/` turn each file into the type its pages
 * render, so the compiler holds the schemas and those types together. Relative imports only: the build's Vite plugins load this file before any alias exists.
 */
import { z } from 'zod';
import type { BlogAuthor } from '../types/blog.ts';
import { authorRules, caseRules, positionRules, slugPattern, type LengthRule } from './content-rules.ts';

const text = ({ min, max }: LengthRule) => z.string().trim().min(min).max(max);
const prose = text(caseRules.text);
const slug = z.string().regex(slugPattern.regex, { error: slugPattern.message });

export const authorSchema = z.strictObject({
  name: text(authorRules.name),
  role: text(authorRules.role),
  bio: text(authorRules.bio),
}) satisfies z.ZodType<BlogAuthor>;

const keyFigure = z.strictObject({ value: text({ min: 1, max: 20 }), label: prose });

/**
 * A case study file: the card of /cases and the home page, then the story of its page. Optional
 * blocks (build, roadmap, quote) are left out or written empty; an empty one is not shown.
 */
export const caseSchema = z.strictObject({
  title: text(caseRules.title),
  description: text(caseRules.description),
  technology: z.enum(caseRules.technologies),
  /** Empty for delivered work; otherwise when it ships ("2026 Q1", "Coming Soon"). */
  status: z.string().trim().max(caseRules.status.max),
  image: z.string().regex(caseRules.image.regex, { error: caseRules.image.message }),
  imageAlt: text(caseRules.imageAlt),
  published: z.iso.date(),
  kind: z.enum(['delivered', 'upcoming']),
  hero: z.strictObject({ eyebrow: prose, title: text(caseRules.heroTitle), intro: prose }),
  facts: z.array(z.strictObject({ label: prose, value: prose })).min(1),
  results: z.strictObject({
    title: prose,
    figures: z.array(keyFigure).min(caseRules.figures.min).max(caseRules.figures.max),
  }),
  sections: z
    .array(
      z.strictObject({
        id: slug,
        title: prose,
        paragraphs: z.array(prose).min(1),
        points: z.array(prose).optional(),
      }),
    )
    .min(caseRules.sections.min)
    .max(caseRules.sections.max),
  build: z
    .strictObject({
      title: z.string().trim(),
      intro: z.string().trim().optional(),
      steps: z.array(z.strictObject({ title: prose, description: prose })),
    })
    .optional(),
  roadmap: z
    .strictObject({
      title: z.string().trim(),
      milestones: z.array(z.strictObject({ period: prose, title: prose, description: prose })),
    })
    .optional(),
  quote: z.strictObject({ text: z.string().trim(), attribution: z.string().trim() }).optional(),
  cta: z.strictObject({
    title: prose,
    text: prose,
    /** The main button's label; it leads to the contact form, with the case as the source. */
    button: text({ min: 2, max: 40 }),
    /** Whether a second button offers the 15-minute ROI call. */
    booking: z.boolean(),
  }),
});

export type CaseFile = z.infer<typeof caseSchema>;

const list = z.array(prose);

export const positionSchema = z.strictObject({
  /** Listing order on /careers: lower first. */
  order: z.int().min(0),
  title: text(positionRules.title),
  summary: text(positionRules.summary),
  department: text({ min: 2, max: 40 }),
  location: text({ min: 2, max: 80 }),
  type: text({ min: 2, max: 40 }),
  description: prose,
  requirements: list.min(positionRules.requirements.min).max(positionRules.requirements.max),
  level: text({ min: 2, max: 40 }),
  experience: text({ min: 2, max: 40 }),
  travel: text({ min: 2, max: 40 }),
  teamSize: text({ min: 2, max: 40 }),
  about: list.min(1),
  responsibilities: list.min(1),
  qualifications: list.min(1),
  niceToHave: list,
  whatWeOffer: list.min(1),
  apply: z.enum(positionRules.apply),
  datePosted: z.iso.date(),
  validThrough: z.iso.date(),
  employmentType: z.enum(positionRules.employmentTypes),
});

export type PositionFile = z.infer<typeof positionSchema>;

/** `content/settings/blog.yaml`: which article /blogs features above the grid. */
export const blogSettingsSchema = z.strictObject({ featured: slug });

/** Which schema checks the YAML files of each folder of `content/`. */
export const yamlSchemas = {
  authors: authorSchema,
  cases: caseSchema,
  positions: positionSchema,
  settings: blogSettingsSchema,
} as const;
