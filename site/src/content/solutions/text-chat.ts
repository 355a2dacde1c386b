import { paths } from '@shared/paths';
import type { SolutionPageContent } from '@/types/solutions';

/** Copy of the Text & Chat solution page (/text-chat-modalities). */
const solution: SolutionPageContent = {
  key: 'text-chat',
  hero: {
    badge: 'Text & Chat AI Solutions',
    headline: 'Transform Your Business with Text & Chat AI',
    intro:
      'Your teams spend hours a day reading and writing emails, tickets, chats and Teams messages. We build AI that sorts them, drafts the replies, summarises the long threads and answers routine questions in Dutch, English and other languages, with a person approving what matters.',
    cta: { label: 'Start Your Text AI Journey', href: paths.signUp('text-chat-solutions') },
    secondary: { label: 'Schedule Consultation', href: paths.bookConsultation() },
  },
  capabilities: {
    heading: {
      eyebrow: 'Capabilities',
      title: 'What text & chat AI does with your conversations',
      intro:
        'Four building blocks, combined to fit your process. Each works inside the tools your teams already use, such as Zendesk, Salesforce, Outlook and Teams, and every output can be traced back to the message it came from.',
    },
    typesLabel: 'Data Types',
    cards: [
      {
        title: 'Triage and routing',
        icon: 'inbox',
        description:
          'Every incoming message read on arrival, tagged for intent, urgency and language, and sent to the right queue with the customer’s context attached.',
        capabilities: ['Intent detection', 'Urgency scoring', 'Language detection', 'Queue routing'],
        dataTypes:
          'Shared Outlook mailboxes, Zendesk and Freshdesk tickets, web forms, WhatsApp Business messages',
      },
      {
        title: 'Drafting in your tone',
        icon: 'pen-line',
        description:
          'Replies, follow-ups and status updates drafted from the thread, your policies and your best past answers, ready for a person to approve, edit or send.',
        capabilities: ['Reply drafting', 'Tone of voice', 'Policy grounding', 'Approval steps'],
        dataTypes: 'Email threads, ticket histories, saved replies and macros, tone-of-voice guides',
      },
      {
        title: 'Summaries and extraction',
        icon: 'list-checks',
        description:
          'Long threads, busy channels and thousands of comments condensed into what happened, what was decided and what is still open, with names, dates and amounts pulled into fields.',
        capabilities: ['Thread summaries', 'Field extraction', 'Theme clustering', 'Sentiment trends'],
        dataTypes: 'Teams and Slack channels, chat transcripts, online reviews, survey comments, CRM notes',
      },
      {
        title: 'Knowledge assistants',
        icon: 'messages-square',
        description:
          'Assistants that answer customers and colleagues from your approved content, in their own language, show the source and hand over to a person when they are unsure.',
        capabilities: ['Cited answers', 'Multilingual replies', 'Human handover', 'Access control'],
        dataTypes:
          'Website chat, Teams bots, Zendesk Guide and Confluence articles, SharePoint intranet pages',
      },
    ],
  },
  departments: {
    heading: {
      eyebrow: 'By department',
      title: 'Twelve ways teams put text AI to work',
      intro:
        'Two examples for each department, taken from the systems we build: what each one does, the figures our clients measured, and where a person stays in charge.',
    },
    departments: [
      {
        name: 'Customer Service',
        icon: 'headset',
        description:
          'Every incoming email, chat and ticket read, sorted and answered in your tone, with people kept for the conversations that need them.',
        colour: 'plum',
        examples: [
          {
            title: 'Ticket triage and first-reply drafting',
            description:
              'An agent reads each new ticket, tags intent and urgency, pulls the customer’s order history and drafts a reply for the agent to approve.',
            metrics: [
              '62% of replies sent with no edits',
              '4 min median first response, down from 3 h',
              '30% fewer tickets reopened',
              '9 languages handled',
            ],
            useCase:
              'A Dutch e-commerce retailer with 40,000 orders a month answered 1,800 support emails a week with six people. Drafts now wait in Zendesk when the shift starts; agents approve, edit or escalate, and refunds above €150 always go to a person.',
            workflow:
              'Ticket arrives → Intent and urgency tagged → Order history retrieved → Reply drafted in brand tone → Agent approves or edits → Sent and logged',
            benefits: [
              'Faster first answers',
              'Consistent tone in every language',
              'Agents focus on complex cases',
              'Every decision traceable',
            ],
          },
          {
            title: 'Multilingual live-chat assistant with agent handover',
            description:
              'A website chat assistant answers delivery, returns and account questions from your help-centre articles in the customer’s own language, and passes the chat to an agent, with a summary, the moment it cannot help.',
            metrics: [
              '41% of chats closed without an agent',
              '4 languages from one Dutch help centre',
              'Handover to an agent in under 30 s',
              'Chat satisfaction 4.3/5, level with agents',
            ],
            useCase:
              'A Benelux parcel delivery company with 380 staff staffed its web chat from 8:00 to 20:00, so evening questions waited until morning. The assistant now answers around the clock in Dutch, French, German and English from its Zendesk Guide articles, and anything about lost parcels, damage or a complaint goes straight to an agent with the conversation summarised.',
            workflow:
              'Customer opens chat → Language detected → Help-centre articles retrieved → Answer given with source link → Agent takes over when unsure or asked → Unanswered questions logged for content team',
            benefits: [
              'Answers outside office hours',
              'One knowledge base, four languages',
              'Clean handovers to agents',
              'Content gaps made visible',
            ],
          },
        ],
      },
      {
        name: 'Sales & Marketing',
        icon: 'megaphone',
        description:
          'Web enquiries and public reviews read and acted on the same day, with every outgoing word checked by the person whose name is on it.',
        colour: 'ember',
        examples: [
          {
            title: 'Web-form and sales inbox lead qualification',
            description:
              'An agent reads every contact-form submission and sales@ email, checks the sender’s company against your ideal customer profile, updates HubSpot and drafts a tailored first reply for the account manager.',
            metrics: [
              'First reply in 35 min, down from 1.5 days',
              '22% more enquiries reach a first meeting',
              '3 h a week of CRM typing removed',
              '100% of replies sent by a salesperson',
            ],
            useCase:
              'A Dutch B2B software reseller with 120 staff received 300 enquiries a month, a third of them support questions or job applicants. Qualified leads now appear in HubSpot with company data and a suggested reply, support questions go straight to the service desk, and account managers review and send every reply themselves.',
            workflow:
              'Form or email arrives → Sender and company identified → Fit scored against profile → Lead created or updated in HubSpot → Reply drafted for account manager → Sent with follow-up task set',
            benefits: [
              'Faster first contact',
              'Cleaner CRM data',
              'Support questions rerouted',
              'Sales time on real prospects',
            ],
          },
          {
            title: 'Online review themes and reply drafts',
            description:
              'Reviews from Google and Zorgkaart Nederland are collected daily, tagged by theme and sentiment per location, and every critical review gets a drafted public reply that leaves out anything medical.',
            metrics: [
              '400 reviews a month themed automatically',
              'Critical reviews answered within 1 working day',
              '88% theme agreement with a 500-review manual sample',
              'Reply rate up from 30% to 95%',
            ],
            useCase:
              'A Dutch physiotherapy group with 30 practices answered fewer than a third of its online reviews and had no view of what patients praised or disliked. Practice managers now approve or rewrite each drafted reply before it is posted, and a monthly Power BI page shows themes per practice, which led four practices to change their opening hours.',
            workflow:
              'Reviews collected from Google and Zorgkaart → Sentiment and themes tagged per practice → Reply drafted without medical details → Practice manager approves → Posted and themes reported in Power BI',
            benefits: [
              'Every reviewer gets an answer',
              'Patient privacy respected',
              'Themes per location',
              'Marketing hears real wording',
            ],
          },
        ],
      },
      {
        name: 'Human Resources',
        icon: 'users',
        description:
          'Employee questions answered in chat and thousands of survey comments read in full, with personal data handled under GDPR and the works council involved from the start.',
        colour: 'rose',
        examples: [
          {
            title: 'Leave and collective agreement questions answered in Teams',
            description:
              'An HR assistant in Microsoft Teams answers questions about leave, overtime, pension and the collective agreement (cao) from your own policies, shows the paragraph it used, and opens a case in AFAS when the question is personal.',
            metrics: [
              '54% of HR questions answered in chat',
              'HR email volume down 35% in 4 months',
              'Dutch and English from one policy set',
              'Every answer links to its source paragraph',
            ],
            useCase:
              'A Dutch manufacturer with 900 employees across three plants had two HR advisors answering the same leave and shift-allowance questions by email. Operators now ask on the Teams app on their phones; anything about a person’s own salary, illness or a conflict goes to an advisor, and the works council approved the set-up and its logging before launch.',
            workflow:
              'Employee asks in Teams → Question classified → cao and HR handbook searched in SharePoint → Answer with source paragraph → Personal cases opened in AFAS for an advisor → Unanswered questions reviewed weekly',
            benefits: [
              'Answers on any shift',
              'Same answer for everyone',
              'HR time for real conversations',
              'Works council on board',
            ],
          },
          {
            title: 'Engagement survey comments summarised by theme',
            description:
              'Open comments from engagement and exit surveys are stripped of names, grouped into themes per team and summarised with representative quotes, so managers see what people actually wrote.',
            metrics: [
              '3,400 comments analysed in 2 days, not 3 weeks',
              'Groups under 5 respondents never shown',
              '12 themes tracked year on year',
              '90% agreement with HR’s own coding',
            ],
            useCase:
              'A Dutch regional care organisation with 1,600 employees left most of its 3,400 open survey comments unread because nobody had the time. Comments are now anonymised, themed per location and summarised for each manager; HR reviews every summary before release, and no theme from fewer than five people is reported.',
            workflow:
              'Survey export loaded → Names and identifying details removed → Comments themed and scored → Small groups suppressed → HR reviews summaries → Reports shared with managers',
            benefits: [
              'Every comment read',
              'Anonymity protected',
              'Themes comparable over time',
              'Managers get specifics',
            ],
          },
        ],
      },
      {
        name: 'Legal & Compliance',
        icon: 'scale',
        description:
          'Customer messages screened for complaints and the legal inbox sorted and answered, so deadlines hold and lawyers spend their time on judgement.',
        colour: 'violet',
        examples: [
          {
            title: 'Formal complaint detection in customer emails and chats',
            description:
              'Every customer email and chat is checked for dissatisfaction that counts as a complaint under your procedure; likely complaints are registered with the response deadline and sent to compliance.',
            metrics: [
              '96% of complaints registered, up from 71%',
              'Registered within 1 h of arrival',
              'No missed response deadline in 6 months',
              '15 min saved per complaint file',
            ],
            useCase:
              'A Dutch consumer credit provider with 260 staff relied on agents to spot complaints buried in ordinary emails, and an internal audit found that nearly a third were never registered. Every message in Salesforce Service Cloud is now screened, and a compliance officer confirms or dismisses each flagged case before the complaint clock starts.',
            workflow:
              'Email or chat arrives → Complaint signals detected → Case drafted in complaints register → Compliance officer confirms → Deadline set and owner assigned → Response tracked to closure',
            benefits: [
              'Fewer missed complaints',
              'Deadlines that hold',
              'Audit-ready register',
              'Clear reporting to supervisors',
            ],
          },
          {
            title: 'Legal inbox intake and routine answers',
            description:
              'Emails to the legal team are classified by request type and urgency; routine questions get a drafted answer from approved positions, and the rest become Jira cases with a summary and an owner.',
            metrics: [
              '38% of requests answered from approved positions',
              'Routed in 10 min instead of 2 days',
              'All open requests on one Jira board',
              '4 h a week saved per lawyer',
            ],
            useCase:
              'The four-person legal team of a Dutch logistics group with 1,100 employees received 250 emails a month from sales and operations asking about NDAs, liability caps and ‘can we sign this?’. A lawyer now sends routine answers with one click after reading them, and everything else arrives in Jira already summarised and prioritised.',
            workflow:
              'Email to the legal inbox → Request type and urgency classified → Approved positions searched → Answer drafted or case summarised → Lawyer sends or picks up in Jira',
            benefits: [
              'Faster answers for the business',
              'Consistent legal positions',
              'Workload visible',
              'Lawyers on complex matters',
            ],
          },
        ],
      },
      {
        name: 'Operations & IT',
        icon: 'server',
        description:
          'IT requests solved in chat and busy operations channels turned into clear handovers, so nothing waits on someone scrolling back through messages.',
        colour: 'teal',
        examples: [
          {
            title: 'IT service desk chat connected to ServiceNow',
            description:
              'Employees describe their problem in Teams; the assistant solves known issues from the knowledge base, runs approved fixes such as password resets and MFA re-registration, and logs everything else in ServiceNow with category and device filled in.',
            metrics: [
              '31% of IT requests resolved in chat',
              '92% correct categorisation on 2,000 tickets',
              'First-line queue down 26%',
              'Every action logged in ServiceNow',
            ],
            useCase:
              'A Dutch pension administrator with 700 employees had five people on its first-line desk handling 2,400 tickets a month, a third of them about passwords and access. The assistant now handles those with the same identity checks the desk used, and any access change to production systems still needs approval from the system owner.',
            workflow:
              'Employee messages in Teams → Issue identified → Known fix or article offered → Approved action run → Otherwise ticket created in ServiceNow → Resolution added to knowledge base',
            benefits: [
              'Help at any hour',
              'Cleaner ticket data',
              'Desk on harder problems',
              'Knowledge base keeps growing',
            ],
          },
          {
            title: 'Shift handover notes from Teams channels',
            description:
              'At the end of each shift an agent reads the operations channel in Teams and the open Jira issues, and writes a handover note: what happened, what is still open and who owns it.',
            metrics: [
              'Handover read in 5 min instead of 30',
              '3 notes a day, 7 days a week',
              '40% fewer calls between shift leads',
              'No open issue dropped in a 3-month review',
            ],
            useCase:
              'A Dutch cold-chain logistics company with three warehouses ran its handovers through a Teams channel of more than 300 messages a day, and incoming shift leads spent half an hour scrolling. A draft note is now ready at 6:00, 14:00 and 22:00, and the outgoing lead corrects and signs it off before it is pinned.',
            workflow:
              'Shift ends → Teams channel and Jira issues read → Events, open items and owners extracted → Handover note drafted → Outgoing lead confirms → Note pinned and issues updated',
            benefits: [
              'Shorter handovers',
              'Nothing lost between shifts',
              'Clear ownership',
              'Searchable shift history',
            ],
          },
        ],
      },
      {
        name: 'Finance & Analytics',
        icon: 'chart-line',
        description:
          'Customer replies to reminders logged without typing and questions about the figures answered in plain language, so controllers work on exceptions and analysis.',
        colour: 'amber',
        examples: [
          {
            title: 'Payment reminder replies classified for credit control',
            description:
              'Customer replies to payment reminders are read and classified as promise to pay, dispute, already paid or request for a copy, then recorded against the invoice in the ERP with the next step for the credit controller.',
            metrics: [
              '80% of replies logged without typing',
              'Disputes with sales within 1 working day',
              'DSO down 6 days over two quarters',
              'Every promise date tracked',
            ],
            useCase:
              'Credit controllers at a Dutch facility services company with 1,400 employees spent their mornings reading replies to reminders sent from AFAS. Each reply is now logged against the right invoice, disputes go to the account manager with the thread summarised, and a credit controller decides every hand-off to a collection agency.',
            workflow:
              'Reminder sent from AFAS → Customer replies → Reply classified → Promise date or dispute recorded → Next action queued → Controller reviews escalations',
            benefits: [
              'Cash collected sooner',
              'Disputes resolved faster',
              'Complete debtor history',
              'Controllers on exceptions',
            ],
          },
          {
            title: 'Plain-language questions on Power BI figures',
            description:
              'Managers ask a question such as ‘why is margin down in the south region?’ in a Teams chat; the assistant queries certified Power BI datasets and replies with the figure, a short explanation and a link to the report page.',
            metrics: [
              '45% fewer ad-hoc report requests',
              'Answers in under 20 s',
              'Only certified datasets queried',
              '1 day a week back for controlling',
            ],
            useCase:
              'A Dutch food manufacturer with 600 employees had two controllers fielding ad-hoc questions from sales and plant managers by email and Teams. Managers now ask the assistant, which respects row-level security and refuses any answer it cannot trace to an agreed KPI, passing those questions to a controller instead.',
            workflow:
              'Manager asks in Teams → Question mapped to KPI definitions → Certified dataset queried → Figure and explanation returned → Link to report page → Unclear questions routed to a controller',
            benefits: [
              'Figures without waiting',
              'One definition per KPI',
              'Security rules respected',
              'Controllers on analysis',
            ],
          },
        ],
      },
    ],
  },
  services: {
    heading: {
      eyebrow: 'How we work',
      title: 'From one inbox to every conversation',
      intro:
        'Strategy decides which conversations to start with, Agentic Workflows builds the system, Custom Dashboarding measures what it saves, and Change Management makes sure your teams trust it and use it.',
    },
  },
};

export default solution;
