import { callsToAction } from './calls-to-action';
import type { ServicePageContent } from '@/types/sections';

/** Copy of the custom dashboarding service page (/custom-dashboarding). */
export const customDashboardingPage: ServicePageContent = {
  hero: {
    eyebrow: 'Custom Dashboarding',
    title: 'Dashboards your leadership actually steers by',
    intro:
      'Your figures live in the ERP, the CRM, a dozen spreadsheets and the heads of the people who built them. We connect the sources, agree the definitions and build live dashboards around the questions your management team asks every week, with AI that explains what moved and why.',
    primary: callsToAction.getInTouch('custom-dashboarding'),
    secondary: callsToAction.cases,
    highlightsTitle: 'A typical engagement',
    highlights: [
      { value: '6-10 weeks', label: 'from kick-off to live dashboards in daily use' },
      { value: 'Every morning', label: 'figures refreshed automatically, near real time where it matters' },
      { value: '1 definition', label: 'for every KPI, written down and owned' },
    ],
  },
  scope: {
    heading: {
      eyebrow: 'What it is',
      title: 'Fewer reports, better decisions',
      intro:
        'Not another BI licence gathering dust. A small set of dashboards built around the decisions your people make, on data they can trust, in the BI tool you already use (Power BI, Tableau or Looker) or a lightweight web app of your own.',
    },
    items: [
      {
        title: 'Connected data',
        description:
          'Automated pipelines from your ERP, CRM, finance, HR and operational systems into one governed data model.',
        icon: 'cable',
      },
      {
        title: 'Agreed definitions',
        description:
          'A KPI dictionary that settles, once, what revenue, gross margin or a lost customer means in your company.',
        icon: 'book-check',
      },
      {
        title: 'Built around decisions',
        description:
          'Views designed for the Monday meeting, the monthly close and the daily stand-up, not around the data model.',
        icon: 'target',
      },
      {
        title: 'AI that explains',
        description:
          'Plain-language summaries of what changed and why, and questions about the figures answered in ordinary words.',
        icon: 'sparkles',
      },
    ],
  },
  outcomes: {
    heading: {
      eyebrow: 'Outcomes',
      title: 'What changes for your finance and management teams',
      intro:
        'Results our clients typically see in the first six months. We agree the baseline with you before we start, so the figures you report are your own.',
    },
    items: [
      {
        figure: '50-70%',
        title: 'Less time spent assembling reports',
        description:
          'Analysts and controllers stop copying figures between spreadsheets and spend those hours on analysis.',
      },
      {
        figure: '3-5 days',
        title: 'Earlier month-end reporting',
        description:
          'The management pack is ready a few working days after month end instead of the following week.',
      },
      {
        figure: '1 source',
        title: 'For every figure in the board pack',
        description:
          'Meetings spend their time on decisions, not on reconciling two versions of the same number.',
      },
    ],
  },
  engagement: {
    heading: {
      eyebrow: 'How it runs',
      title: 'From scattered spreadsheets to live dashboards',
      intro:
        'Short cycles with the people who will use the dashboards, so what goes live is what they need and not what the data happened to allow.',
    },
    total: 'Typical engagement: 6-10 weeks',
    steps: [
      {
        title: 'Discovery',
        duration: '1-2 weeks',
        description:
          'Interviews with future users about the decisions they make, the questions they cannot answer today and the reports they would gladly retire.',
      },
      {
        title: 'KPI and data design',
        duration: '1-2 weeks',
        description:
          'The KPI dictionary, an audit of data sources and quality, and a clickable prototype of the main views tested with users.',
      },
      {
        title: 'Build',
        duration: '3-4 weeks',
        description:
          'Pipelines, data model and dashboards built in weekly cycles, each ending in a review with the people who will use them.',
      },
      {
        title: 'Launch and adoption',
        duration: '1-2 weeks',
        description:
          'Rollout with training for each audience, followed by a month of tuning based on how the dashboards are actually used.',
      },
    ],
  },
  cta: {
    title: 'Which number do you wish you had every Monday?',
    text: 'Tell us the question your management team struggles to answer. Within 24 hours we reply with how we would get you that figure, and what it would take.',
    primary: callsToAction.getInTouch('custom-dashboarding'),
    secondary: callsToAction.roiCall,
  },
  deliverables: {
    heading: {
      eyebrow: 'Deliverables',
      title: 'What you receive',
      intro:
        'Everything is documented and handed over, so your team can run and extend the dashboards without us.',
    },
    items: [
      {
        title: 'KPI dictionary',
        description: 'Every metric defined, with its owner, formula and source system.',
        icon: 'book-check',
      },
      {
        title: 'Data pipelines',
        description: 'Automated, monitored connections from each source, documented for your IT team.',
        icon: 'workflow',
      },
      {
        title: 'Dashboards',
        description: 'Executive, departmental and operational views that work on desktop and mobile.',
        icon: 'layout-dashboard',
      },
      {
        title: 'AI summaries',
        description: 'A weekly note on what moved and why, sent to the people who need to act on it.',
        icon: 'sparkles',
      },
      {
        title: 'Access and governance',
        description: 'Role-based access, so everyone sees the data they are entitled to and nothing more.',
        icon: 'shield-check',
      },
      {
        title: 'Training and handover',
        description: 'Sessions for users and builders, plus a runbook for adding sources and views.',
        icon: 'graduation-cap',
      },
    ],
  },
};
