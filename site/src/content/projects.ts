import { paths } from '@shared/paths';
import type { ProjectCard } from '@/types/entities';

/** The six client projects, in grid order (home page and /cases). */
export const projects: ProjectCard[] = [
  {
    id: 'healthcare-voice-ai',
    title: 'Healthcare Voice AI',
    description:
      'A voice agent that answers patient calls around the clock, books appointments and routes urgent cases to staff.',
    technology: 'Voice AI',
    status: '',
    image: '/images/projects/healthcare-voice-ai.svg',
    imageAlt: 'Sound waves flowing into a calendar with a booked appointment',
    link: paths.project('healthcare-voice-ai'),
    published: '2025-03-10',
  },
  {
    id: 'lead-data-enrichment',
    title: 'Lead Data Enrichment',
    description:
      'An agent that researches every inbound lead, fills in company and role data and drafts a tailored first reply.',
    technology: 'Text AI',
    status: '',
    image: '/images/projects/lead-data-enrichment.svg',
    imageAlt: 'A contact card being filled in with company details',
    link: paths.project('lead-data-enrichment'),
    published: '2025-04-15',
  },
  {
    id: 'promptcoach-ai',
    title: 'PromptCoach AI',
    description:
      'An interactive coach that teaches professionals to write better prompts, with instant feedback on every attempt.',
    technology: 'Text AI',
    status: '',
    image: '/images/projects/promptcoach-ai.svg',
    imageAlt: 'A chat bubble with a rising score beside it',
    link: paths.project('promptcoach-ai'),
    published: '2025-05-20',
  },
  {
    id: 'compliance-financial',
    title: 'Financial Compliance Automation',
    description:
      'Automated review of financial documents against regulatory rules, flagging exceptions for a human to decide.',
    technology: 'Document Processing',
    status: '',
    image: '/images/projects/compliance-financial.svg',
    imageAlt: 'A stack of documents with a shield and a check mark',
    link: paths.project('compliance-financial'),
    published: '2025-06-24',
  },
  {
    id: 'legal-contract-analysis',
    title: 'Legal Contract Analysis',
    description:
      'Clause-by-clause contract review that highlights risk, missing terms and deviations from your playbook.',
    technology: 'Document Processing',
    status: '2026 Q1',
    image: '/images/projects/legal-contract-analysis.svg',
    imageAlt: 'A contract page with highlighted clauses',
    link: paths.project('legal-contract-analysis'),
    published: '2025-10-07',
  },
  {
    id: 'social-media-automation',
    title: 'Social Media Automation',
    description:
      'A content engine that learns your brand voice and plans, writes and schedules posts for every channel.',
    technology: 'Content Generation',
    status: 'Coming Soon',
    image: '/images/projects/social-media-automation.svg',
    imageAlt: 'Social posts arranged on a content calendar',
    link: paths.project('social-media-automation'),
    published: '2025-11-04',
  },
];
