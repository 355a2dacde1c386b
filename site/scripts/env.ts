/**
 * Build-time configuration, read once and checked with zod: the `VITE_*` values baked into the
 * client bundle. Fails fast with the list of what is wrong.
 */
import { z } from 'zod';

const buildEnvSchema = z.object({
  VITE_SITE_URL: z.url().default('https://www.emberwise.ai'),
  VITE_SUPABASE_URL: z.url().optional(),
  VITE_SUPABASE_ANON_KEY: z.string().min(20).optional(),
  VITE_BOOKING_URL: z.url().default('https://cal.com/emberwise/roi-call'),
  VITE_VIDEO_ORIGIN: z.url().default('https://www.youtube-nocookie.com'),
});

export type BuildEnv = z.infer<typeof buildEnvSchema>;

export function readBuildEnv(source: NodeJS.ProcessEnv = process.env): BuildEnv {
  const result = buildEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid build configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}
