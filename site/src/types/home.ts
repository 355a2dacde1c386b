/** Shape of the home page's copy (`content/home.ts`). */
import type { IconName } from '@/types/icon-names';
import type { CallToAction } from './sections';

/** A box of the agentic workflow diagram. */
interface WorkflowNode {
  title: string;
  description: string;
}

export interface HomeContent {
  hero: {
    eyebrow: string;
    title: string;
    intro: string;
    primary: CallToAction;
    secondary: CallToAction;
    trustedBy: string;
    clients: { name: string; logo: string; width: number; height: number }[];
  };
  benefits: {
    title: string;
    intro: string;
    items: { figure: string; title: string; description: string }[];
  };
  workflow: {
    title: string;
    intro: string;
    input: WorkflowNode;
    dataTypes: { name: string; icon: IconName }[];
    dataTypesLabel: string;
    knowledgeBase: WorkflowNode;
    systemPrompt: WorkflowNode;
    agent: WorkflowNode;
    output: WorkflowNode;
  };
  projects: { title: string; intro: string; cta: string; allCases: CallToAction };
}
