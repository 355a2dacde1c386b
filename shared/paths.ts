/**
 * Every internal path, built in one place. Pages, navigation, the route table, the prerender, the
 * sitemap and the tests all call these helpers instead of typing a path twice.
 */
export type ModalityKey = 'text-chat' | 'documents' | 'images' | 'video' | 'audio' | 'multimodal';

export const paths = {
  home: () => '/',
  signUp: (source?: string) => (source ? `/sign-up?source=${encodeURIComponent(source)}` : '/sign-up'),
  thankYou: () => '/thank-you',
  bookConsultation: () => '/book-consultation',
  aiStrategy: () => '/ai-strategy',
  agenticWorkflows: () => '/agentic-workflows',
  customDashboarding: () => '/custom-dashboarding',
  changeManagement: () => '/change-management',
  modality: (key: ModalityKey) => `/${key}-modalities`,
  designSystem: () => '/design-system',
  cases: () => '/cases',
  project: (slug: string) => `/projects/${slug}`,
  blogs: () => '/blogs',
  blogPost: (slug: string) => `/blog/${slug}`,
  /** The blog's RSS feed. */
  blogFeed: () => '/blog/feed.xml',
  careers: () => '/careers',
  career: (slug: string) => `/careers/${slug}`,
  privacyPolicy: () => '/privacy-policy',
  cookies: () => '/cookies',
  terms: () => '/terms',
  /** The no-JavaScript contact form's endpoint on the edge API. */
  contactApi: () => '/api/contact',
  /** The no-JavaScript newsletter form's endpoint on the edge API. */
  newsletterApi: () => '/api/newsletter',
} as const;

/** How a form sent without JavaScript went, as the edge API reports it back to the page. */
export type NewsletterOutcome = 'subscribed' | 'invalid' | 'failed' | 'limited';
export type ContactProblem = 'invalid' | 'failed' | 'limited';

/**
 * Ids of the lines a no-JavaScript form post comes back to. The edge API puts one in the URL's
 * fragment; the page has them all, hidden, and CSS (`:target`) shows and scrolls to that one, so the
 * visitor reads the outcome with or without JavaScript.
 */
export const formNoticeIds = {
  newsletter: (outcome: NewsletterOutcome) => `newsletter-${outcome}`,
  contact: (problem: ContactProblem) => `contact-${problem}`,
};
