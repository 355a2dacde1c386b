import { paths } from '@shared/paths';
import type { SolutionPageContent } from '@/types/solutions';

/** Copy of the Document AI solution page (/documents-modalities). */
const solution: SolutionPageContent = {
  key: 'documents',
  hero: {
    badge: 'Document AI Solutions',
    headline: 'Transform Your Business with Document AI',
    intro:
      'Contracts, invoices, policies and reports arrive as PDFs and Word files that someone has to read, retype and file. We build document AI that extracts the data, checks it against your rules, compares versions and answers questions with the page reference, and keeps a person on every decision that counts.',
    cta: { label: 'Start Your Document AI Journey', href: paths.signUp('documents-solutions') },
  },
  capabilities: {
    heading: {
      eyebrow: 'Capabilities',
      title: 'What document AI does with your files',
      intro:
        'Four capabilities that cover a document’s whole life, from the day it arrives to the day someone needs an answer from it. Every extracted value and every answer links back to the page it came from.',
    },
    typesLabel: 'Data Types',
    cards: [
      {
        title: 'Extraction and classification',
        icon: 'scan-text',
        description:
          'Documents recognised by type, and the fields, line items and tables you need read into structured data for your ERP, CRM or register, with a confidence score on every value.',
        capabilities: ['Field extraction', 'Table capture', 'Document sorting', 'Confidence scoring'],
        dataTypes:
          'PDF and UBL invoices, application and claim forms, certificates, Word and Excel attachments',
      },
      {
        title: 'Review and comparison',
        icon: 'file-search',
        description:
          'Contracts checked clause by clause against your standard positions, and any two versions of a document compared on meaning rather than on wording alone.',
        capabilities: ['Clause review', 'Version comparison', 'Deviation flags', 'Tracked changes'],
        dataTypes:
          'Contracts and amendments in Word and PDF, NDAs, general terms, specifications, tender packs',
      },
      {
        title: 'Document generation',
        icon: 'file-signature',
        description:
          'Contracts, letters, questionnaires and reports assembled from your approved templates and clause library, filled with data from your systems and ready for review and signature.',
        capabilities: ['Template filling', 'Clause libraries', 'Two languages', 'DocuSign handoff'],
        dataTypes: 'Word templates, clause libraries, AFAS, Salesforce and ERP data, questionnaires in Excel',
      },
      {
        title: 'Document Q&A',
        icon: 'book-open',
        description:
          'Questions answered across thousands of pages in seconds, with the document and page number shown, and only from the files the person asking is allowed to open.',
        capabilities: [
          'Cited answers',
          'Page references',
          'Permission-aware search',
          'Cross-document questions',
        ],
        dataTypes:
          'SharePoint and OneDrive libraries, manuals, policy handbooks, annual reports, board packs',
      },
    ],
  },
  departments: {
    heading: {
      eyebrow: 'By department',
      title: 'Where documents slow your teams down, and what changes',
      intro:
        'Two examples for each department, taken from the document systems we build: the files involved, the figures our clients measured, and the point where a person signs off.',
    },
    departments: [
      {
        name: 'Customer Service',
        icon: 'headset',
        description:
          'Claim forms, warranty terms and product manuals read for the agent, so every answer and decision rests on the right page.',
        colour: 'plum',
        examples: [
          {
            title: 'Warranty claim forms checked against the warranty terms',
            description:
              'The system reads each PDF claim form, purchase invoice and dealer report, checks the details against the warranty terms for that model year and proposes a decision with the clause it rests on.',
            metrics: [
              'Claim assessed in 6 min instead of 25',
              '70% of claim fields filled without typing',
              'Every proposal cites its warranty clause',
              'Claim backlog cleared in 5 weeks',
            ],
            useCase:
              'A Dutch e-bike manufacturer with 420 employees handled 1,100 warranty claims a month from dealers across Europe, each keyed in by hand. Frame number, purchase date and fault description are now extracted and checked against the right terms, and a service agent approves or overrules every decision in Salesforce.',
            workflow:
              'Claim form and invoice received → Frame number, dates and fault extracted → Warranty terms for model year found → Eligibility proposed with clause → Agent decides in Salesforce → Decision letter generated',
            benefits: [
              'Faster claim decisions',
              'Same rules for every dealer',
              'Fewer claims paid in error',
              'Agents on the edge cases',
            ],
          },
          {
            title: 'Answers from technical manuals and service bulletins',
            description:
              'Support agents type a question and get an answer drawn from thousands of pages of installation manuals and service bulletins, with the document and page number to check before replying.',
            metrics: [
              'Search per ticket from 6 min to 40 s',
              'First-contact resolution from 64% to 75%',
              '4,000+ pages across 180 models',
              'Every answer shows document and page',
            ],
            useCase:
              'A Dutch supplier of heat pumps and boilers with 300 employees had its support team searching a shared drive of PDF manuals, some only in German. Agents now get answers in Dutch from Dutch, German and English manuals, new bulletins are added the day they are published, and any question touching gas safety is passed to a senior technician.',
            workflow:
              'Agent asks a question → Model and serial number identified → Manuals and bulletins searched → Answer with page reference → Agent checks and replies → Unanswered questions sent to product team',
            benefits: [
              'Less time searching',
              'Right answer first time',
              'Manuals in any language',
              'Safety questions escalated',
            ],
          },
        ],
      },
      {
        name: 'Sales & Marketing',
        icon: 'megaphone',
        description:
          'Tender packs and customer questionnaires read and answered from your own material, so sales time goes into the customer rather than the paperwork.',
        colour: 'ember',
        examples: [
          {
            title: 'Tender pack requirement extraction and bid checklists',
            description:
              'Tender documents from TenderNed and private buyers are read in full, and requirements, knock-out criteria, award criteria and deadlines land in a bid checklist with matching answers from past bids.',
            metrics: [
              'Go/no-go decision in 1 day instead of 4',
              '200-page tender pack parsed in 15 min',
              'No knock-out criterion missed in 30 bids',
              '35% of answers pre-filled from past bids',
            ],
            useCase:
              'A Dutch engineering consultancy with 250 staff bid on 60 public tenders a year, and its bid manager spent the first days of each one reading. The checklist and a draft compliance matrix are now ready the morning after publication; the bid manager and a partner make the go/no-go call and write the win themes themselves.',
            workflow:
              'Tender pack downloaded from TenderNed → Requirements and criteria extracted → Compliance matrix built → Past-bid answers matched → Bid team decides go/no-go → Writing assigned in SharePoint',
            benefits: [
              'Earlier bid decisions',
              'No missed knock-outs',
              'Past work reused',
              'Bid team writes, not reads',
            ],
          },
          {
            title: 'Customer security questionnaires filled from your policy library',
            description:
              'Security and procurement questionnaires in Excel or Word are filled in from your information security policies and previously approved answers, each answer linked to its source for the security officer to approve.',
            metrics: [
              '300 questions answered in 2 days, not 2 weeks',
              '80% of answers drafted from approved sources',
              'Security officer time down 60% per questionnaire',
              'Each answer linked to its source document',
            ],
            useCase:
              'A Dutch healthcare software company with 140 employees received two or three supplier questionnaires a month from hospitals, each 150 to 400 questions long, and deals stalled while they waited. Drafts now come from the policy library in SharePoint and last year’s approved answers; the security officer reviews every answer and rewrites the low-confidence ones, and approved answers go back into the library.',
            workflow:
              'Questionnaire received → Questions split and classified → Policies and past answers retrieved → Answers drafted with sources → Security officer reviews → Completed file returned to customer',
            benefits: [
              'Shorter sales cycles',
              'Consistent security answers',
              'Library grows with each deal',
              'Security officer stays in control',
            ],
          },
        ],
      },
      {
        name: 'Human Resources',
        icon: 'users',
        description:
          'Employment contracts drafted from approved clauses and personnel files kept complete, with personal data handled under GDPR and access limited to HR.',
        colour: 'rose',
        examples: [
          {
            title: 'Employment contracts generated from AFAS and your clause library',
            description:
              'When an offer is approved, the system assembles the employment contract in Dutch or English from your clause library, fills in scale, hours and cao terms from AFAS, and queues it for DocuSign once HR has checked it.',
            metrics: [
              'Contract ready in 20 min, down from 2 days',
              'Contract errors in audit from 9% to under 1%',
              'Dutch and English from one clause library',
              'Every contract checked by HR before signing',
            ],
            useCase:
              'A Dutch road transport company with 800 employees hired 35 drivers and warehouse staff a month under the transport cao, and mistakes in hours, scale and probation terms were common. Contracts are now generated from approved templates and AFAS data, an HR advisor checks each one, and DocuSign sends it the same day.',
            workflow:
              'Offer approved in AFAS → Contract type and cao rules selected → Clauses and data merged into Word template → HR advisor checks → Sent for signature in DocuSign → Signed copy filed in personnel file',
            benefits: [
              'Same-day contracts',
              'Correct cao terms',
              'No copy-paste errors',
              'Candidates sign sooner',
            ],
          },
          {
            title: 'Personnel file audits for diplomas, VOG and BIG registrations',
            description:
              'Every personnel file is read to confirm the required documents are present and valid, such as the signed contract, diploma, VOG certificate of conduct and BIG registration, and anything missing or expiring is listed for HR.',
            metrics: [
              '1,100 files checked in 3 days, not 2 months',
              'Expiring documents flagged 90 days ahead',
              'Gaps found in 14% of files, all tracked',
              'Results visible to HR only',
            ],
            useCase:
              'A Dutch mental health provider with 900 staff was preparing for an inspection by the IGJ with files spread over AFAS and old network folders, and no reliable view of which registrations were current. Each file is now checked monthly, and every gap lands on an HR advisor’s list with the missing document named; the advisor contacts the employee and closes the item.',
            workflow:
              'Personnel files read from AFAS → Documents classified → Names, dates and validity extracted → Checked against role requirements → Gaps and expiries listed for HR → Reminders sent to employee',
            benefits: [
              'Inspection-ready files',
              'No lapsed registrations',
              'HR time on follow-up',
              'Access kept within HR',
            ],
          },
        ],
      },
      {
        name: 'Legal & Compliance',
        icon: 'scale',
        description:
          'Contracts marked up against your positions and whole contract archives turned into registers, with a lawyer deciding what is accepted.',
        colour: 'violet',
        examples: [
          {
            title: 'Incoming NDAs returned as tracked-changes Word files',
            description:
              'Each NDA a counterparty sends is compared with your standard positions, and the system returns a Word file with tracked changes and a comment explaining every deviation, so the lawyer starts from a marked-up draft.',
            metrics: [
              'NDA turnaround 1 day, down from 6',
              'Review time per NDA from 45 to 10 min',
              '85% of suggested changes kept by lawyers',
              '12 standard positions checked per NDA',
            ],
            useCase:
              'The legal team of a Dutch medical devices company with 650 employees handled 40 NDAs a month from distributors and research partners, many in English under foreign law. A lawyer reviews every tracked change before the file goes back, and NDAs under non-EU law always go to the general counsel.',
            workflow:
              'NDA received in Word or PDF → Clauses identified → Compared with standard positions → Tracked changes and comments added → Lawyer reviews and sends → Signed version stored in contract register',
            benefits: [
              'Faster NDA turnaround',
              'Consistent negotiating positions',
              'Reasoning in every comment',
              'Counsel on the hard ones',
            ],
          },
          {
            title: 'DORA register of information built from ICT supplier contracts',
            description:
              'Every ICT supplier contract in the archive is read for the fields the DORA register of information requires, including services, data locations, subcontracting, exit and termination rights, with gaps listed per contract.',
            metrics: [
              '1,800 contracts processed in 3 weeks',
              '40+ fields extracted per contract',
              'Every field linked to clause and page',
              'Manual review focused on the 22% with gaps',
            ],
            useCase:
              'A Dutch insurer with 1,200 employees had to submit its register of information to its supervisor, with ICT contracts scattered across SharePoint and the procurement system. Extracted fields went into the register with a link to the source page, the compliance team checked a sample of every field and each contract flagged as incomplete, and procurement renegotiated the missing exit clauses.',
            workflow:
              'Contracts gathered from SharePoint and procurement → Contract type and supplier identified → Required fields extracted with page links → Gaps flagged per contract → Compliance team checks → Register exported for submission',
            benefits: [
              'Deadline met',
              'Traceable to the source',
              'Contract gaps found early',
              'Register kept current',
            ],
          },
        ],
      },
      {
        name: 'Operations & IT',
        icon: 'server',
        description:
          'Certificates, specifications and work instructions read and compared automatically, so production and quality always run on current documents.',
        colour: 'teal',
        examples: [
          {
            title: 'Material certificates checked against order specifications',
            description:
              'The EN 10204 3.1 inspection certificate that comes with each steel delivery is read, and its chemical composition and mechanical values are checked against the order and drawing specifications before the batch is released.',
            metrics: [
              'Certificate check in 2 min instead of 15',
              '600 certificates a month from 12 suppliers',
              'All out-of-spec values caught in 3-month trial',
              'Batches released a day earlier',
            ],
            useCase:
              'A Dutch machine builder with 480 employees received 600 material certificates a month, each supplier with its own layout, and quality inspectors keyed the values into SAP by hand. Values are now extracted and compared with the specification in SAP QM, and any deviation or unreadable field holds the batch for an inspector, who makes the release decision.',
            workflow:
              'Certificate PDF arrives with delivery → Supplier layout recognised → Composition and test values extracted → Compared with order and drawing specs → Inspector releases or blocks in SAP → Certificate archived with batch',
            benefits: [
              'Faster goods receipt',
              'No retyped test values',
              'Deviations stopped at the door',
              'Full traceability per batch',
            ],
          },
          {
            title: 'Customer specification changes traced to work instructions',
            description:
              'When a customer sends a new version of a product specification or quality manual, the system compares it with the previous version and lists which work instructions and HACCP procedures need updating.',
            metrics: [
              'Version comparison in 10 min instead of 2 days',
              'Changes listed with paragraph references',
              '340 work instructions indexed',
              'Audit findings on outdated procedures from 5 to 1',
            ],
            useCase:
              'A Dutch private-label food producer with 550 employees supplies four supermarket chains, each sending specification updates several times a year. The QA team now receives a change summary and a list of affected work instructions in SharePoint; a QA officer decides each update and the document owner signs off the new version.',
            workflow:
              'New specification received → Compared with previous version → Changes summarised → Matched to work instructions and HACCP plans → QA officer assigns updates → Owner approves new version',
            benefits: [
              'No change overlooked',
              'Procedures stay current',
              'Fewer audit findings',
              'QA time on decisions',
            ],
          },
        ],
      },
      {
        name: 'Finance & Analytics',
        icon: 'chart-line',
        description:
          'Supplier invoices and customers’ annual accounts read into structured data, matched and analysed, with controllers approving the exceptions.',
        colour: 'amber',
        examples: [
          {
            title: 'PDF and UBL invoices matched to orders and goods receipts',
            description:
              'Supplier invoices arriving by email or Peppol are read line by line, matched to the purchase order and goods receipt, and booked in Exact Online; price and quantity differences go to the budget holder.',
            metrics: [
              'Booking time from 18 min to 3 min per invoice',
              '74% of invoices booked without a touch',
              'Differences above €50 always reviewed',
              'Month-end close 2 days earlier',
            ],
            useCase:
              'A Dutch installation and maintenance company with 600 employees received 5,000 supplier invoices a month, many with more than 30 lines, and three AP clerks matched them by hand. Clean matches are now booked automatically, differences go to the budget holder with the lines highlighted, and a clerk audits a weekly sample of automatic bookings.',
            workflow:
              'Invoice arrives by email or Peppol → Header and lines extracted → Matched to purchase order and goods receipt → Booked in Exact Online within tolerance → Differences to budget holder → Weekly sample audited',
            benefits: [
              'Faster month-end close',
              'Fewer duplicate payments',
              'Clerks on exceptions',
              'Clear audit trail',
            ],
          },
          {
            title: 'Credit reviews drafted from customers’ annual accounts',
            description:
              'Customers’ annual accounts are read, solvency, liquidity and results compared over three years, and a credit memo drafted for the credit manager with every figure linked to its page.',
            metrics: [
              'Credit review in 1 h instead of 1 day',
              '180 customers reviewed a year, up from 50',
              'Every ratio linked to its source page',
              'Limits still set by the credit committee',
            ],
            useCase:
              'A Dutch building materials distributor with 700 employees gives trade credit to 2,000 contractors and only had time to review its 50 largest accounts each year. Every customer above €100,000 exposure now gets a yearly review based on the accounts filed with the Chamber of Commerce (KvK), and the credit manager edits and signs each memo before the committee meets.',
            workflow:
              'Annual accounts retrieved from KvK → Balance sheet and results extracted → Ratios compared over three years → Credit memo drafted → Credit manager edits and signs → Limit decided by committee',
            benefits: [
              'Wider credit coverage',
              'Earlier warning signs',
              'Consistent credit memos',
              'Decisions stay with people',
            ],
          },
        ],
      },
    ],
  },
  services: {
    heading: {
      eyebrow: 'How we work',
      title: 'How we take document AI from pilot to daily use',
      intro:
        'Most document pilots stall on the last 10% of odd layouts and exceptions. Our four services cover the whole route: choosing the documents that pay back first, building the workflow, measuring accuracy and savings, and preparing the people who check the output.',
    },
  },
};

export default solution;
