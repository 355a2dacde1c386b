import { paths } from '@shared/paths';
import type { CaseStudy } from '@/types/cases';

/** The Financial Compliance Automation case (/projects/compliance-financial). */
const caseStudy: CaseStudy = {
  id: 'compliance-financial',
  kind: 'delivered',
  hero: {
    eyebrow: 'Financial services · Document Processing',
    title: 'Anti-money-laundering file reviews in minutes, with people deciding every exception',
    intro:
      'A Dutch wealth manager’s compliance analysts spent more than three hours on each client file, reading passports, ownership extracts and bank statements against a 48-page policy. We automated the reading and checking. Analysts now start from a short list of exceptions, each with the page and the rule behind it, and make every decision themselves.',
  },
  facts: [
    { label: 'Client', value: 'Wealth management firm, 450 employees, the Netherlands' },
    { label: 'Timeline', value: '20 weeks, including a 6-week parallel run' },
    {
      label: 'Team',
      value:
        'Five from Emberwise, with two compliance officers, a second-line risk manager and the firm’s IT team',
    },
    {
      label: 'Stack',
      value:
        'OCR and layout extraction, a language model in the firm’s own EU cloud environment, a rules engine for dates and thresholds, case-management and document-system integrations',
    },
    { label: 'Documents', value: 'Dutch and English, scanned and digital' },
  ],
  results: {
    title: 'Results after six months in production',
    figures: [
      {
        value: '99.7%',
        label:
          'compliance accuracy: checks matching the compliance team’s own decision, over 1,400 closed files and a 6-week parallel run',
      },
      {
        value: '90%',
        label: 'less analyst review time per client file, about 20 minutes instead of 3 hours and 20',
      },
    ],
  },
  sections: [
    {
      id: 'situation',
      title: 'The situation',
      paragraphs: [
        'The firm manages investments for private clients, family businesses and foundations. Under Dutch anti-money-laundering law (the Wwft), every new client needs a complete due diligence file, and existing clients are reviewed again every one to three years depending on their risk rating.',
        'Nine analysts handled about 3,000 files a year. A typical file runs to 40-120 pages: identity documents, extracts from the Chamber of Commerce and the UBO register, organisation charts, source-of-wealth statements, bank statements, annual accounts. Each had to be checked against the firm’s 48-page client due diligence policy.',
        'The work took about 3 hours and 20 minutes per file, most of it spent finding things rather than judging them. By the time the project started, some 900 periodic reviews were overdue.',
      ],
    },
    {
      id: 'challenge',
      title: 'The challenge',
      paragraphs: [
        'In compliance, a missed issue costs far more than a false alarm. The system had to be tuned to ask rather than assume: when a document is unclear, the answer is an exception for a person, never a pass.',
        'It also had to stand up to scrutiny. Internal audit and the supervisor expect to see why a file was approved, by whom and on what evidence. Client data could not leave the firm’s own cloud environment, and the model could not be a black box that nobody in the firm could explain.',
      ],
      points: [
        'No file approved without an analyst’s decision',
        'Every check traceable to a policy rule, a document and a page',
        'Client data kept within the firm’s EU cloud environment',
        'Documentation the risk committee and internal audit can review',
      ],
    },
    {
      id: 'solution',
      title: 'The solution',
      paragraphs: [
        'When a file is ready for review, the system classifies every document, extracts the data that matters and runs 64 checks taken from the policy. Some are simple rules: is the passport valid on the onboarding date, is the bank statement less than three months old. Others need reading: do the ownership percentages in the UBO extract match the organisation chart, does the source-of-wealth statement explain the amount being invested.',
        'The analyst receives a checklist in the firm’s case-management tool. Passed checks show the evidence they relied on. Exceptions are at the top, each with the rule, the document and the page, so the analyst can go straight to the problem. The analyst decides, records the reason and, for high-risk clients, the file still goes to a second reviewer as before.',
      ],
    },
  ],
  build: {
    title: 'How we built it',
    steps: [
      {
        title: 'Policy into checks',
        description:
          'Over three weeks, two compliance officers and our consultants turned the 48-page policy into 64 checks, each with a plain-language rule, the documents it needs and examples of a pass and a fail. The compliance team signs off every change.',
      },
      {
        title: 'Reading the documents',
        description:
          'OCR and layout extraction for scans and photos, then classification into 23 document types. Tested on 1,400 historical files the team had already decided, processed inside the firm’s own cloud environment.',
      },
      {
        title: 'Rules where rules suffice, a model where reading is needed',
        description:
          'Dates, thresholds and list checks run in a rules engine. A language model handles the checks that need reading and must quote the passage it relied on; if it cannot, the check becomes an exception.',
      },
      {
        title: 'Integration with existing systems',
        description:
          'Files are picked up from the document system when the case-management tool marks them ready, and the checklist is written back to the case. Analysts did not get a new screen to learn.',
      },
      {
        title: 'Parallel run and ongoing review',
        description:
          'For six weeks analysts reviewed every new file as before, blind to the system’s result, and we compared the two. Since go-live, the second-line risk team re-checks a sample of 30 files a month, and our AI governance lead keeps the model documentation current for the risk committee.',
      },
    ],
  },
  quote: {
    text: 'My analysts now start with a list of exceptions and the page they’re on, instead of a ninety-page file. The judgement is still ours; the searching isn’t.',
    attribution: 'Head of compliance, wealth management firm',
  },
  cta: {
    title: 'Where do your analysts spend their hours?',
    text: 'Tell us which files or reports your team checks by hand and against which rules. Within 24 hours we reply with which checks could be automated, and which should stay with your people.',
    primary: { label: 'Get in touch', href: paths.signUp('case-compliance-financial') },
    secondary: { label: 'Plan 15-min ROI call', href: paths.bookConsultation() },
  },
};

export default caseStudy;
