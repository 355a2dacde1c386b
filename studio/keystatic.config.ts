/**
 * The content studio (Keystatic): what the marketing team edits, with a label and help text on
 * every field. The limits come from `lib/content-rules.ts`, the rules the build checks with zod, so
 * the studio refuses a save the build would refuse (a required field left empty, a title too long,
 * two tags where three are needed). One configuration serves both modes: `local` reads and writes
 * the working tree (`npm start`), `github` commits every save through a GitHub App (production).
 */
import { collection, config, fields, singleton, type Config } from '@keystatic/core';
import { block, wrapper } from '@keystatic/core/content-components';
import { authorRules, blogRules, caseRules, positionRules } from '../site/src/lib/content-rules.ts';
import type { LengthRule } from '../site/src/lib/content-rules.ts';

/** Where saves go, and the URL the Preview button opens for an entry. */
export type StudioStorage =
  | { kind: 'local'; previewUrl: (path: string) => string }
  | { kind: 'github'; repo: `${string}/${string}`; previewUrl: (path: string) => string };

const length = ({ min, max }: LengthRule) => ({ length: { min, max } });
const chars = ({ min, max }: LengthRule) => `${min} to ${max} characters.`;

const text = (label: string, description?: string, rule?: LengthRule, multiline = false) =>
  fields.text({ label, description, multiline, validation: rule ? length(rule) : { isRequired: true } });
const optionalText = (label: string, description: string) => fields.text({ label, description });
const list = (label: string, description: string, item: string, min = 1) =>
  fields.array(fields.text({ label: item, multiline: true, validation: { isRequired: true } }), {
    label,
    description,
    itemLabel: (props) => props.value || item,
    validation: { length: { min } },
  });

/** A list of short texts, each shown in the list by its value. */
const strings = (label: string, item: string, required = false) =>
  fields.array(fields.text({ label: item, validation: { isRequired: required } }), {
    label,
    itemLabel: (props) => props.value,
  });

/** The components an article's body may use, as the site renders them. */
const articleComponents = {
  Callout: wrapper({
    label: 'Note',
    description: 'A highlighted box with a title, for a rule of thumb or a warning.',
    schema: { title: fields.text({ label: 'Title', validation: { isRequired: true } }) },
  }),
  KeyFigures: block({
    label: 'Key figures',
    description: 'Two to four figures in large type, each with a short label.',
    schema: {
      items: fields.array(
        fields.object({
          value: fields.text({
            label: 'Figure',
            description: 'e.g. 71% or €2,500',
            validation: { isRequired: true },
          }),
          label: fields.text({ label: 'What it measures', validation: { isRequired: true } }),
        }),
        {
          label: 'Figures',
          itemLabel: (props) => props.fields.value.value,
          validation: { length: { min: 1 } },
        },
      ),
    },
  }),
  Checklist: block({
    label: 'Checklist',
    description: 'Groups of checkboxes a reader can tick (nothing is saved).',
    schema: {
      title: fields.text({ label: 'Title', validation: { isRequired: true } }),
      groups: fields.array(
        fields.object({
          title: fields.text({
            label: 'Group',
            description: 'e.g. Planning',
            validation: { isRequired: true },
          }),
          items: fields.array(fields.text({ label: 'Item', validation: { isRequired: true } }), {
            label: 'Items',
            itemLabel: (props) => props.value,
            validation: { length: { min: 1 } },
          }),
        }),
        {
          label: 'Groups',
          itemLabel: (props) => props.fields.title.value,
          validation: { length: { min: 1 } },
        },
      ),
    },
  }),
  ComparisonTable: block({
    label: 'Comparison table',
    description: 'A table with one row per feature and one column per option.',
    schema: {
      caption: fields.text({ label: 'Caption', validation: { isRequired: true } }),
      columns: strings('Columns', 'Column', true),
      rows: fields.array(
        fields.object({
          feature: fields.text({ label: 'Feature', validation: { isRequired: true } }),
          values: strings('Values, in column order', 'Value'),
        }),
        { label: 'Rows', itemLabel: (props) => props.fields.feature.value },
      ),
    },
  }),
  VideoEmbed: block({
    label: 'Video (click to load)',
    description: 'A YouTube video that loads only when the reader clicks play.',
    schema: {
      videoId: fields.text({
        label: 'YouTube video id',
        description: 'The part after v= in the link',
        validation: { isRequired: true },
      }),
      title: fields.text({ label: 'Title', validation: { isRequired: true } }),
      poster: fields.text({
        label: 'Poster image',
        description: 'The still shown before play, e.g. /images/blog/posters/<name>.svg',
        validation: { isRequired: true },
      }),
    },
  }),
  Cta: block({
    label: 'Call to action',
    description: 'A coloured box with a title, a sentence and one or two buttons.',
    schema: {
      title: fields.text({ label: 'Title', validation: { isRequired: true } }),
      text: fields.text({ label: 'Text', multiline: true, validation: { isRequired: true } }),
      label: fields.text({ label: 'Button', validation: { isRequired: true } }),
      href: fields.text({
        label: 'Button link',
        description: 'e.g. /sign-up or /ai-strategy',
        validation: { isRequired: true },
      }),
      secondaryLabel: fields.text({ label: 'Second button (optional)' }),
      secondaryHref: fields.text({ label: 'Second button link' }),
      secondaryHint: fields.text({
        label: 'Second button, words for screen readers',
        description: 'Finishes a one-word label, e.g. "your project with us" after "Start"',
      }),
    },
  }),
  PlatformComparison: block({
    label: 'Platform comparison',
    description: 'One card per platform: pricing, audience, strengths, weaknesses, use cases.',
    schema: {
      items: fields.array(
        fields.object({
          name: fields.text({ label: 'Name' }),
          tagline: fields.text({ label: 'Tagline' }),
          pricing: fields.text({ label: 'Pricing' }),
          targetAudience: fields.text({ label: 'Who it is for' }),
          strengths: strings('Strengths', 'Strength'),
          weaknesses: strings('Weaknesses', 'Weakness'),
          useCases: strings('Use cases', 'Use case'),
        }),
        { label: 'Platforms', itemLabel: (props) => props.fields.name.value },
      ),
    },
  }),
  BackendComparison: block({
    label: 'Backend comparison',
    description: 'One card per backend: focus, strengths, limitations, pricing, best for.',
    schema: {
      items: fields.array(
        fields.object({
          name: fields.text({ label: 'Name' }),
          focus: fields.text({ label: 'Focus' }),
          description: fields.text({ label: 'Description', multiline: true }),
          strengths: strings('Strengths', 'Strength'),
          limitations: strings('Limitations', 'Limitation'),
          pricing: fields.text({ label: 'Pricing' }),
          bestFor: fields.text({ label: 'Best for' }),
        }),
        { label: 'Backends', itemLabel: (props) => props.fields.name.value },
      ),
    },
  }),
};

const posts = (previewUrl: StudioStorage['previewUrl']) =>
  collection({
    label: 'Blog articles',
    slugField: 'title',
    path: 'content/blog/*',
    format: { contentField: 'body' },
    entryLayout: 'content',
    columns: ['title', 'publishedDate'],
    previewUrl: previewUrl('/blog/{slug}'),
    schema: {
      title: fields.slug({
        name: {
          label: 'Title',
          description: `The article's heading and page title. ${chars(blogRules.title)}`,
          validation: length(blogRules.title),
        },
        slug: {
          label: 'Address',
          description: 'The article is published at /blog/<address>. Lowercase words joined by hyphens.',
        },
      }),
      excerpt: text(
        'Excerpt',
        `The text of the article's card on /blogs and its description in search results. ${chars(blogRules.excerpt)}`,
        blogRules.excerpt,
        true,
      ),
      author: fields.relationship({
        label: 'Author',
        description: 'Their name, role and short bio appear under the article. Add new people under Authors.',
        collection: 'authors',
        validation: { isRequired: true },
      }),
      publishedDate: fields.date({
        label: 'Publish date',
        description: 'Shown on the article; the newest articles come first on /blogs and in the feed.',
        defaultValue: { kind: 'today' },
        validation: { isRequired: true },
      }),
      readTime: fields.text({
        label: 'Read time',
        description: 'e.g. "8 min read": about 220 words a minute of the text below.',
        defaultValue: '5 min read',
        validation: { pattern: blogRules.readTime },
      }),
      category: fields.select({
        label: 'Category',
        description: 'Counted in the category chips of /blogs.',
        options: blogRules.categories.map((category) => ({ label: category, value: category })),
        defaultValue: blogRules.categories[0],
      }),
      tags: fields.array(fields.text({ label: 'Tag', validation: length(blogRules.tag) }), {
        label: 'Tags',
        description: `${blogRules.tags.min} to ${blogRules.tags.max} tags, shown under the article.`,
        itemLabel: (props) => props.value,
        validation: { length: blogRules.tags },
      }),
      image: fields.image({
        label: 'Illustration',
        description:
          'The picture at the top of the article, on its card and on its social card. Ideally 1200x630.',
        directory: blogRules.imageDirectory,
        publicPath: blogRules.imagePublicPath,
        validation: { isRequired: true },
      }),
      imageAlt: text(
        'Illustration description',
        `What the illustration shows, for readers who cannot see it. ${chars(blogRules.imageAlt)}`,
        blogRules.imageAlt,
        true,
      ),
      related: fields.multiRelationship({
        label: 'Related articles',
        description: `Exactly ${blogRules.related} other articles, shown under this one.`,
        collection: 'posts',
        validation: { length: { min: blogRules.related, max: blogRules.related } },
      }),
      body: fields.mdx({
        label: 'Article',
        description:
          'Headings (## and ###) make the table of contents. Insert notes, figures, tables, checklists and videos with the + menu.',
        options: {
          heading: [2, 3],
          image: { directory: blogRules.imageDirectory, publicPath: blogRules.imagePublicPath },
        },
        components: articleComponents,
      }),
    },
  });

const authors = collection({
  label: 'Authors',
  slugField: 'name',
  path: 'content/authors/*',
  format: { data: 'yaml' },
  columns: ['name', 'role'],
  schema: {
    name: fields.slug({
      name: { label: 'Name', description: chars(authorRules.name), validation: length(authorRules.name) },
    }),
    role: text('Role', `Shown beside the name on each article. ${chars(authorRules.role)}`, authorRules.role),
    bio: text('Bio', `The author card under each article. ${chars(authorRules.bio)}`, authorRules.bio, true),
  },
});

const caseBlocks = {
  facts: fields.array(
    fields.object({ label: text('Label', 'e.g. Client, Timeline, Team'), value: text('Value') }),
    {
      label: 'At a glance',
      description: 'Facts beside the opening: client (by sector and size), timeline, team, stack.',
      itemLabel: (p) => p.fields.label.value,
      validation: { length: { min: 1 } },
    },
  ),
  results: fields.object(
    {
      title: text(
        'Title',
        'e.g. "Six months after go-live" or, for work still being built, "What it aims to deliver"',
      ),
      figures: fields.array(
        fields.object({
          value: text('Figure', 'e.g. 80%'),
          label: text('What it measures', undefined, undefined, true),
        }),
        {
          label: 'Figures',
          itemLabel: (p) => p.fields.value.value,
          validation: { length: caseRules.figures },
        },
      ),
    },
    { label: 'Results' },
  ),
  sections: fields.array(
    fields.object({
      id: fields.text({
        label: 'Anchor',
        description: 'Lowercase words joined by hyphens, e.g. challenge',
        validation: { isRequired: true },
      }),
      title: text('Heading'),
      paragraphs: list('Paragraphs', 'The text of the section.', 'Paragraph'),
      points: list('Points', 'An optional bulleted list after the paragraphs.', 'Point', 0),
    }),
    {
      label: 'Story',
      description: 'The sections of the story, in order.',
      itemLabel: (p) => p.fields.title.value,
      validation: { length: caseRules.sections },
    },
  ),
  build: fields.object(
    {
      title: optionalText('Title', 'Leave empty for no such section, e.g. "How we built it"'),
      intro: optionalText('Intro', 'One or two sentences above the steps.'),
      steps: fields.array(
        fields.object({ title: text('Step'), description: text('Description', undefined, undefined, true) }),
        { label: 'Steps', itemLabel: (p) => p.fields.title.value },
      ),
    },
    { label: 'How it was built (optional)' },
  ),
  roadmap: fields.object(
    {
      title: optionalText('Title', 'Leave empty for no roadmap, e.g. "Roadmap"'),
      milestones: fields.array(
        fields.object({
          period: text('When', 'e.g. Q1 2026'),
          title: text('Milestone'),
          description: text('Description', undefined, undefined, true),
        }),
        { label: 'Milestones', itemLabel: (p) => p.fields.period.value },
      ),
    },
    { label: 'Roadmap (optional)' },
  ),
  quote: fields.object(
    {
      text: optionalText('Quote', 'Leave empty for no quote.'),
      attribution: optionalText(
        'Who said it',
        'By role, e.g. "Operations director, outpatient clinic group"',
      ),
    },
    { label: 'Quote (optional)' },
  ),
  cta: fields.object(
    {
      title: text('Title'),
      text: text('Text', undefined, undefined, true),
      button: text(
        'Button',
        'Leads to the contact form, which records this case as the source. e.g. "Get in touch"',
      ),
      booking: fields.checkbox({ label: 'Also offer the 15-minute ROI call', defaultValue: true }),
    },
    { label: 'Closing call to action' },
  ),
};

const cases = (previewUrl: StudioStorage['previewUrl']) =>
  collection({
    label: 'Case studies',
    slugField: 'title',
    path: 'content/cases/*',
    format: { data: 'yaml' },
    columns: ['title', 'published'],
    previewUrl: previewUrl('/projects/{slug}'),
    schema: {
      title: fields.slug({
        name: {
          label: 'Title',
          description: `The card's title on /cases and the home page, and the page title. ${chars(caseRules.title)}`,
          validation: length(caseRules.title),
        },
        slug: { label: 'Address', description: 'The case is published at /projects/<address>.' },
      }),
      description: text(
        'Card text',
        `Also the description in search results. ${chars(caseRules.description)}`,
        caseRules.description,
        true,
      ),
      technology: fields.select({
        label: 'Technology',
        description: 'The filter of /cases the card appears under.',
        options: caseRules.technologies.map((technology) => ({ label: technology, value: technology })),
        defaultValue: caseRules.technologies[0],
      }),
      status: fields.text({
        label: 'Status badge',
        description: 'Empty for delivered work; otherwise when it ships, e.g. "2026 Q1" or "Coming Soon".',
        validation: { length: { max: caseRules.status.max } },
      }),
      image: fields.image({
        label: 'Illustration',
        description: 'On the card and the social card. Ideally 640x360.',
        directory: caseRules.imageDirectory,
        publicPath: caseRules.imagePublicPath,
        validation: { isRequired: true },
      }),
      imageAlt: text('Illustration description', chars(caseRules.imageAlt), caseRules.imageAlt, true),
      published: fields.date({
        label: 'Published',
        description: 'Cards are ordered by this date, oldest first.',
        defaultValue: { kind: 'today' },
        validation: { isRequired: true },
      }),
      kind: fields.select({
        label: 'Kind',
        description: 'Delivered work tells its results; an upcoming product announces what it will do.',
        options: [
          { label: 'Delivered', value: 'delivered' },
          { label: 'Upcoming', value: 'upcoming' },
        ],
        defaultValue: 'delivered',
      }),
      hero: fields.object(
        {
          eyebrow: text('Eyebrow', 'Sector and technology, e.g. "Healthcare · Voice AI"'),
          title: text('Heading', chars(caseRules.heroTitle), caseRules.heroTitle),
          intro: text('Intro', undefined, undefined, true),
        },
        { label: 'Opening' },
      ),
      ...caseBlocks,
    },
  });

const positions = (previewUrl: StudioStorage['previewUrl']) =>
  collection({
    label: 'Open positions',
    slugField: 'title',
    path: 'content/positions/*',
    format: { data: 'yaml' },
    columns: ['title', 'order'],
    previewUrl: previewUrl('/careers'),
    schema: {
      order: fields.integer({
        label: 'Order',
        description: 'Position in the list on /careers: lower numbers first.',
        defaultValue: 10,
        validation: { isRequired: true, min: 0 },
      }),
      title: fields.slug({
        name: {
          label: 'Title',
          description: `The position's page is /careers/<title in lowercase, each other character a hyphen>. ${chars(positionRules.title)}`,
          validation: length(positionRules.title),
        },
        slug: { label: 'File name', description: 'Only names the file in the repository.' },
      }),
      summary: text(
        'Summary',
        `One sentence for search results and link previews. ${chars(positionRules.summary)}`,
        positionRules.summary,
        true,
      ),
      department: text('Department'),
      location: text('Location'),
      type: text('Type', 'e.g. Full-time'),
      description: text('Card text', 'Two or three sentences on the card of /careers.', undefined, true),
      requirements: fields.array(fields.text({ label: 'Requirement', validation: { isRequired: true } }), {
        label: 'Key requirements',
        description: `${positionRules.requirements.min} to ${positionRules.requirements.max}, on the card of /careers.`,
        itemLabel: (props) => props.value,
        validation: { length: positionRules.requirements },
      }),
      level: text('Level', 'e.g. senior'),
      experience: text('Experience', 'e.g. 5+ years'),
      travel: text('Travel', 'e.g. Occasional'),
      teamSize: text('Team size', 'e.g. 10-50 people'),
      about: list('About the role', 'The opening paragraphs of the page.', 'Paragraph'),
      responsibilities: list('Responsibilities', 'What the person will do.', 'Responsibility'),
      qualifications: list('Requirements', 'The full requirements on the page.', 'Requirement'),
      niceToHave: list('Nice to have', 'Optional extras.', 'Item', 0),
      whatWeOffer: list('What we offer', 'Salary, leave, equity, learning budget ...', 'Item'),
      apply: fields.select({
        label: 'Apply Now',
        description: 'What the Apply Now button does.',
        options: [
          { label: 'Go to the contact form', value: 'contact-form' },
          { label: 'Open the application dialog', value: 'dialog' },
        ],
        defaultValue: 'contact-form',
      }),
      datePosted: fields.date({
        label: 'Posted on',
        description: 'For search engines (JobPosting).',
        defaultValue: { kind: 'today' },
        validation: { isRequired: true },
      }),
      validThrough: fields.date({
        label: 'Open until',
        description: 'For search engines (JobPosting).',
        validation: { isRequired: true },
      }),
      employmentType: fields.select({
        label: 'Employment type',
        description: 'For search engines (JobPosting).',
        options: positionRules.employmentTypes.map((value) => ({
          label: value.replace('_', ' ').toLowerCase(),
          value,
        })),
        defaultValue: 'FULL_TIME',
      }),
    },
  });

const blogSettings = singleton({
  label: 'Blog page',
  path: 'content/settings/blog',
  format: { data: 'yaml' },
  schema: {
    featured: fields.relationship({
      label: 'Featured article',
      description: 'Shown large above the grid of /blogs, and not counted in the category chips.',
      collection: 'posts',
      validation: { isRequired: true },
    }),
  },
});

export function studioConfig(storage: StudioStorage): Config {
  return config({
    storage:
      storage.kind === 'github'
        ? { kind: 'github', repo: storage.repo, branchPrefix: 'studio/' }
        : { kind: 'local' },
    ui: {
      brand: { name: 'Emberwise studio' },
      navigation: { Blog: ['posts', 'authors', 'blogSettings'], Work: ['cases'], Careers: ['positions'] },
    },
    collections: {
      posts: posts(storage.previewUrl),
      authors,
      cases: cases(storage.previewUrl),
      positions: positions(storage.previewUrl),
    },
    singletons: { blogSettings },
  }) as Config;
}
