import { clientEnv } from '@/lib/env';

/** The one place for the brand, base URL, title template, default description and social image. */
export const siteConfig = {
  name: 'Emberwise',
  legalName: 'Emberwise B.V.',
  tagline: 'AI transformation consultancy',
  url: clientEnv.siteUrl,
  defaultTitle: 'Emberwise | AI transformation consultancy',
  defaultDescription:
    'Emberwise accelerates your AI transformation: strategy and roadmaps, agentic workflows, custom dashboards and change management that makes AI stick.',
  /** The home page's headline, also the title of its social card. */
  headline: 'Accelerate your AI transformation',
  socialImage: '/og-default.png',
  email: 'hello@emberwise.ai',
  locale: 'en_US',
  location: 'Amsterdam, the Netherlands',
  bookingUrl: clientEnv.bookingUrl,
} as const;

/** `<title>` text for a page: "Page | Brand", or the default title for the home page. */
export function pageTitle(title: string | undefined): string {
  if (!title) return siteConfig.defaultTitle;
  return `${title} | ${siteConfig.name}`;
}

/** Absolute URL on the site for a path ("/x" -> "https://host/x"). */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${siteConfig.url}/` : `${siteConfig.url}${path}`;
}
