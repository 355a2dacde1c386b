import { paths } from '@shared/paths';
import type { CaseStudy } from '@/types/cases';

/** The Lead Data Enrichment case (/projects/lead-data-enrichment). */
const caseStudy: CaseStudy = {
  id: 'lead-data-enrichment',
  kind: 'delivered',
  hero: {
    eyebrow: 'B2B services · Text AI',
    title: 'Every inbound lead researched before a sales rep opens it',
    intro:
      'A Belgian payroll and HR services provider had more inbound leads than its sales team could research. We built an agent that looks up every new lead, fills in the company and role data in the CRM and drafts a tailored first reply in the lead’s own language, ready for a sales rep to approve.',
  },
  facts: [
    { label: 'Client', value: 'Payroll and HR services provider, 350 employees, Belgium' },
    { label: 'Timeline', value: '9 weeks to production, then 4 weeks of tuning' },
    { label: 'Team', value: 'Three from Emberwise, with the head of sales and two sales development reps' },
    {
      label: 'Stack',
      value:
        'HubSpot CRM, company-register and licensed B2B data APIs, a research agent on an EU-hosted language model',
    },
    { label: 'Languages', value: 'Dutch, French and English' },
  ],
  results: {
    title: 'After the first four months',
    figures: [
      {
        value: '95%',
        label: 'enrichment accuracy: CRM fields found correct in a monthly hand-checked sample of 200 leads',
      },
      { value: '3x', label: 'response rate to the first outreach email, from 7% to 21% of leads replying' },
      { value: '45%', label: 'conversion from reply to booked discovery call' },
      { value: '80%', label: 'less research time per lead, about 4 minutes instead of 20' },
    ],
  },
  sections: [
    {
      id: 'situation',
      title: 'The situation',
      paragraphs: [
        'The provider runs payroll and HR administration for some 4,000 Belgian employers. Its website, webinars and guides bring in about 1,200 inbound leads a month: demo requests, price questions, downloads of the guide to payroll in the hospitality sector.',
        'Six sales development reps handled them. Before writing to anyone, a rep would open the company’s website, look it up in the company register, check the headcount and sector, work out whether the person was an HR manager, a bookkeeper or a student writing a thesis, and only then write a reply. That took about 20 minutes a lead.',
        'The result was predictable. Reps researched the leads that looked promising and sent a generic template to the rest, often two days later. Fewer than one in ten replied.',
      ],
    },
    {
      id: 'challenge',
      title: 'The challenge',
      paragraphs: [
        'Enriched data is only useful if the reps trust it. One wrong headcount or a lead matched to the wrong company with a similar name, and reps go back to checking everything by hand. Accuracy had to be measured, not assumed, and every field needed a source a rep could click.',
        'Belgium added two constraints. Leads write in Dutch, French or English, and a reply in the wrong language ends the conversation. And personal data had to be handled under the GDPR: business data from lawful sources, nothing scraped from personal social media profiles, and a documented legitimate interest assessment before the first lead was processed.',
      ],
    },
    {
      id: 'solution',
      title: 'The solution',
      paragraphs: [
        'When a form comes in, the agent starts within a minute. It reads the form, finds the company in the Belgian company register, reads its website and pulls figures from the B2B data provider the client already licensed. It fills in legal name, enterprise number, sector, headcount band, number of sites and the lead’s department and seniority, each with its source.',
        'It then sorts the lead. Existing customers go to their account manager, job seekers and students to a polite standard reply, and competitors are marked and left alone. Together they make up about 18% of form fills. For everyone else it scores fit against two years of won and lost deals and drafts a first reply that refers to the company’s situation, in the language the lead wrote in.',
        'Nothing is sent automatically. The draft waits in HubSpot for the rep, who approves, edits or rewrites it. Fields the agent could not confirm are marked unverified rather than filled with a guess.',
      ],
      points: [
        'Company and role data filled in, with a source for every field',
        'Customers, job seekers and competitors sorted out before a rep spends time on them',
        'A fit score based on the client’s own won and lost deals',
        'A first reply drafted in Dutch, French or English, approved by a person before it is sent',
      ],
    },
  ],
  build: {
    title: 'How we built it',
    steps: [
      {
        title: 'A definition of a good lead record',
        description:
          'With the head of sales we agreed 14 fields worth filling and what counts as correct for each. Two reps then enriched 300 historical leads by hand: the answer key every version of the agent was tested against.',
      },
      {
        title: 'Lawful sources only',
        description:
          'Our AI governance lead wrote the legitimate interest assessment with the client’s privacy officer. The agent may use the form, the company register, the company’s own website and the licensed data provider; personal social media is out of bounds.',
      },
      {
        title: 'A research agent with tools',
        description:
          'An EU-hosted language model with four tools: register lookup, website reader, data-provider query and CRM search. It returns structured fields with a source and a confidence for each, and anything below the threshold is marked unverified.',
      },
      {
        title: 'Scoring and drafting',
        description:
          'A fit score trained on two years of won and lost deals from HubSpot, and reply drafts written from the client’s best-performing emails, one set per language, checked by native speakers in the sales team.',
      },
      {
        title: 'HubSpot integration',
        description:
          'New form submissions trigger the agent through a HubSpot workflow. Results are written to the contact and company records, and the draft appears as a task for the rep who owns the lead.',
      },
      {
        title: 'Ongoing review',
        description:
          'Reps approve every email. Each month a rep hand-checks 200 enriched leads against the sources; that sample is where the accuracy figure comes from, and every error found becomes a new test case.',
      },
    ],
  },
  quote: {
    text: 'My team used to open a lead and start searching. Now they open it, read the draft and decide whether it’s good enough to send, and most of the time it is.',
    attribution: 'Head of sales, payroll and HR services provider',
  },
  cta: {
    title: 'How long does your team spend on a lead before the first reply?',
    text: 'Tell us where your leads come from and what your reps look up by hand. Within 24 hours we reply with what an agent could fill in for them, and from which sources.',
    primary: { label: 'Get in touch', href: paths.signUp('case-lead-data-enrichment') },
    secondary: { label: 'Plan 15-min ROI call', href: paths.bookConsultation() },
  },
};

export default caseStudy;
