/**
 * The careers area: the open positions (listing cards and their detail pages) and the copy of
 * /careers. Shapes follow the product's entities: Job position, Benefit/value item.
 */
import type { IconName } from '@/types/icon-names';
import type { PrivacyNoteCopy } from './entities';
import type { Publication, Seo } from './publication';

/** A value or a benefit card. */
export interface CareerCard {
  title: string;
  description: string;
  icon: IconName;
}

export interface JobPosition {
  /** The last part of the page's path: /careers/<address>. */
  address: string;
  title: string;
  department: string;
  location: string;
  /** e.g. "Full-time". */
  type: string;
  /** One sentence for search results and link previews (70 to 160 characters). */
  summary: string;
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
  draft: boolean;
  seo: Seo;
  publication: Publication;
}

/** Eyebrow, title and intro above a section. */
interface CareersHeading {
  eyebrow: string;
  title: string;
  intro: string;
}

/** An illustration in the story section, drawn from its alt text. */
interface CareersImage {
  src: `/images/careers/${string}.svg`;
  alt: string;
  caption: string;
}

/** A value or benefit card whose title is fixed. */
type TitledCard<Title extends string> = CareerCard & { title: Title; icon: IconName };

/** One field of the application dialog. */
interface DialogField {
  label: string;
  placeholder: string;
}

/** The shape of the /careers copy. */
export interface CareersPageContent {
  hero: {
    eyebrow: string;
    title: string;
    intro: string;
    positionsButton: 'View Open Positions';
    contactLink: 'Get in touch';
  };
  story: {
    eyebrow: string;
    title: string;
    paragraphs: readonly string[];
    images: readonly [CareersImage, CareersImage, CareersImage, CareersImage];
  };
  values: {
    heading: CareersHeading;
    items: readonly [
      TitledCard<'Results-Driven Excellence'>,
      TitledCard<'Intellectual Curiosity'>,
      TitledCard<'Collaborative Partnership'>,
      TitledCard<'Sustainable Innovation'>,
    ];
  };
  benefits: {
    heading: CareersHeading;
    items: readonly [CareerCard, CareerCard, CareerCard, CareerCard, CareerCard, CareerCard];
  };
  positions: {
    heading: CareersHeading;
    cardLabels: {
      department: string;
      location: string;
      type: string;
      requirements: string;
      learnMore: string;
    };
  };
  general: {
    title: string;
    text: string;
    button: string;
  };
}

/** Labels of a position page (/careers/<position>). */
export interface PositionPageCopy {
  backLink: string;
  about: string;
  responsibilities: string;
  qualifications: string;
  niceToHave: string;
  whatWeOffer: string;
  applyTitle: string;
  applyText: string;
  applyButton: string;
  quickFacts: string;
  facts: {
    department: string;
    level: string;
    experience: string;
    travel: string;
    teamSize: string;
    location: string;
    type: string;
  };
  questionsTitle: string;
  questionsText: string;
  questionsLink: string;
}

/** Copy of the job application dialog. */
export interface ApplicationDialogCopy {
  generalTitle: string;
  /** Followed by the position title: "Apply for <title>". */
  specificTitle: string;
  intro: string;
  /** Said once under the intro: what the mark after a required field's label means. */
  requiredNote: string;
  /** The mark after a required field's label (hidden from screen readers, which hear "required"). */
  requiredMark: string;
  fields: {
    firstName: DialogField;
    lastName: DialogField;
    email: DialogField;
    phone: DialogField;
    linkedin: DialogField;
    portfolio: DialogField;
    experience: DialogField;
    jobTitle: DialogField;
    company: DialogField;
    salary: DialogField;
    availability: DialogField;
    coverLetter: DialogField;
  };
  /** What the details are used for, and the privacy policy link. */
  privacy: PrivacyNoteCopy;
  resumeNote: string;
  /** The hidden field only bots fill in. */
  /** The optional consent to keep the application for a year (unticked by default). */
  retentionConsent: string;
  honeypotLabel: string;
  close: string;
  toasts: {
    success: { title: string; description: string };
    /** Its description is the function's message, or the submit call's fallback. */
    failure: { title: string; fallback: string };
  };
  cancel: string;
  submit: string;
  submitting: string;
}
