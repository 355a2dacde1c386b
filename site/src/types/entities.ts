import type { IconName } from '@/types/icon-names';

/** A link in a menu or footer. */
export interface NavigationItem {
  name: string;
  href: string;
}

/** One of the four services the consultancy sells. */
export interface Service {
  title: string;
  /** The one-line description shown in the Services menu. */
  menuDescription: string;
  /** A longer description for service cards. */
  description: string;
  icon: IconName;
  link: string;
}

/** A data type the solutions are presented by; its page is `/<key>-modalities`. */
export interface Modality {
  key: import('@shared/paths').ModalityKey;
  /** The solution page's title, e.g. "Video AI Solutions". */
  pageTitle: string;
  /** The solution page's meta description (70 to 160 characters). */
  pageDescription: string;
  title: string;
  subtitle: string;
  description: string;
  icon: IconName;
  link: string;
}

/** The technologies a case is filed under (the filters of /cases). */
export const caseTechnologies = ['Voice AI', 'Text AI', 'Document Processing', 'Content Generation'] as const;

/** A project/case card: on the home page grid and on /cases, linking to its case page. */
export interface ProjectCard {
  id: string;
  title: string;
  description: string;
  technology: (typeof caseTechnologies)[number];
  /** Empty for delivered work; otherwise when it ships ("2026 Q1", "Coming Soon"). */
  status: string;
  image: string;
  imageAlt: string;
  link: string;
  /** When the case (or, for upcoming work, its announcement) was published: ISO date. */
  published: string;
}

/** The line under a form saying what the details are used for, and its link to the privacy policy. */
export interface PrivacyNoteCopy {
  text: string;
  label: string;
  href: string;
  /** Read after the link, which opens in a new tab so the form keeps what was typed. */
  newTab: string;
}
