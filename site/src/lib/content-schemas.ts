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
import { draftSchema, seoSchema } from './publication.ts';

const text = ({ min, max }: LengthRule) => z.string().trim().min(min).max(max);
const prose = text(caseRules.text);
/** A text the studio may leave empty: it writes nothing for an empty field. */
const optionalText = (max: number = caseRules.text.max) => z.string().trim().max(max).default('');
const slug = z.string().regex(slugPattern.regex, { error: slugPattern.message });

const authorSchema = z.strictObject({
  name: text(authorRules.name),
  role: text(authorRules.role),
  bio: text(authorRules.bio),
}) satisfies z.ZodType<BlogAuthor>;

const keyFigure = z.strictObject({ value: text(caseRules.figure), label: prose });

/**
 * A case study file: the card of /cases and the home page, then the story of its page. Optional
 * blocks (build, roadmap, quote) are left out or written empty; an empty one is not shown. The
 * studio leaves an empty text field out of the file, so every optional text defaults to empty.
 */
const caseSchema = z.strictObject({
  title: text(caseRules.title),
  description: text(caseRules.description),
  technology: z.enum(caseRules.technologies),
  /** Empty for delivered work; otherwise when it ships ("2026 Q1", "Coming Soon"). */
  status: optionalText(caseRules.status.max),
  image: z.string().regex(caseRules.image.regex, { error: caseRules.image.message }),
  imageAlt: text(caseRules.imageAlt),
  /** The card's date, and the day the case is published. */
  published: z.iso.date(),
  draft: draftSchema,
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
        points: z.array(prose).default([]),
      }),
    )
    .min(caseRules.sections.min)
    .max(caseRules.sections.max),
  build: z
    .strictObject({
      title: optionalText(),
      intro: optionalText(),
      steps: z.array(z.strictObject({ title: prose, description: prose })).default([]),
    })
    .optional(),
  roadmap: z
    .strictObject({
      title: optionalText(),
      milestones: z.array(z.strictObject({ period: prose, title: prose, description: prose })).default([]),
    })
    .optional(),
  quote: z.strictObject({ text: optionalText(), attribution: optionalText() }).optional(),
  cta: z.strictObject({
    title: prose,
    text: prose,
    /** The main button's label; it leads to the contact form, with the case as the source. */
    button: text(caseRules.button),
    /** Whether a second button offers the 15-minute ROI call. */
    booking: z.boolean(),
  }),
  seo: seoSchema,
});

export type CaseFile = z.infer<typeof caseSchema>;

const list = z.array(text(positionRules.text));

const positionSchema = z.strictObject({
  /** Listing order on /careers: lower first. */
  order: z.int().min(0),
  title: text(positionRules.title),
  summary: text(positionRules.summary),
  department: text(positionRules.fact),
  location: text(positionRules.location),
  type: text(positionRules.fact),
  description: prose,
  requirements: list.min(positionRules.requirements.min).max(positionRules.requirements.max),
  level: text(positionRules.fact),
  experience: text(positionRules.fact),
  travel: text(positionRules.fact),
  teamSize: text(positionRules.fact),
  about: list.min(1),
  responsibilities: list.min(1),
  qualifications: list.min(1),
  niceToHave: list.default([]),
  whatWeOffer: list.min(1),
  apply: z.enum(positionRules.apply),
  /** For search engines (JobPosting), and the day the position is published. */
  datePosted: z.iso.date(),
  validThrough: z.iso.date(),
  employmentType: z.enum(positionRules.employmentTypes),
  draft: draftSchema,
  seo: seoSchema,
});

export type PositionFile = z.infer<typeof positionSchema>;

/** `content/settings/blog.yaml`: which article /blogs features above the grid. */
const blogSettingsSchema = z.strictObject({ featured: slug });

/** Which schema checks the YAML files of each folder of `content/`. */
export const yamlSchemas = {
  authors: authorSchema,
  cases: caseSchema,
  positions: positionSchema,
  settings: blogSettingsSchema,
} as const;
