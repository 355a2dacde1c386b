import type { CareersPageContent } from '@/types/careers';

/** Copy of /careers. */
export const careersPage = {
  hero: {
    eyebrow: 'Careers',
    title: 'Build AI that gets used, not just demoed',
    intro:
      'We’re consultants and engineers in Amsterdam who take AI from the first workshop to a workflow running in production, for European companies with 50 to 2,000 employees. If you’d rather ship one system people rely on than present ten that might work, read on.',
    positionsButton: 'View Open Positions',
    contactLink: 'Get in touch',
  },
  story: {
    eyebrow: 'Our story',
    title: 'Why Emberwise exists',
    paragraphs: [
      'Jasper van Leeuwen spent twelve years leading operations and data teams in logistics and insurance. He saw the same pattern again and again: a promising AI pilot, a good demo to the board, and then nothing. No owner, no connection to the systems people worked in, no plan for the team whose work it would change. The pilots didn’t fail; they just never left pilot purgatory.',
      'In 2021 he started Emberwise to do the part that gets skipped. Connecting the model to the CRM and the ERP. Writing the evaluation set before go-live. Training the people who will use it, and involving the works council when roles change. Then measuring the result against a baseline agreed with the client at the start.',
      'Today we work for mid-sized businesses in healthcare, financial services, legal, logistics, manufacturing, retail and B2B services. The team is small enough that everyone knows every client project, and senior enough that the people who sell the work also do it.',
      'Each engagement is run by a small team: a consultant, a solutions architect and one or two engineers, together from the first workshop to handover. Emma Janssen, our AI Governance Lead, reviews data protection and compliance from the first design, not the week before launch. We write down decisions, KPI definitions and runbooks, so the client can run what we build without us.',
      'For you, that means short projects, usually 5 to 10 weeks, and work you see in daily use. You won’t hand a design to another team and never hear of it again.',
    ],
    images: [
      {
        src: '/images/careers/workshop-whiteboard.svg',
        alt: 'A whiteboard covered in sticky notes sorted into four columns, with a process drawn underneath as boxes joined by arrows and two marker pens resting on the ledge.',
        caption: 'Most engagements start at a whiteboard, mapping how the work really flows today.',
      },
      {
        src: '/images/careers/canal-side-office.svg',
        alt: 'A row of narrow canal houses beside still water, with bicycles leaning against a bridge railing and one lit window on the first floor.',
        caption: 'Our Amsterdam office, where the team meets every Tuesday and Thursday.',
      },
      {
        src: '/images/careers/planning-board.svg',
        alt: 'A planning board with three columns of cards, some marked with coloured dots, a row of small flags along the top and a coffee cup on the table in front.',
        caption: 'Weekly planning: every client workflow, who owns it and what goes live next.',
      },
      {
        src: '/images/careers/workflow-laptops.svg',
        alt: 'Two open laptops side by side on a desk, one showing a workflow diagram from an envelope icon through three connected boxes to a database cylinder, the other showing lines of code.',
        caption: 'Design and build side by side: the diagram and the code are reviewed in the same week.',
      },
    ],
  },
  values: {
    heading: {
      eyebrow: 'Our values',
      title: 'Four things we hold each other to',
      intro:
        'They decide who we hire, how we scope a project and when we tell a client that something isn’t worth building.',
    },
    items: [
      {
        title: 'Results-Driven Excellence',
        description:
          'We agree a baseline with the client before we build and measure against it after go-live. A workflow counts when people use it and the hours show up in their week, not when the demo works.',
        icon: 'target',
      },
      {
        title: 'Intellectual Curiosity',
        description:
          'Models and tools change every few months. We test new ones against our own evaluation sets, share what we find at a fortnightly internal demo, and say so when the older approach still wins.',
        icon: 'microscope',
      },
      {
        title: 'Collaborative Partnership',
        description:
          'We work inside the client’s team, not beside it. Operations staff help design the workflow, their IT team reviews the code, and at handover they can run it without us.',
        icon: 'handshake',
      },
      {
        title: 'Sustainable Innovation',
        description:
          'We build what a mid-sized company can maintain and afford: documented, monitored, GDPR-compliant from the first design, on the smallest model that does the job. We pace ourselves the same way, without heroic weeks before a go-live.',
        icon: 'sprout',
      },
    ],
  },
  benefits: {
    heading: {
      eyebrow: 'Benefits',
      title: 'What you get from us',
      intro:
        'The same benefits for every role, from engineer to executive. Each role’s salary range is shared before the first interview.',
    },
    items: [
      {
        title: 'Unlimited PTO',
        description:
          'Take the time off you need, without a counter. We ask for at least 25 days a year, look at the calendar every quarter and nudge anyone who is falling behind.',
        icon: 'calendar-days',
      },
      {
        title: 'Equity',
        description:
          'Stock options in Emberwise B.V. through our employee stock option plan, vesting over four years, so you share in the company you help build.',
        icon: 'hand-coins',
      },
      {
        title: 'Learning budget',
        description:
          '€2,000 and five working days a year for courses, conferences and books you choose, plus API credits to test new models.',
        icon: 'graduation-cap',
      },
      {
        title: 'Hybrid work',
        description:
          'Tuesdays and Thursdays with the team at our Amsterdam office, the rest wherever you work best. Client days count as office days.',
        icon: 'building-2',
      },
      {
        title: 'Pension and allowances',
        description:
          'A pension plan with Emberwise paying the larger share of the premium, 8% holiday allowance and an NS Business Card for travel.',
        icon: 'piggy-bank',
      },
      {
        title: 'Hardware',
        description:
          'A laptop of your choice, a phone, and €750 to set up your home workspace with a proper chair and screen.',
        icon: 'laptop',
      },
    ],
  },
  positions: {
    heading: {
      eyebrow: 'Open positions',
      title: 'Roles we’re hiring for',
      intro:
        'Three roles, all based in Amsterdam with hybrid working. Each one says how much you’ll travel, who you’ll work with and what the work involves week to week.',
    },
    cardLabels: {
      department: 'Department',
      location: 'Location',
      type: 'Type',
      requirements: 'Key requirements',
      learnMore: 'Learn More',
    },
  },
  general: {
    title: 'Don’t see the perfect role?',
    text: 'We also hire outside the roles listed here, usually data engineers, change managers and consultants with deep knowledge of one sector. Tell us what you’d like to build or fix with us, and we’ll reply within two weeks.',
    button: 'Send General Application',
  },
} as const satisfies CareersPageContent;
