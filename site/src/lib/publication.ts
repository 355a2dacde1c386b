/**
 * The fields every entry of the team's content has for its publication: a draft flag and search
 * engine settings (which entries a build shows: `published.ts`). Relative imports only: the build's
 * Vite plugins load this file before any alias exists.
 */
import { z } from 'zod';
import type { Seo } from '../types/publication.ts';
import { seoRules } from './content-rules.ts';

/** Saved but not published: no page, card, feed entry or sitemap URL (a local build previews it). */
export const draftSchema = z.boolean().default(false);

const optionalText = (rule: { max: number; regex: RegExp; message: string }) =>
  z.string().trim().max(rule.max).regex(rule.regex, { error: rule.message }).optional();

/** Optional search engine settings; the studio writes `noindex` only, until a text is filled in. */
export const seoSchema = z
  .strictObject({
    title: optionalText(seoRules.title),
    description: optionalText(seoRules.description),
    noindex: z.boolean().default(false),
  })
  .default({ noindex: false }) satisfies z.ZodType<Seo>;
