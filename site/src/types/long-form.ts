import type { PrivacyNoteCopy } from './entities';
import type { LinkPageOutcome } from '@shared/paths';

/** Words the long-form components need (blog articles, legal pages): labels, not content. */
export interface ProseLabels {
  /** Read after a link that opens in a new tab. */
  newTab: string;
  /** Accessible name of a table that scrolls sideways on small screens. */
  scrollableTable: string;
  video: {
    /** Button label before the video title, e.g. "Play video". */
    play: string;
    /** Said under the poster: nothing loads from the video host before the click. */
    consent: string;
    watchOn: string;
  };
  platform: {
    pricing: string;
    targetAudience: string;
    strengths: string;
    weaknesses: string;
    useCases: string;
  };
  backend: { focus: string; strengths: string; limitations: string; pricing: string; bestFor: string };
  table: { feature: string };
}

export interface ArticleCopy {
  backToBlogs: string;
  by: string;
  share: { title: string; twitter: string; linkedin: string; email: string };
  tagsTitle: string;
  authorTitle: string;
  relatedTitle: string;
  readMore: string;
}

export interface BlogsPageCopy {
  eyebrow: string;
  title: string;
  intro: string;
  categoriesLabel: string;
  featuredLabel: string;
  latestTitle: string;
  readArticle: string;
}

export interface LegalPageCopy {
  backToHome: string;
  updated: string;
  tocTitle: string;
}

/** Copy of the Stay Updated box (the newsletter sign-up on /blogs). */
export interface NewsletterCopy {
  title: string;
  text: string;
  emailLabel: string;
  placeholder: string;
  submit: string;
  submitting: string;
  privacy: PrivacyNoteCopy;
  /** The page source stored with the address. */
  source: string;
  toasts: {
    success: { title: string; description: string };
    /** Its description is the reason given, or `errorFallback`. */
    error: { title: string };
    limited: { title: string };
  };
  errorFallback: string;
  /** Shown in the box after the no-JavaScript form sent the visitor back (`limited` uses the limit's own sentence). */
  fallback: { requested: string; invalid: string; failed: string };
  /** The hidden honeypot field's label (people never see it). */
  honeypotLabel: string;
}

/** A newsletter link's page: what it asks, its one button, and a line for each outcome of the click. */
export interface NewsletterLinkCopy {
  title: string;
  intro: string;
  submit: string;
  submitting: string;
  /** The edge API route the button posts to. */
  action: string;
  outcomes: Partial<Record<LinkPageOutcome, string>>;
  back: { label: string; href: string };
}
