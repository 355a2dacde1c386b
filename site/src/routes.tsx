/**
 * THE route table: one entry per page of the site, with its title, description and structured data.
 * The prerender, the sitemap, the feed, the link checks and the tests read it (Node tools through the
 * server build), and the browser's router gets its paths and page names from it at build time
 * (`virtual:client-routes`), so the titles and descriptions of 38 pages never travel as JavaScript on
 * a first visit: the browser loads this module only to update the head after a navigation. `page`
 * names the file in `pages/` that renders the entry; `data` tells a shared page which record to show.
 */
import { blogPages } from '@/content/blog';
import { positionPages } from '@/content/careers/positions';
import { legalDocuments } from '@/content/legal';
import { modalities } from '@/content/modalities';
import { newsletterArchiveCopy } from '@/content/newsletter-archive';
import { sentIssues } from '@/content/newsletter-issues';
import { projectPages } from '@/content/projects';
import { socialCardKinds } from '@/content/social-cards';
import { routeKey } from '@/lib/route-key';
import { siteConfig } from '@/lib/site-config';
import { collapsedSlug } from '@/lib/slugs';
import { articleLd, blogPostingLd, jobPostingLd } from '@/lib/structured-data';
import { paths } from '@shared/paths';
import type { JobPosition } from '@/types/careers';
import type { Publication, Seo } from '@/types/publication';
import type { RouteEntry } from '@/types/routes';

/**
 * What an entry of the team's content sets of its route: its search engine title and description
 * where the editor wrote them, and whether search engines may index it (not when the editor said
 * no, nor for a page a local build shows only as a preview).
 */
function seoOf(
  entry: { seo: Seo; publication: Publication },
  own: { title: string; description: string },
): Pick<RouteEntry, 'title' | 'description' | 'indexable'> {
  return {
    title: entry.seo.title || own.title,
    description: entry.seo.description || own.description,
    ...(entry.seo.noindex || entry.publication.state !== 'published' ? { indexable: false } : {}),
  };
}

/** The path of each legal page, by its content file. */
const legalPaths = {
  'privacy-policy': paths.privacyPolicy(),
  cookies: paths.cookies(),
  terms: paths.terms(),
} as const;

/** A position's JobPosting description: the role in full, as plain text. */
function jobPostingDescription(position: JobPosition): string {
  return [
    ...position.about,
    `Responsibilities: ${position.responsibilities.join(' ')}`,
    `Requirements: ${position.qualifications.join(' ')}`,
    `What we offer: ${position.whatWeOffer.join(' ')}`,
  ].join('\n\n');
}

export const routeTable: RouteEntry[] = [
  {
    path: paths.home(),
    page: 'home',
    title: '',
    description: siteConfig.defaultDescription,
    card: { title: siteConfig.headline },
  },
  {
    path: paths.signUp(),
    page: 'sign-up',
    title: 'Get in touch',
    description:
      'Tell Emberwise where your team loses time. A consultant replies within 24 hours with a personalised AI assessment and expert guidance on your next step.',
  },
  {
    path: paths.bookConsultation(),
    page: 'book-consultation',
    title: 'Plan a 15-minute ROI call',
    description:
      'Book a free 15-minute ROI call with an Emberwise consultant and leave with a first estimate of the hours AI can save your team.',
  },
  {
    path: paths.aiStrategy(),
    page: 'ai-strategy',
    title: 'AI Strategy & Roadmapping',
    description:
      'Strategic AI transformation: a prioritised, budgeted AI roadmap in 6-8 weeks that ties every initiative to a business goal, an owner and a measurable return.',
  },
  {
    path: paths.agenticWorkflows(),
    page: 'agentic-workflows',
    title: 'Agentic Workflows',
    description:
      'Automate repetitive tasks with AI agents that read, decide and act across your tools, saving each person 1-5 hours a day in sales, finance, HR, legal and more.',
  },
  {
    path: paths.customDashboarding(),
    page: 'service-page',
    title: 'Custom Dashboarding',
    description:
      'Live dashboards on agreed KPI definitions, connected to your ERP, CRM and spreadsheets, with AI summaries of what changed. Live in 6-10 weeks.',
    data: { service: 'custom-dashboarding' },
  },
  {
    path: paths.changeManagement(),
    page: 'service-page',
    title: 'Change Management',
    description:
      'Make AI stick: leadership alignment, role-based training, a champions network and adoption measured per team, so your AI investment shows up in results.',
    data: { service: 'change-management' },
  },
  {
    path: paths.designSystem(),
    page: 'design-system',
    title: 'Logo variations',
    description:
      'The Emberwise logo in five variations on light and gradient backgrounds, with the design philosophy behind our deep plum and ember orange palette.',
  },
  {
    path: paths.thankYou(),
    page: 'thank-you',
    title: 'Thanks for reaching out',
    description:
      'Thanks for contacting Emberwise. A consultant reads your message and answers within 24 hours with a first view of what AI can do for you.',
    indexable: false,
  },
  {
    path: paths.newsletterConfirm(),
    page: 'newsletter-link',
    title: 'Confirm your subscription',
    description:
      'Confirm your subscription to the Emberwise newsletter: one email a month with our newest articles and what we see in client work.',
    data: { action: 'confirm' },
    indexable: false,
  },
  {
    path: paths.newsletterUnsubscribe(),
    page: 'newsletter-link',
    title: 'Unsubscribe',
    description:
      'Unsubscribe from the Emberwise newsletter in one click. We delete your address right away and will not send you the newsletter again.',
    data: { action: 'unsubscribe' },
    indexable: false,
  },
  ...modalities.map((modality): RouteEntry => ({
    path: modality.link,
    page: 'solution-page',
    title: modality.pageTitle,
    description: modality.pageDescription,
    data: { modality: modality.key },
  })),
  {
    path: paths.cases(),
    page: 'cases',
    title: 'Case Studies',
    description:
      'Client cases from Emberwise: voice AI in healthcare, lead enrichment, prompt coaching, compliance checks in finance, and what we are building next.',
  },
  ...projectPages.map((project): RouteEntry => ({
    path: project.link,
    page: 'case-page',
    ...seoOf(project, project),
    data: { project: project.id },
    ogType: 'article',
    card: { kind: socialCardKinds.caseStudy, illustration: project.image, title: project.title },
    structuredData: [
      articleLd({
        path: project.link,
        title: project.title,
        description: project.description,
        datePublished: project.published,
        image: project.image,
      }),
    ],
  })),
  {
    path: paths.blogs(),
    page: 'blogs',
    title: 'Blogs',
    description:
      'Articles from the Emberwise team on agentic AI, models, regulation and the tools worth your time: practical, tested in client work, free of hype.',
  },
  ...blogPages.map((post): RouteEntry => ({
    path: paths.blogPost(post.slug),
    page: 'blog-article',
    ...seoOf(post, { title: post.title, description: post.excerpt }),
    data: { slug: post.slug },
    ogType: 'article',
    card: { kind: socialCardKinds.article, illustration: post.image, title: post.title },
    lastModified: post.publishedDate,
    structuredData: [
      blogPostingLd({
        path: paths.blogPost(post.slug),
        title: post.title,
        description: post.excerpt,
        datePublished: post.publishedDate,
        authorName: post.author,
        authorRole: post.authorRole,
        image: post.image,
        tags: post.tags,
        category: post.category,
      }),
    ],
  })),
  {
    path: paths.newsletter(),
    page: 'newsletter-archive',
    title: newsletterArchiveCopy.title,
    description: newsletterArchiveCopy.description,
  },
  // The web version of every issue that has gone out; a draft or an issue whose day has not come
  // has no page.
  ...sentIssues.map((issue): RouteEntry => ({
    path: paths.newsletterIssue(issue.slug),
    page: 'newsletter-issue',
    title: issue.subject,
    description: issue.preheader,
    data: { slug: issue.slug },
    ogType: 'article',
    card: { kind: socialCardKinds.newsletterIssue, title: issue.subject },
    lastModified: issue.sendOn,
  })),
  {
    path: paths.careers(),
    page: 'careers',
    title: 'Careers',
    description:
      'Work at Emberwise in Amsterdam: build AI that real teams use every day. Open positions in solutions, strategy and engineering, unlimited PTO and equity.',
  },
  ...positionPages.map((position): RouteEntry => {
    const path = paths.career(position.address);
    return {
      path,
      page: 'career-page',
      ...seoOf(position, { title: position.title, description: position.summary }),
      data: { position: position.address },
      card: { kind: socialCardKinds.position, title: position.title },
      structuredData: [
        jobPostingLd({
          path,
          title: position.title,
          description: jobPostingDescription(position),
          employmentType: position.employmentType,
          datePosted: position.datePosted,
          validThrough: position.validThrough,
          location: { locality: 'Amsterdam', region: 'North Holland', country: 'NL' },
        }),
      ],
    };
  }),
  ...legalDocuments.map((document): RouteEntry => ({
    path: legalPaths[document.slug as keyof typeof legalPaths],
    page: 'legal-page',
    title: document.title,
    description: document.description,
    data: { document: document.slug, updated: document.updated },
  })),
];

/**
 * Permanent redirects the table implies: the tidy form of a position's path (runs of hyphens
 * collapsed, edge hyphens trimmed) leads to the path that is linked and indexed. (Addresses that an
 * entry had before it was renamed or deleted redirect too: `site/scripts/address-history.ts`.)
 */
export const routeRedirects: { from: string; to: string }[] = positionPages
  .map((position) => ({
    from: paths.career(collapsedSlug(position.address)),
    to: paths.career(position.address),
  }))
  .filter((redirect) => redirect.from !== redirect.to);

/** What every unknown path renders (prerendered to 404.html, served with status 404). */
export const notFoundEntry: RouteEntry = {
  path: '*',
  page: 'not-found',
  title: 'Page not found',
  description: 'The page you are looking for does not exist. Return to the Emberwise home page.',
};

/** The route table entry for a path, if the path is a page of the site. */
export function findRoute(pathname: string): RouteEntry | undefined {
  const normalized = routeKey(pathname);
  return routeTable.find((entry) => entry.path === normalized);
}
