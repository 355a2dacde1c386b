/** Shapes of the route table and of the JSON-LD blocks a route carries. */

/** One JSON-LD block (schema.org). */
export interface JsonLd {
  '@context': 'https://schema.org';
  '@type': string;
  [property: string]: unknown;
}

export interface RouteEntry {
  /** URL path, built with `paths`. */
  path: string;
  /** File name (without extension) in `site/src/pages/` of the component that renders the page. */
  page: string;
  /** Page title without the brand suffix; empty for the home page, which uses the default title. */
  title: string;
  /** Meta description, 70 to 160 characters. */
  description: string;
  /** Extra data handed to the page component (e.g. which record a shared page renders). */
  data?: Record<string, string>;
  /**
   * False keeps the page out of search results: `noindex` in its head and absent from the sitemap
   * (e.g. the thank-you page). Defaults to true.
   */
  indexable?: boolean;
  /** ISO date of the content's last change, for the sitemap (blog articles). */
  lastModified?: string;
  /** Open Graph type: `article` for blog articles and case studies; `website` by default. */
  ogType?: 'website' | 'article';
  /**
   * Page-specific JSON-LD (built with `blogPostingLd`, `jobPostingLd` ...). The Organization and,
   * on nested paths, the BreadcrumbList blocks are added to every page automatically.
   */
  structuredData?: JsonLd[];
  /**
   * What the page's social card shows besides its title: the kind of page (the brand's tagline when
   * absent), the illustration drawn beside it, and a title where the page's own is empty (home).
   */
  card?: { kind?: string; illustration?: string; title?: string };
}

/** What the browser's router knows of a route (`virtual:client-routes`): where, which page, which record. */
export type ClientRoute = Pick<RouteEntry, 'path' | 'page' | 'data'>;
