/** The line above the title on a page's social card, by kind of page (others show the brand's tagline). */
export const socialCardKinds = {
  article: 'Blog article',
  caseStudy: 'Case study',
  position: 'Open position',
  newsletterIssue: 'Newsletter',
} as const;
