import { callsToAction } from './calls-to-action';
import type {
  CtaContent,
  DepartmentGridContent,
  FeatureGridContent,
  HubDiagramContent,
  LogoRowContent,
  ServiceHeroContent,
  StepListContent,
} from '@/types/sections';

/** Copy of the automation landing page (/agentic-workflows). */
export const agenticWorkflowsPage: {
  hero: ServiceHeroContent;
  models: LogoRowContent;
  hub: HubDiagramContent;
  dataTypes: FeatureGridContent;
  departments: DepartmentGridContent;
  engagement: StepListContent;
  cta: CtaContent;
} = {
  hero: {
    eyebrow: 'Agentic Workflows',
    title: 'Automate repetitive tasks',
    intro:
      'AI agents that read your emails, documents and records, follow your rules and handle the routine work in between: drafting, checking, filing and following up. Your people review and decide; the agents do the legwork.',
    primary: callsToAction.getInTouch('agentic-workflows'),
    secondary: callsToAction.roiCall,
    highlightsTitle: 'What to expect',
    highlights: [
      { value: '1-5 hrs', label: 'saved per person per day, depending on the department' },
      { value: '5-8 weeks', label: 'from the first workshop to a workflow in production' },
      { value: 'Every action', label: 'logged, with a person approving anything that leaves the company' },
    ],
  },
  models: {
    heading: {
      title: 'Built on the model that fits the task',
      intro:
        'We are model-agnostic: each workflow runs on the model that gives the best result for its cost, privacy and speed requirements, and can switch as the market moves.',
    },
    logos: [
      { name: 'OpenAI GPT', src: '/images/models/openai.svg' },
      { name: 'Anthropic Claude', src: '/images/models/anthropic.svg' },
      { name: 'Google Gemini', src: '/images/models/google.svg' },
      { name: 'Meta Llama', src: '/images/models/meta.svg' },
      { name: 'Mistral', src: '/images/models/mistral.svg' },
      { name: 'DeepSeek', src: '/images/models/deepseek.svg' },
    ],
  },
  hub: {
    heading: {
      eyebrow: 'How it works',
      title: 'An agent at the centre of your workflow',
      intro:
        'Every workflow we build has the same anatomy: an agent that reasons over four inputs. Getting each of them right is most of the work, and the reason our agents behave predictably.',
    },
    caption:
      'Diagram: an AI agent at the centre, connected to Data Input, Data Integration, Knowledge Base and System Prompt.',
    hub: {
      title: 'AI agent',
      description:
        'Reads the input, reasons with your knowledge and rules, then acts or hands over to a person.',
      icon: 'bot',
    },
    nodes: [
      {
        title: 'Data Input',
        description:
          'The trigger: an email, a web form, an uploaded contract, a call recording or a new record in your CRM.',
        icon: 'inbox',
      },
      {
        title: 'Data Integration',
        description:
          'Secure connections to the systems the agent reads from and writes to: CRM, ERP, document storage, ticketing and email.',
        icon: 'cable',
      },
      {
        title: 'Knowledge Base',
        description:
          'Your policies, product information, price lists and past cases, indexed so the agent can cite its sources.',
        icon: 'book-open',
      },
      {
        title: 'System Prompt',
        description:
          "The agent's job description: its task, tone and limits, and when it must ask a person before acting.",
        icon: 'scroll-text',
      },
    ],
  },
  dataTypes: {
    heading: {
      eyebrow: 'Data types',
      title: 'Five data types, one workflow',
      intro: 'Agents work with the information your business already produces, in whatever form it arrives.',
    },
    items: [
      {
        title: 'Documents',
        description:
          'Contracts, invoices, reports and forms: clauses, totals and deadlines extracted and checked.',
        icon: 'file-text',
      },
      {
        title: 'Images',
        description: 'Scans, photos and diagrams, read and classified so they become searchable data.',
        icon: 'image',
      },
      {
        title: 'Videos',
        description:
          'Meetings, training sessions and site footage, summarised and indexed down to the moment.',
        icon: 'video',
      },
      {
        title: 'Audio',
        description:
          'Calls, voicemails and dictation, transcribed, summarised and logged against the right record.',
        icon: 'audio-lines',
      },
      {
        title: 'Structured',
        description: 'Spreadsheets and CRM or ERP records, reconciled, enriched and kept up to date.',
        icon: 'database',
      },
    ],
  },
  departments: {
    heading: {
      eyebrow: 'By department',
      title: 'Hours back, department by department',
      intro:
        'Workflows we build most often, and the time they typically give back to each person on the team. Your figures depend on volumes and processes, so we estimate them with you before anything is built.',
    },
    timeSavedSuffix: 'saved per day',
    examplesTitle: 'Example workflows',
    departments: [
      {
        name: 'Sales & Marketing',
        icon: 'megaphone',
        timeSaved: '2-3 hrs',
        summary: 'Less research and admin, more time in front of buyers.',
        examples: [
          {
            title: 'Lead research and enrichment',
            description:
              'Company, role and recent news compiled for every new lead, with a suggested opening line.',
          },
          {
            title: 'Meeting follow-up',
            description:
              'Call notes turned into a summary, a CRM update and a draft follow-up email minutes after the call.',
          },
          {
            title: 'Proposal first drafts',
            description:
              'Proposals assembled from your templates, case studies and pricing rules, ready for review.',
          },
        ],
      },
      {
        name: 'Human Resources',
        icon: 'users',
        timeSaved: '1-2 hrs',
        summary: 'Faster hiring and fewer repeated questions.',
        examples: [
          {
            title: 'CV screening against the role profile',
            description:
              'Applications scored against agreed criteria with a short rationale, so recruiters read the strongest first.',
          },
          {
            title: 'Policy assistant for employees',
            description:
              'Answers on leave, expenses and benefits drawn from your handbook, with a link to the source.',
          },
          {
            title: 'Onboarding preparation',
            description:
              'Accounts, equipment and introductions requested automatically as soon as a contract is signed.',
          },
        ],
      },
      {
        name: 'Finance',
        icon: 'calculator',
        timeSaved: '3-5 hrs',
        summary: 'A faster close with far less manual matching.',
        examples: [
          {
            title: 'Invoice processing',
            description:
              'Invoices read, coded and matched to purchase orders, with exceptions routed to the right approver.',
          },
          {
            title: 'Daily reconciliation',
            description:
              'Bank and ledger entries matched every day, and unmatched items explained rather than just listed.',
          },
          {
            title: 'Month-end commentary',
            description: 'Variance explanations drafted from the ledger for the controller to refine.',
          },
        ],
      },
      {
        name: 'Operations',
        icon: 'settings-2',
        timeSaved: '1-4 hrs',
        summary: 'Fewer hand-offs and fewer status chases.',
        examples: [
          {
            title: 'Request and ticket triage',
            description:
              'Incoming requests classified, prioritised and assigned with the context the team needs.',
          },
          {
            title: 'Supplier follow-up',
            description:
              'Delivery confirmations and delays picked up from email and updated in your planning system.',
          },
          {
            title: 'Shift and incident reports',
            description: 'Notes and photos turned into consistent reports with follow-up actions assigned.',
          },
        ],
      },
      {
        name: 'Legal & Compliance',
        icon: 'scale',
        timeSaved: '2-4 hrs',
        summary: 'A first-pass review in minutes instead of days.',
        examples: [
          {
            title: 'Contract review against your playbook',
            description:
              'Clauses compared with your standard positions, with deviations and missing terms flagged.',
          },
          {
            title: 'Regulatory monitoring',
            description:
              'New rules and guidance summarised every week, together with the internal policies they affect.',
          },
          {
            title: 'Due diligence file checks',
            description:
              'KYC and onboarding files checked for completeness and consistency before an analyst signs off.',
          },
        ],
      },
      {
        name: 'Research & Development',
        icon: 'flask-conical',
        timeSaved: '1-3 hrs',
        summary: 'More time for experiments, less for searching.',
        examples: [
          {
            title: 'Literature and patent scans',
            description: 'Papers and patents searched, summarised and compared with your current projects.',
          },
          {
            title: 'Experiment documentation',
            description: 'Lab notes and results structured into reports and a searchable knowledge base.',
          },
        ],
      },
    ],
  },
  engagement: {
    heading: {
      eyebrow: 'How it runs',
      title: 'From first workshop to a workflow in production',
      intro:
        'We start with one workflow that matters, prove it on real cases alongside your current process, then hand it over to the people who will own it.',
    },
    total: 'First workflow live in 5-8 weeks',
    steps: [
      {
        title: 'Map the process',
        duration: '1 week',
        description:
          'We sit with the team, map the process as it really runs, and measure the baseline: volumes, hours and error rates.',
      },
      {
        title: 'Design the workflow',
        duration: '1-2 weeks',
        description:
          'A blueprint of data sources, knowledge base, system prompt and approval points, with the success measures agreed.',
      },
      {
        title: 'Build and pilot',
        duration: '2-4 weeks',
        description:
          'We build, connect and test on real cases with a small group, side by side with the current process.',
      },
      {
        title: 'Roll out and hand over',
        duration: '1 week',
        description:
          'Go-live for the whole team, monitoring in place, documentation written and your workflow owners trained.',
      },
    ],
  },
  cta: {
    title: 'Which task would you hand over first?',
    text: "Name one repetitive task that eats into your team's week. Within 24 hours we tell you how we would automate it and roughly what it would save.",
    primary: callsToAction.getInTouch('agentic-workflows'),
  },
};
