/**
 * The careers area: the open positions (listing cards and their detail pages) and the copy of
 * /careers. Shapes follow the product's entities: Job position, Benefit/value item.
 */
import type { IconName } from '@/lib/icon-names';

/** A value or a benefit card. */
export interface CareerCard {
  title: string;
  description: string;
  icon: IconName;
}

export interface JobPosition {
  /** Exactly the title the page path is made from. */
  title: string;
  department: string;
  location: string;
  /** e.g. "Full-time". */
  type: string;
  /** The listing card's description (two or three sentences). */
  description: string;
  /** Key requirements shown on the listing card (four or five). */
  requirements: string[];
  /** Quick facts of the detail page. */
  level: string;
  experience: string;
  travel: string;
  teamSize: string;
  /** Detail page: the opening paragraphs about the role. */
  about: string[];
  responsibilities: string[];
  /** Detail page: the full requirements. */
  qualifications: string[];
  niceToHave: string[];
  whatWeOffer: string[];
  /** What Apply Now does: link to the contact form, or open the application dialog. */
  apply: 'contact-form' | 'dialog';
  /** For search engines: ISO dates and employment type. */
  datePosted: string;
  validThrough: string;
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR';
}
