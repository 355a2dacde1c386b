/**
 * A case study page (`/projects/<id>`): one record per project in `content/cases/<id>.ts`, rendered
 * by one page component. Delivered cases tell the story with results; upcoming ones announce.
 */
import type { CtaContent, KeyFigure } from './sections';

/** A block of the story: a heading, paragraphs, and optionally a list of points. */
interface CaseSection {
  /** In-page anchor, e.g. "challenge". */
  id: string;
  title: string;
  paragraphs: string[];
  points?: string[];
}

/** A step of how the solution was built (data, models, integrations, human review ...). */
interface CaseBuildStep {
  title: string;
  description: string;
}

/** A milestone of an upcoming product's roadmap, e.g. "Q1 2026" / "Beta". */
interface CaseMilestone {
  period: string;
  title: string;
  description: string;
}

export interface CaseStudy {
  /** The project's id, as on its card: "healthcare-voice-ai". */
  id: string;
  /** Delivered work with measured results, or a product still being built (an announcement). */
  kind: 'delivered' | 'upcoming';
  hero: {
    /** Sector and technology, e.g. "Healthcare · Voice AI". */
    eyebrow: string;
    /** The h1. */
    title: string;
    intro: string;
  };
  /** Facts beside the hero: client (anonymised by sector and size), timeline, team, stack ... */
  facts: { label: string; value: string }[];
  /** Delivered: the results band. Upcoming: the expected or claimed figures, worded as such. */
  results: { title: string; figures: KeyFigure[] };
  /** The story in order (delivered: situation, challenge, solution; upcoming: problem, vision ...). */
  sections: CaseSection[];
  /** How it was (or is being) built. */
  build?: { title: string; intro?: string; steps: CaseBuildStep[] };
  roadmap?: { title: string; milestones: CaseMilestone[] };
  quote?: { text: string; attribution: string };
  cta: CtaContent;
}
