/**
 * The frontmatter of a legal page (`content/legal/<page>.mdx`), checked by the build like the blog's.
 */
import { z } from 'zod';

export const legalFrontmatterSchema = z.strictObject({
  title: z.string().min(3).max(80),
  /** Meta description: 70 to 160 characters. */
  description: z.string().min(70).max(160),
  /** "build" shows the visitor's today (the privacy policy); otherwise a fixed ISO date. */
  updated: z.union([z.literal('build'), z.iso.date()]),
  /** The privacy policy names every database table that holds personal data. */
  storedData: z.array(z.string().regex(/^[a-z_]+$/)).optional(),
  /**
   * The privacy policy: the start of the SHA-256 of its text. A test recomputes it, so the text cannot
   * change without a new dated line in its list of versions (and this value renewed).
   */
  textVersion: z
    .string()
    .regex(/^[0-9a-f]{12}$/)
    .optional(),
});
