import { callsToAction } from './calls-to-action';
import { strategyTab, strategyTabs } from './ai-strategy-tabs';
import type {
  CtaContent,
  HubDiagramContent,
  ServiceHeroContent,
  StepListContent,
  TopicTabsContent,
} from '@/types/sections';

/** Copy of the strategy landing page (/ai-strategy). */
export const aiStrategyPage: {
  hero: ServiceHeroContent;
  areas: HubDiagramContent;
  topics: TopicTabsContent;
  engagement: StepListContent;
  cta: CtaContent;
} = {
  hero: {
    eyebrow: 'AI Strategy & Roadmapping',
    title: 'Strategic AI Transformation',
    intro:
      'Most companies are not short of AI ideas. What they lack is a shared view of which ones pay back, in what order, and who owns them. In six to eight weeks we turn scattered pilots and good intentions into a roadmap your board can approve and your teams can start on.',
    primary: callsToAction.getInTouch('ai-strategy'),
    secondary: callsToAction.cases,
    highlightsTitle: 'A typical engagement',
    highlights: [
      { value: '6-8 weeks', label: 'from kick-off to a roadmap your board can sign off' },
      {
        value: '3-5 use cases',
        label: 'prioritised for the first two quarters, each with a business case and an owner',
      },
      { value: '12 months', label: 'of initiatives, sequenced and budgeted quarter by quarter' },
    ],
  },
  areas: {
    heading: {
      eyebrow: 'Our approach',
      title: 'Four areas, one transformation',
      intro:
        'AI programmes stall when they are run as an IT project. We work on four areas at once, because a gap in any one of them holds back the other three.',
    },
    caption:
      'Diagram: AI Transformation at the centre, connected to four areas: Company Strategy, Implementation & Continuation, AI & Data Infrastructure and Departmental Challenges.',
    hub: {
      title: 'AI Transformation',
      description: 'One programme, one accountable owner, measured in business results.',
      icon: 'brain-circuit',
    },
    nodes: [
      {
        title: 'Company Strategy',
        description:
          'Where AI strengthens your position: the goals it serves, the bets worth making and the ones to leave alone.',
        icon: 'target',
      },
      {
        title: 'Implementation & Continuation',
        description:
          'Pilots that become production systems, with owners, budgets and a regular review of what to scale, fix or stop.',
        icon: 'rocket',
      },
      {
        title: 'AI & Data Infrastructure',
        description:
          'The data, platforms, security and model choices that let AI run reliably, without locking you into one vendor.',
        icon: 'database',
      },
      {
        title: 'Departmental Challenges',
        description:
          'The bottlenecks each team lives with, from month-end close to proposal writing, ranked by hours lost and value at stake.',
        icon: 'users',
      },
    ],
  },
  topics: {
    heading: {
      eyebrow: 'What the roadmap covers',
      title: 'Five questions your board will ask',
      intro:
        'We work through five topics with your leadership team. Together they answer what a board wants to know before it funds AI: why, where, how fast and with what return.',
    },
    tabsLabel: strategyTabs.tabsLabel,
    defaultTopicId: strategyTabs.defaultTopicId,
    topics: [
      {
        ...strategyTab('company-strategy'),
        heading: 'Start from the business plan, not the technology',
        paragraphs: [
          'We begin with your three-year plan and the numbers your leadership is already accountable for: margin, growth, service levels and headcount. Every initiative on the roadmap traces back to one of them.',
          'That discipline is what separates a roadmap from a wish list. It also tells you what not to do: a fair share of the ideas on the table are better solved by a process change or a tool you already pay for.',
        ],
        pointsTitle: 'What we cover',
        points: [
          'Strategic goals translated into measurable AI objectives',
          'A scan of how AI is changing your market and your competitors',
          'Risk appetite and governance principles agreed up front',
          'An investment envelope sized against the expected returns',
        ],
        figures: [
          {
            value: '1 in 3',
            label: 'candidate ideas is usually parked once it has to name the goal it serves',
          },
          { value: '3 years', label: 'the planning horizon we align the roadmap with' },
        ],
      },
      {
        ...strategyTab('ai-adoption'),
        heading: 'Meet your organisation where it is',
        paragraphs: [
          'Before recommending anything, we measure how your teams use AI today: licensed tools, public chatbots used without approval, skills and attitudes. A short survey and a dozen interviews usually reveal more activity, and more risk, than leadership expects.',
          'From there we set a realistic adoption path: which roles get which tools first, what training they need, and how you will know it is working.',
        ],
        pointsTitle: 'What we cover',
        points: [
          'AI maturity assessment across people, process, data and technology',
          'An inventory of the AI tools in use, including unapproved ones',
          'An acceptable-use policy your staff can actually follow',
          'Adoption targets per team, tracked every month',
        ],
        figures: [
          { value: '2 weeks', label: 'to a baseline maturity assessment' },
          { value: '70%', label: 'weekly active use we aim for in licensed teams within six months' },
        ],
      },
      {
        ...strategyTab('business-demands'),
        heading: 'Rank use cases by value, not by enthusiasm',
        paragraphs: [
          'Every department has a list of things it would like AI to do. We collect those demands in structured workshops, then score each one on value, feasibility, data readiness and risk.',
          'The result is a ranked portfolio: a few quick wins that prove value within a quarter, a handful of larger bets, and a clearly labelled list of ideas for later.',
        ],
        pointsTitle: 'What we cover',
        points: [
          'Use-case workshops with each department head',
          'Value and feasibility scored on one shared scale',
          'A business case per top use case: cost, hours saved and payback period',
          'Dependencies on data, systems and people made explicit',
        ],
        figures: [
          { value: '30-60', label: 'candidate use cases collected in a typical mid-sized company' },
          { value: '3-5', label: 'selected for the first two quarters' },
        ],
      },
      {
        ...strategyTab('agentic-workflows'),
        heading: 'Design the first agents your teams will use',
        paragraphs: [
          'For the top use cases we sketch the agentic workflow end to end: what data the agent reads, which knowledge and rules guide it, which actions it may take on its own, and where a person approves.',
          'That blueprint lets you estimate cost and hours saved before any code is written, and gives the build team, ours or yours, a precise brief.',
        ],
        pointsTitle: 'What we cover',
        points: [
          'Workflow blueprints with human checkpoints where they matter',
          'Model and tooling options compared on cost, quality and data residency',
          'A security and privacy review of every workflow',
          'A pilot plan with success criteria agreed in advance',
        ],
        figures: [
          { value: '4-8 weeks', label: 'from blueprint to a pilot running on real data' },
          { value: '1 owner', label: 'in the business for every workflow, not only in IT' },
        ],
      },
      {
        ...strategyTab('impact-results'),
        heading: 'Measure what changed, then decide what to scale',
        paragraphs: [
          'Each initiative gets a baseline before it starts and a small set of measures afterwards: hours saved, cycle time, error rates, revenue per employee. We set up the reporting so results reach leadership every month, not at year end.',
          'At each quarterly review you decide with facts in hand: scale what works, fix what is close, stop what is not paying back.',
        ],
        pointsTitle: 'What we cover',
        points: [
          'Baseline measurements before any pilot goes live',
          'A benefits tracker linked to the original business cases',
          'A quarterly portfolio review with your leadership team',
          'Lessons captured so that each rollout goes faster than the last',
        ],
        figures: [
          {
            value: '2-3 hrs',
            label: 'saved per employee per day once the first workflows run in production',
          },
          { value: '12 months', label: 'the payback period we plan a first wave of initiatives around' },
        ],
      },
    ],
  },
  engagement: {
    heading: {
      eyebrow: 'How it runs',
      title: 'From first interview to a funded roadmap',
      intro:
        'A fixed-scope engagement with your leadership team and department heads. You see working drafts every week, not a thick report at the end.',
    },
    total: 'Typical engagement: 6-8 weeks',
    steps: [
      {
        title: 'Discover',
        duration: '2 weeks',
        description:
          'Interviews with leadership and department heads, a maturity survey, and a review of your data and systems landscape.',
      },
      {
        title: 'Prioritise',
        duration: '2 weeks',
        description:
          'Use-case workshops, value and feasibility scoring, and business cases for the strongest candidates.',
      },
      {
        title: 'Plan',
        duration: '1-2 weeks',
        description:
          'A 12-month roadmap with budget, owners, governance and the architecture it needs, reviewed with your leadership team.',
      },
      {
        title: 'Launch',
        duration: '1-2 weeks',
        description:
          'The first pilot kicked off, success measures agreed and a quarterly review cycle in your leadership calendar.',
      },
    ],
  },
  cta: {
    title: 'Not sure where AI fits in your business yet?',
    text: 'Tell us about your goals and the tools you use today. Within 24 hours we reply with the questions we would ask first, and whether a roadmap engagement makes sense for you.',
    primary: callsToAction.getInTouch('ai-strategy'),
    secondary: callsToAction.roiCall,
  },
};
