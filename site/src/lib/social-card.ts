/**
 * Every page's social card: a 1200x630 PNG that the build makes from the page's title, its kind
 * (an article, a case study, an open position ...) and its illustration, and that `og:image` points
 * to. Pure data here; `site/scripts/social-cards.ts` draws the images.
 */
import type { RouteEntry } from '@/types/routes';
import { siteConfig } from './site-config';

export const socialCardSize = { width: 1200, height: 630 } as const;

/** What a card shows and where the build writes it. */
export interface SocialCard {
  /** Site path of the PNG: `/og/<page path>.png` (`/og/index.png` for /, `/og/404.png` for the rest). */
  image: string;
  title: string;
  /** The line above the title: what kind of page this is. */
  kind: string;
  /** Site path of the page's illustration, drawn beside the title. */
  illustration?: string;
  /** The image's text alternative. */
  alt: string;
}

/** Path of the card of a route table path (`*`, every unknown path, has the not-found card). */
function socialCardPath(routePath: string): string {
  if (routePath === '/') return '/og/index.png';
  if (routePath === '*') return '/og/404.png';
  return `/og${routePath.replace(/\/+$/, '')}.png`;
}

export function socialCardFor(entry: RouteEntry): SocialCard {
  const title = entry.card?.title ?? (entry.title || siteConfig.name);
  const kind = entry.card?.kind ?? siteConfig.tagline;
  return {
    image: socialCardPath(entry.path),
    title,
    kind,
    illustration: entry.card?.illustration,
    alt: `${kind}: ${title}`,
  };
}
