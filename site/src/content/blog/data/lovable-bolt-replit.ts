/**
 * Data for the article "lovable-bolt-replit": the three platform cards of <PlatformComparison> and the
 * rows of the side-by-side <ComparisonTable> (values in the column order Lovable, Bolt, Replit).
 * Facts as of February 2025; prices are hedged because all three change their plans often.
 */
import type { ComparisonTableRow, PlatformComparisonItem } from '@/types/blog';

export const platforms: PlatformComparisonItem[] = [
  {
    name: 'Lovable',
    tagline:
      'Describe the app in plain language and get a polished React front end with a Supabase backend behind it.',
    pricing:
      'Free tier with a small daily message allowance; paid plans from around $20 per month, metered in messages.',
    targetAudience:
      'Product owners, operations leads and founders who want a working internal tool without writing code themselves.',
    strengths: [
      'The most finished-looking interfaces of the three, built on React, Tailwind CSS and shadcn/ui',
      'Supabase connection gives a real Postgres database, login and file storage in a few clicks',
      'Two-way GitHub sync, so developers can take over the code at any point',
    ],
    weaknesses: [
      'Backend logic beyond Supabase tables and policies quickly needs a developer',
      'Generated row-level security policies are often too permissive and must be reviewed',
      'Large projects drift: later prompts can quietly undo earlier fixes',
    ],
    useCases: [
      'Internal request and approval tools for teams of 5 to 50 users',
      'Clickable, data-backed prototypes that become the specification for a proper build',
      'Customer-facing portals with simple sign-up, forms and dashboards',
    ],
  },
  {
    name: 'Bolt',
    tagline:
      'StackBlitz’s agent writes and runs a full JavaScript project inside your browser tab, in the framework you choose.',
    pricing:
      'Free tier with a token allowance; Pro from around $20 per month, metered in tokens, with larger token tiers above it.',
    targetAudience:
      'Developers and technical founders who want the fastest path from idea to a running prototype.',
    strengths: [
      'Fastest first preview we measured, because the dev server runs locally in the browser via WebContainers',
      'Free choice of stack: React, Vue, Svelte, Astro, Next.js and most of the npm ecosystem',
      'One-click deployment to Netlify and an open-source core for teams that want to self-host the tooling',
    ],
    weaknesses: [
      'Token consumption rises sharply in error loops on larger projects',
      'Persistence and authentication are not there by default and need an external service',
      'Browser runtime cannot run native binaries or non-JavaScript backends',
    ],
    useCases: [
      'Stakeholder demos and workshop prototypes built in an afternoon',
      'Front-end experiments and framework spikes before a team commits',
      'Marketing pages and small tools that deploy as a static or serverless site',
    ],
  },
  {
    name: 'Replit',
    tagline:
      'A full cloud development environment where Replit Agent plans, builds, hosts and keeps improving your app.',
    pricing:
      'Free Starter tier; Core from around $20 to $25 per month depending on billing, with monthly credits and Agent usage billed per checkpoint.',
    targetAudience:
      'Developers, data analysts and small teams who expect the prototype to keep running and keep changing.',
    strengths: [
      'A real Linux container: Python, Node.js and dozens of other languages, packages and background jobs',
      'Database, secrets, deployments and scheduled jobs built into the same workspace',
      'Multiplayer editing, so an engineer and a business owner can work in one project at once',
    ],
    weaknesses: [
      'Agent is slower and asks more questions before it builds',
      'Interfaces look plainer than Lovable’s without extra prompting',
      'Hosting, database and Agent charges add up in separate meters that need watching',
    ],
    useCases: [
      'Python data tools and KPI dashboards for analysts',
      'Small back-office apps with scheduled jobs, email and API integrations',
      'Team projects where the prototype becomes the first production version',
    ],
  },
];

export const comparisonRows: ComparisonTableRow[] = [
  {
    feature: 'Best first user',
    values: [
      'Non-technical product or operations owner',
      'Developer or technical founder',
      'Developer, analyst or small team',
    ],
  },
  {
    feature: 'Where the code runs while you build',
    values: ['Lovable’s cloud preview', 'Your browser tab (WebContainers)', 'A Replit cloud container'],
  },
  {
    feature: 'Default stack',
    values: [
      'React, Vite, TypeScript, Tailwind CSS, shadcn/ui',
      'Your choice of JavaScript framework',
      'Your choice of language; often Python or Node.js',
    ],
  },
  {
    feature: 'Database and backend',
    values: [
      'Supabase: Postgres, auth, file storage',
      'None of its own; connect Supabase or another service',
      'Built-in PostgreSQL database and server processes',
    ],
  },
  {
    feature: 'User login',
    values: [
      'Supabase Auth, set up by prompt',
      'Depends on the service you connect',
      'Any auth library the Agent installs',
    ],
  },
  {
    feature: 'Version control',
    values: [
      'Two-way GitHub sync',
      'Download, or continue in StackBlitz and push to GitHub',
      'Built-in Git and GitHub, plus Agent checkpoints to roll back',
    ],
  },
  {
    feature: 'Hosting',
    values: [
      'One-click publish to a Lovable subdomain',
      'One-click deploy to Netlify',
      'Replit Deployments: static, autoscale, reserved VM, scheduled',
    ],
  },
  {
    feature: 'How usage is metered',
    values: [
      'Messages per day or month',
      'Tokens per month',
      'Monthly credits, Agent checkpoints and hosting usage',
    ],
  },
  {
    feature: 'Entry paid plan',
    values: ['Around $20 per month', 'Around $20 per month', 'Around $20 to $25 per month'],
  },
  {
    feature: 'Time to our demo-ready build',
    values: ['2 h 10 min', '1 h 40 min, plus database wiring', '2 h 50 min'],
  },
  {
    feature: 'Leaving the platform',
    values: [
      'Easy: standard React and Supabase code in GitHub',
      'Easy: a standard npm project',
      'Easy for code; hosting and database need moving',
    ],
  },
];
