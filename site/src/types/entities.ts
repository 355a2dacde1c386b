import type { IconName } from '@/lib/icon-names';

/** A link in a menu or footer (spec section 3, "Navigation item"). */
export interface NavigationItem {
  name: string;
  href: string;
  icon?: IconName;
  desc?: string;
}

/** One of the four services offered (spec section 1). */
export interface Service {
  title: string;
  /** The one-line description shown in the Services menu. */
  menuDescription: string;
  /** A longer description for service cards. */
  description: string;
  icon: IconName;
  link: string;
}

/** A data type the solutions are presented by (spec section 1). */
export interface Modality {
  key: import('@/shared/paths').ModalityKey;
  title: string;
  subtitle: string;
  description: string;
  icon: IconName;
  link: string;
}

/** A project/case card (spec section 3). */
export interface ProjectCard {
  id: string;
  title: string;
  description: string;
  technology: 'Voice AI' | 'Text AI' | 'Document Processing' | 'Content Generation';
  status: '' | '2026 Q1' | 'Coming Soon';
  image: string;
  imageAlt: string;
  link: string;
  hasArrow: boolean;
  hasWhitePaper: boolean;
}
