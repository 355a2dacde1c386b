import { paths } from '@shared/paths';
import type { HomeContent } from '@/types/home';
import { siteConfig } from '@/lib/site-config';

/** Copy of the home page. */
export const homeContent: HomeContent = {
  hero: {
    eyebrow: 'AI transformation consultancy',
    title: siteConfig.headline,
    intro:
      'We design and build the AI strategy, agentic workflows and dashboards that give your people hours back every day, and we stay until the new way of working sticks.',
    primary: { label: 'Get in touch', href: paths.signUp('home-hero') },
    secondary: { label: 'Plan 15-min ROI call', href: paths.bookConsultation() },
    trustedBy: 'Trusted by teams at',
    clients: [
      { name: 'Northwind Health', logo: '/images/clients/northwind-health.svg', width: 168, height: 40 },
      { name: 'Lumen Capital', logo: '/images/clients/lumen-capital.svg', width: 156, height: 40 },
    ],
  },
  benefits: {
    title: 'What AI transformation looks like on the balance sheet',
    intro:
      'We measure every engagement against three numbers. They are what our clients report once the first workflows run in production.',
    items: [
      {
        figure: '2x',
        title: 'Revenue per full-time employee',
        description:
          'Double the revenue each FTE generates when agents take over the research, admin and follow-up around every sale.',
      },
      {
        figure: '4x',
        title: 'Shorter cycle time',
        description:
          'Quotes, reviews and approvals that took days are ready in hours, because the first draft is waiting when your team starts.',
      },
      {
        figure: '2-3 hrs',
        title: 'Saved per employee per day',
        description:
          'That adds up to 1,200+ hours monthly per team, time that goes back into customers, craft and judgement.',
      },
    ],
  },
  workflow: {
    title: 'How an agentic workflow works',
    intro:
      'Every workflow we build follows the same pattern: your data goes in, an agent reasons over it with your knowledge and rules, and your team gets results it can act on.',
    input: {
      title: 'Data input',
      description: 'Any of the five data types, straight from the tools you already use.',
    },
    dataTypesLabel: 'Data types',
    dataTypes: [
      { name: 'Documents', icon: 'file-text' },
      { name: 'Images', icon: 'image' },
      { name: 'Videos', icon: 'video' },
      { name: 'Audio', icon: 'audio-lines' },
      { name: 'Structured', icon: 'database' },
    ],
    knowledgeBase: {
      title: 'Knowledge base',
      description: 'Your policies, products and past cases, searchable by the agent.',
    },
    systemPrompt: {
      title: 'System prompt',
      description: 'Your rules, tone and limits: what the agent may and may not do.',
    },
    agent: {
      title: 'AI agent',
      description: 'Reads, reasons and decides the next step.',
    },
    output: {
      title: 'Actionable results',
      description:
        'Drafted replies, filled records, flagged risks and reports, ready for a human to approve.',
    },
  },
  projects: {
    title: 'Projects we are proud of',
    intro: 'From voice agents in healthcare to compliance checks in finance: a selection of our work.',
    cta: 'View details',
    allCases: { label: 'See all cases', href: paths.cases() },
  },
};
