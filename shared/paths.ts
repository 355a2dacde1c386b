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
  /** The newsletter's archive: every issue sent, newest first, and the sign-up box. */
  newsletter: () => '/newsletter',
  /** An issue's web version, which its email links to. */
  newsletterIssue: (slug: string) => `/newsletter/${slug}`,
  /** The newsletter's RSS feed. */
  newsletterFeed: () => '/newsletter/feed.xml',
  /** The issues a build found ready and due, which the newsletter function reads on its schedule. */
  newsletterIndex: () => '/newsletter/issues.json',
  /** The page a newsletter confirmation link opens (the token stays in the query, never in a log line of ours). */
  newsletterConfirm: (token?: string) =>
    token ? `/newsletter/confirm?token=${encodeURIComponent(token)}` : '/newsletter/confirm',
  /** The page an unsubscribe link opens: one button, no account, no JavaScript needed. */
  newsletterUnsubscribe: (token?: string) =>
    token ? `/newsletter/unsubscribe?token=${encodeURIComponent(token)}` : '/newsletter/unsubscribe',
  /** The contact form's one endpoint on the edge API (with and without JavaScript). */
  contactApi: () => '/api/contact',
  /** The job application's one endpoint on the edge API. */
  applicationsApi: () => '/api/applications',
  /** The newsletter sign-up's one endpoint on the edge API. */
  newsletterApi: () => '/api/newsletter',
  /** Confirms a subscription (the confirmation page's button posts here). */
  newsletterConfirmApi: () => '/api/newsletter/confirm',
  /**
   * Unsubscribes: the unsubscribe page's button posts here, and so does a mail client's one-click
   * unsubscribe (RFC 8058), to the URL of the List-Unsubscribe header, which carries the token.
   */
  newsletterUnsubscribeApi: (token?: string) =>
    token ? `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}` : '/api/newsletter/unsubscribe',
} as const;

/**
 * How a form sent without JavaScript went, as the edge API reports it back to the page: `done`, or
 * what stopped it. A newsletter link reports what became of the subscription instead.
 */
export type FormOutcome = 'done' | 'invalid' | 'failed' | 'limited';
export type LinkPageOutcome = 'confirmed' | 'expired' | 'unsubscribed' | 'invalid' | 'failed';

/**
 * Ids of the lines a no-JavaScript form post comes back to. The edge API puts one in the URL's
 * fragment; the page has them all, hidden, and CSS (`:target`) shows and scrolls to that one, so the
 * visitor reads the outcome with or without JavaScript.
 */
export const formNoticeIds = {
  newsletter: (outcome: FormOutcome) => `newsletter-${outcome}`,
  contact: (outcome: FormOutcome) => `contact-${outcome}`,
  application: (outcome: FormOutcome) => `application-${outcome}`,
  subscription: (outcome: LinkPageOutcome) => `subscription-${outcome}`,
};
