import type { IconName } from '@/types/icon-names';
/**
 * Shapes of the service pages' copy. Each section component in `components/sections/` takes one of
 * these records, so a page is a list of sections and every word lives in a content file.
 */

/** A link rendered as a button. */
export interface CallToAction {
  label: string;
  href: string;
}

/** Eyebrow, h2 and intro of a section. */
export interface SectionCopy {
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** A figure and what it measures, e.g. "6-8 weeks" / "from kick-off to a board-ready roadmap". */
export interface KeyFigure {
  value: string;
  label: string;
}

/** The light hero that opens every service page. */
export interface ServiceHeroContent {
  eyebrow: string;
  title: string;
  intro: string;
  primary: CallToAction;
  secondary?: CallToAction;
  /** Title of the at-a-glance card beside the headline. */
  highlightsTitle: string;
  highlights: KeyFigure[];
}

/** A box of a hub diagram, or a card of a feature grid. */
export interface Feature {
  title: string;
  description: string;
  icon?: IconName;
  /** A headline figure shown above the title (outcome cards). */
  figure?: string;
}

/** Four areas around a central hub, e.g. the four areas of an AI transformation. */
export interface HubDiagramContent {
  heading: SectionCopy;
  /** What the diagram shows, in one sentence (the figure's caption for assistive technology). */
  caption: string;
  hub: Feature;
  /** Exactly four: top left, top right, bottom left, bottom right. */
  nodes: [Feature, Feature, Feature, Feature];
}

export interface FeatureGridContent {
  heading: SectionCopy;
  items: Feature[];
}

/** One tab of a topic section: a heading, a few paragraphs, concrete points and a figure or two. */
/** A topic's tab: what the tab list shows. */
export interface TopicTab {
  id: string;
  label: string;
  icon: IconName;
}

export interface Topic extends TopicTab {
  heading: string;
  paragraphs: string[];
  pointsTitle: string;
  points: string[];
  figures: KeyFigure[];
}

export interface TopicTabsContent {
  heading: SectionCopy;
  /** Accessible name of the tab list. */
  tabsLabel: string;
  topics: Topic[];
  /** Id of the topic selected on load. */
  defaultTopicId: string;
}

/** A workflow an agent runs for a department. */
interface WorkflowExample {
  title: string;
  description: string;
}

/** A department with its example workflows and the time they save per person per day. */
interface WorkflowDepartment {
  name: string;
  icon: IconName;
  summary: string;
  /** Time saved per person, e.g. "2-3 hrs"; rendered with the grid's `timeSavedSuffix`. */
  timeSaved: string;
  examples: WorkflowExample[];
}

export interface DepartmentGridContent {
  heading: SectionCopy;
  /** Follows every department's figure, e.g. "saved per day" -> "2-3 hrs saved per day". */
  timeSavedSuffix: string;
  examplesTitle: string;
  departments: WorkflowDepartment[];
}

/** A step of an engagement. */
interface EngagementStep {
  title: string;
  duration: string;
  description: string;
}

export interface StepListContent {
  heading: SectionCopy;
  /** e.g. "Typical engagement: 6-8 weeks". */
  total: string;
  steps: EngagementStep[];
}

/** A partner or model logo; `name` is the image's accessible name. */
interface LogoItem {
  name: string;
  src: string;
}

export interface LogoRowContent {
  heading: SectionCopy;
  logos: LogoItem[];
}

export interface CtaContent {
  title: string;
  text: string;
  primary: CallToAction;
  secondary?: CallToAction;
}

/** A service page without a landing page of its own: custom dashboarding, change management. */
export interface ServicePageContent {
  hero: ServiceHeroContent;
  scope: FeatureGridContent;
  outcomes: FeatureGridContent;
  engagement: StepListContent;
  cta: CtaContent;
  deliverables: FeatureGridContent;
}
