import { callsToAction } from './calls-to-action';
import type { ServicePageContent } from '@/types/sections';

/** Copy of the change management service page (/change-management). */
export const changeManagementPage: ServicePageContent = {
  hero: {
    eyebrow: 'Change Management',
    title: 'Make AI part of how work gets done',
    intro:
      'Most AI rollouts fail quietly: licences bought, a launch email sent, usage fading within a quarter. We help your managers and teams change the way they work, so the tools you invest in are used every day and the benefits show up in the numbers.',
    primary: callsToAction.getInTouch('change-management'),
    secondary: callsToAction.cases,
    highlightsTitle: 'A typical programme',
    highlights: [
      { value: '12-16 weeks', label: 'from first assessment to a programme your own people run' },
      { value: '1 champion', label: 'trained for every 15 to 20 colleagues' },
      { value: 'Monthly', label: 'adoption figures reported to leadership, team by team' },
    ],
  },
  scope: {
    heading: {
      eyebrow: 'What it is',
      title: 'The people side of AI transformation',
      intro:
        'Clarity about why, skills for how, and support until the new way of working is simply the normal one. We work alongside your HR and communications teams, not around them.',
    },
    items: [
      {
        title: 'Leadership alignment',
        description:
          'One story from the top about why AI, what it means for roles, and what will not change.',
        icon: 'compass',
      },
      {
        title: 'Role-based training',
        description:
          "Hands-on sessions built on each team's own tasks and documents, not generic prompt tutorials.",
        icon: 'graduation-cap',
      },
      {
        title: 'Champions network',
        description:
          'Trained colleagues in every team who answer questions, collect feedback and share what works.',
        icon: 'users',
      },
      {
        title: 'Adoption measurement',
        description:
          'Usage, confidence and time saved tracked per team, so support goes where it is needed most.',
        icon: 'chart-column',
      },
    ],
  },
  outcomes: {
    heading: {
      eyebrow: 'Outcomes',
      title: 'Adoption you can see in the numbers',
      intro:
        'What clients typically measure six months after a programme starts, against a baseline we take together in the first two weeks.',
    },
    items: [
      {
        figure: '70-85%',
        title: 'Weekly active use of licensed AI tools',
        description: 'Six months in, against the 20-40% we often find before a programme begins.',
      },
      {
        figure: '2x',
        title: 'Faster to confident daily use',
        description:
          'New users get there in weeks rather than months when training is built on their own work.',
      },
      {
        figure: '1-2 hrs',
        title: 'Saved per person per day',
        description:
          'Once drafting, summarising and searching with AI have become a habit rather than an experiment.',
      },
    ],
  },
  engagement: {
    heading: {
      eyebrow: 'How it runs',
      title: 'Four phases, team by team',
      intro:
        'We roll out in waves, starting with the teams most likely to succeed, so early results and internal stories carry the next wave.',
    },
    total: 'Typical programme: 12-16 weeks',
    steps: [
      {
        title: 'Assess',
        duration: '2 weeks',
        description:
          'Stakeholder interviews, a readiness survey and usage data show where enthusiasm, concerns and skills gaps sit.',
      },
      {
        title: 'Plan',
        duration: '2 weeks',
        description:
          'A change plan for each audience: messages, training path, champions and the measures that define success.',
      },
      {
        title: 'Enable',
        duration: '6-8 weeks',
        description:
          'Leadership sessions, role-based training, champion onboarding and weekly office hours, rolled out team by team.',
      },
      {
        title: 'Embed',
        duration: '2-4 weeks',
        description:
          'Adoption reviews, refreshed playbooks and a handover, so your own people run the programme from here.',
      },
    ],
  },
  cta: {
    title: 'Bought the licences, still waiting for the results?',
    text: 'Tell us where adoption has stalled. Within 24 hours we come back with a first view of why, and what we would do in the first month.',
    primary: callsToAction.getInTouch('change-management'),
    secondary: callsToAction.roiCall,
  },
  deliverables: {
    heading: {
      eyebrow: 'Deliverables',
      title: 'What you receive',
      intro:
        'Practical material your managers use every week, written for your organisation and yours to keep.',
    },
    items: [
      {
        title: 'Change plan',
        description: 'Audiences, messages, milestones and owners in one plan your leadership team signs off.',
        icon: 'route',
      },
      {
        title: 'Training curriculum',
        description: 'Role-based modules, exercises on real work and short reference guides for every team.',
        icon: 'graduation-cap',
      },
      {
        title: 'Champions playbook',
        description:
          'How champions are chosen, trained and supported, with a monthly rhythm that keeps them active.',
        icon: 'users',
      },
      {
        title: 'AI use policy',
        description:
          'Clear rules on what may and may not go into AI tools, written for staff and approved by legal.',
        icon: 'shield-check',
      },
      {
        title: 'Adoption dashboard',
        description: 'Usage, confidence and time saved per team, reviewed with leadership every month.',
        icon: 'chart-column',
      },
      {
        title: 'Communication kit',
        description:
          'Launch messages, talking points for managers and intranet articles that answer common concerns.',
        icon: 'megaphone',
      },
    ],
  },
};
