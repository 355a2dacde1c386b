import { paths } from '@shared/paths';
import type { CaseStudy } from '@/types/cases';

/** The Legal Contract Analysis case (/projects/legal-contract-analysis). */
const caseStudy: CaseStudy = {
  id: 'legal-contract-analysis',
  kind: 'upcoming',
  hero: {
    eyebrow: 'Legal · Document Processing · Coming 2026 Q1',
    title: 'Contract review against your own playbook, clause by clause',
    intro:
      'We’re building a contract review tool for in-house legal teams and law firms. It will read each contract clause by clause, compare it with your playbook and highlight risk, missing terms and deviations, so your lawyers spend their time on the clauses that need a lawyer. It is in development now, with a beta planned for the first quarter of 2026.',
  },
  facts: [
    { label: 'Status', value: 'In development, beta planned for 2026 Q1' },
    { label: 'Built for', value: 'In-house legal teams and law firms handling commercial contracts' },
    {
      label: 'Contracts at launch',
      value: 'NDAs, supplier and customer agreements, SaaS agreements and data processing agreements',
    },
    { label: 'Languages', value: 'Dutch and English' },
    { label: 'Hosting', value: 'EU regions only; your contracts will not be used to train models' },
  ],
  results: {
    title: 'What it aims to deliver',
    figures: [
      {
        value: '75%',
        label:
          'expected reduction in review time for standard commercial contracts, the target the beta will test',
      },
    ],
  },
  sections: [
    {
      id: 'problem',
      title: 'The problem',
      paragraphs: [
        'Most contracts a legal team reviews are not unusual. NDAs, supplier terms and customer agreements arrive every week, and each one still takes a lawyer an hour or more to read, compare with the company’s standard positions and mark up. The commercial team waits, and the lawyers’ time goes to work that is important but rarely difficult.',
        'The standard positions themselves often live in a playbook document and in the heads of the senior lawyers. Two reviewers can reach different conclusions on the same liability clause. And the hardest thing to catch is what isn’t there: a contract with no cap on liability or no data processing terms reads perfectly well until you notice the gap.',
      ],
    },
    {
      id: 'what-it-will-do',
      title: 'What it will do',
      paragraphs: [
        'You give the tool your playbook: your preferred position on each topic, the fallbacks you accept and the lines you never cross. It will then split each incoming contract into clauses, match every clause to the relevant playbook topic and report where the contract departs from your positions.',
      ],
      points: [
        'Clause-by-clause review against your playbook, with each clause marked as matching, an acceptable fallback or outside your positions',
        'Risk highlighted and explained, such as uncapped liability, one-sided termination rights or automatic renewal',
        'Missing terms listed, such as no limitation of liability, no governing law or no data processing terms where personal data is shared',
        'Suggested wording taken from your own playbook, not invented by the model',
        'A short review memo the lawyer can edit and send to the business',
      ],
    },
    {
      id: 'lawyers-in-the-loop',
      title: 'How it will work with lawyers in the loop',
      paragraphs: [
        'The tool will prepare the review; a lawyer will make it. Every finding will show the clause, the playbook rule it was checked against and why it was flagged. The lawyer accepts, edits or dismisses each one, and nothing goes to the counterparty without their approval.',
        'Dismissed findings will not disappear. They will be collected for the playbook owner, who decides whether the playbook needs a new fallback or the tool needs correcting. Contracts outside the supported types, or clauses the tool cannot match with confidence, will be marked for full manual review rather than given a partial answer.',
      ],
    },
  ],
  build: {
    title: 'How we’re building it',
    steps: [
      {
        title: 'Playbooks as structured rules',
        description:
          'A format for playbook positions, fallbacks and red lines that a legal team can write and maintain without our help, and that the tool can check each clause against.',
      },
      {
        title: 'Clause splitting and matching',
        description:
          'Models that divide Dutch and English contracts into clauses and match each to a playbook topic, including clauses that cover several topics at once.',
      },
      {
        title: 'Grounded findings',
        description:
          'Every finding must cite the clause and the playbook rule it relies on. A finding without both is not shown to the lawyer.',
      },
      {
        title: 'Testing with lawyers',
        description:
          'A test set of contracts reviewed by lawyers, used to measure missed issues and false alarms before the beta and after every change to the models.',
      },
    ],
  },
  roadmap: {
    title: 'Roadmap',
    milestones: [
      {
        period: 'Q4 2025',
        title: 'Core development',
        description:
          'Playbook format, clause splitting and matching, and the review screen, tested against lawyer-reviewed contracts.',
      },
      {
        period: 'Q1 2026',
        title: 'Beta',
        description:
          'A small group of legal teams will use the tool on their own contracts and playbooks, while we measure review time and accuracy alongside them.',
      },
      {
        period: 'Q2 2026',
        title: 'Public launch',
        description:
          'Open to all legal teams for the contract types proven in the beta, with more types added as they pass the same tests.',
      },
    ],
  },
  cta: {
    title: 'Would your team review contracts with us in the beta?',
    text: 'Tell us which contracts take your lawyers the most time and whether you already have a playbook. We’ll reply within 24 hours and keep you posted as the beta opens.',
    primary: { label: 'Ask about the beta', href: paths.signUp('case-legal-contract-analysis') },
  },
};

export default caseStudy;
