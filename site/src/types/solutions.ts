/**
 * The solution pages by data type: one record per modality (`content/solutions/<key>.ts`), rendered
 * by one page component. Shapes follow the product's entities: Department, Example, Capability card.
 */
import type { IconName } from '@/types/icon-names';
import type { ModalityKey } from '@shared/paths';
import type { CallToAction, SectionCopy } from './sections';

/** The six departments every solution page shows, in this order. */
export const departmentNames = [
  'Customer Service',
  'Sales & Marketing',
  'Human Resources',
  'Legal & Compliance',
  'Operations & IT',
  'Finance & Analytics',
] as const;

export type DepartmentName = (typeof departmentNames)[number];

/** Accent of a department's card and badges. */
export type DepartmentColour = 'plum' | 'ember' | 'rose' | 'amber' | 'violet' | 'teal';

/** One worked example of AI on this data type in one department. */
export interface SolutionExample {
  /** What the system does, e.g. "Ticket triage and first-reply drafting". Unique across the site. */
  title: string;
  /** One or two sentences: the system and what it changes. */
  description: string;
  /** Exactly four short, plausible figures, e.g. "62% of tickets resolved without an agent". */
  metrics: [string, string, string, string];
  /** The real-world use case: a concrete client situation in two or three sentences. */
  useCase: string;
  /** The workflow chain, steps separated by " → ", e.g. "Ticket arrives → Intent classified → …". */
  workflow: string;
  /** Exactly four benefits, each a short phrase. */
  benefits: [string, string, string, string];
}

export interface SolutionDepartment {
  name: DepartmentName;
  icon: IconName;
  /** The overview card's text: what AI on this data type does for the department (one sentence). */
  description: string;
  colour: DepartmentColour;
  examples: [SolutionExample, SolutionExample];
}

/** A capability card: what the page's AI can do, with four capability badges. */
interface CapabilityCard {
  title: string;
  icon: IconName;
  description: string;
  capabilities: [string, string, string, string];
  /** The data this capability works on, e.g. "Meeting recordings, webinars, training videos". */
  dataTypes: string;
}

/** One of the five data-type tiles of the multimodal page. */
export interface ModalityTile {
  title: 'Text & Chat' | 'Documents' | 'Images' | 'Video' | 'Audio';
  icon: IconName;
  description: string;
}

export interface SolutionPageContent {
  key: ModalityKey;
  hero: {
    /** Small label above the headline, e.g. "Video AI Solutions". */
    badge: string;
    /** Starts with "Transform Your Business with". */
    headline: string;
    intro: string;
    /** The button to /sign-up. */
    cta: CallToAction;
    /** Text & chat only: "Schedule Consultation" to /book-consultation. */
    secondary?: CallToAction;
  };
  capabilities: {
    heading: SectionCopy;
    /** "Video Types", "Audio Types" or "Data Types". */
    typesLabel: 'Video Types' | 'Audio Types' | 'Data Types';
    cards: [CapabilityCard, CapabilityCard, CapabilityCard, CapabilityCard];
  };
  /** Multimodal only: the five data types it combines. */
  tiles?: {
    heading: SectionCopy;
    items: [ModalityTile, ModalityTile, ModalityTile, ModalityTile, ModalityTile];
  };
  departments: {
    heading: SectionCopy;
    departments: [
      SolutionDepartment,
      SolutionDepartment,
      SolutionDepartment,
      SolutionDepartment,
      SolutionDepartment,
      SolutionDepartment,
    ];
  };
  /** Heading of the four service cards (the cards come from the services records). */
  services: { heading: SectionCopy };
}
