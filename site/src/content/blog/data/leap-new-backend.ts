/**
 * Data for the article "leap-new-backend": the four cards of <BackendComparison>. Facts as of
 * September 2025; prices are hedged because every vendor here revises its plans regularly.
 */
import type { BackendComparisonItem } from '@/types/blog';

export const backends: BackendComparisonItem[] = [
  {
    name: 'Leap.new',
    focus: 'AI agent that generates backend-first, full-stack applications',
    description:
      'Describe a system and Leap writes TypeScript services on the open-source Encore.ts framework, with APIs, PostgreSQL databases, Pub/Sub topics, cron jobs and object storage declared in code, plus a React front end. It deploys through Encore Cloud to a hosted environment or to your own AWS or Google Cloud account.',
    strengths: [
      'Business logic lives in server-side services with typed API contracts, not in browser code',
      'Infrastructure is declared in the code, so every environment is provisioned the same way',
      'Deploys into your own AWS or GCP account, in the region you choose',
      'Architecture diagram, distributed tracing and a GitHub repository from the first build',
    ],
    limitations: [
      'Generates TypeScript on Encore.ts only; your team has to be comfortable with both',
      'Needs developers to review and operate it; not a tool for business users on their own',
      'Young product, with usage-based plans that are still changing',
      'Cloud costs in your own account come on top of the Leap subscription',
    ],
    pricing:
      'Free tier to try it; paid plans based on monthly usage. Hosting is free within Encore Cloud’s limits, or billed by AWS or Google Cloud in your own account.',
    bestFor:
      'Teams with developers who want AI speed without giving up architecture, portability and control over where data runs.',
  },
  {
    name: 'Supabase',
    focus: 'Open-source backend-as-a-service built on PostgreSQL',
    description:
      'A managed Postgres database with generated REST and GraphQL APIs, authentication, file storage, realtime subscriptions and Deno-based edge functions. It is the default backend behind many AI app builders, Lovable and Bolt among them.',
    strengths: [
      'Plain PostgreSQL underneath, so your data model and SQL skills carry over',
      'Authentication, storage and realtime work out of the box',
      'Open source and self-hostable, with a choice of EU regions on the hosted service',
    ],
    limitations: [
      'Security depends on row-level security policies that are easy to get wrong',
      'Complex business logic ends up spread across client code, SQL functions and edge functions',
      'Free projects pause after a period of inactivity',
    ],
    pricing:
      'Free tier for small projects; Pro from around $25 per month per organisation, plus usage-based compute and storage.',
    bestFor:
      'Data-centric apps with standard login and CRUD screens, especially when paired with a front-end-first AI builder.',
  },
  {
    name: 'Firebase',
    focus: 'Google’s managed app platform, strongest on mobile and realtime',
    description:
      'Firestore and Realtime Database for document data, Firebase Authentication, Cloud Functions, Cloud Storage and Hosting, tightly integrated with Google Cloud. Data Connect adds a PostgreSQL option, and Firebase Studio brings Google’s own AI-assisted app building into the same ecosystem.',
    strengths: [
      'Mature SDKs for iOS, Android, Flutter and the web, with offline sync',
      'Scales automatically with almost no operations work',
      'Authentication, analytics, crash reporting and push notifications in one console',
    ],
    limitations: [
      'The NoSQL document model makes reporting and relational queries harder',
      'Deeply tied to Google Cloud, which makes a later move expensive',
      'Pay-as-you-go costs can jump with read-heavy usage patterns',
    ],
    pricing: 'Free Spark plan with daily quotas; Blaze plan billed pay-as-you-go on usage.',
    bestFor: 'Consumer and mobile apps that need realtime sync, offline use and push notifications at scale.',
  },
  {
    name: 'Xano',
    focus: 'No-code backend builder with a visual logic editor',
    description:
      'A hosted backend where you design PostgreSQL tables, generate CRUD endpoints and build business logic as visual function stacks, with authentication, background tasks and API integrations. Front ends connect over REST from tools such as WeWeb, FlutterFlow or Bubble.',
    strengths: [
      'Business logic is server-side and visible to non-developers in a step-by-step editor',
      'Quick to build APIs for no-code and low-code front ends',
      'Fixed subscription pricing with no usage overages',
    ],
    limitations: [
      'Logic lives in Xano’s visual format, so leaving the platform means rebuilding it',
      'Version control, code review and automated testing are weaker than in a code-based workflow',
      'Capacity is tied to the plan’s server resources, so growth means changing plans',
    ],
    pricing: 'Free plan for building and testing; paid production plans on a fixed monthly subscription.',
    bestFor: 'No-code teams that need real server-side logic and APIs without hiring backend developers.',
  },
];
