/**
 * Client-safe configuration, read once. Only `VITE_*` values live here; they are public by design
 * and baked in at build time (the build checks them: site/scripts/env.ts). Each value is read by
 * its full name, so Vite inlines just that string where it is used and never the whole environment.
 * Outside Vite (Node tools such as the Playwright tests) `import.meta.env` does not exist, so the
 * same names are read from the process environment.
 */
function read(fromVite: () => string | undefined, name: string): string | undefined {
  try {
    return fromVite();
  } catch {
    return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[name];
  }
}

export const clientEnv = {
  siteUrl: (read(() => import.meta.env.VITE_SITE_URL, 'VITE_SITE_URL') || 'https://www.emberwise.ai').replace(
    /\/+$/,
    '',
  ),
  bookingUrl:
    read(() => import.meta.env.VITE_BOOKING_URL, 'VITE_BOOKING_URL') || 'https://cal.com/emberwise/roi-call',
  videoOrigin:
    read(() => import.meta.env.VITE_VIDEO_ORIGIN, 'VITE_VIDEO_ORIGIN') || 'https://www.youtube-nocookie.com',
} as const;
