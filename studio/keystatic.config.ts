/**
 * The content studio (Keystatic): what the marketing team edits, with a label and help text on
 * every field. The limits come from `lib/content-rules.ts`, the rules the build checks with zod, so
 * the studio refuses a save the build would refuse (a required field left empty, a title too long,
 * two tags where three are needed, an address with a space); `tests/unit/studio-rules.test.ts` runs
 * every field's limits through both. One configuration serves both modes: `local` reads and writes
 * the working tree (`npm start`), `github` commits every save through a GitHub App (production).
 * Authors and related articles are picked by name from the lists the build baked in
 * (`StudioOptions`).
 */
import { collection, config, fields, singleton, type Config } from '@keystatic/core';
import { block, wrapper } from '@keystatic/core/content-components';
import {
  addressPattern,
  authorRules,
  blogRules,
  bodyImageRules,
  caseRules,
  issueAddressPattern,
  positionAddressPattern,
  positionRules,
  seoRules,
  slugPattern,
  type ContentComponent,
  type NewsletterComponent,
} from '../site/src/lib/content-rules.ts';
import { newsletterIssueRules } from '../shared/schemas/newsletter-issue.ts';
import type { LengthRule } from '../site/src/lib/content-rules.ts';
import { careerSlug } from '../site/src/lib/slugs.ts';

/** Who and what the editor can pick by name: the authors and articles the build found. */
export interface StudioOptions {
  authors: { slug: string; name: string }[];
  posts: { slug: string; title: string }[];
}

/** Where saves go, and the URL the Preview button opens for an entry. */
export type StudioStorage =
  | { kind: 'local'; previewUrl: (path: string) => string }
  | { kind: 'github'; repo: `${string}/${string}`; previewUrl: (path: string) => string };

const length = ({ min, max }: LengthRule) => ({ length: { min, max } });
const chars = ({ min, max }: LengthRule) => `${min} to ${max} characters.`;

/** A required text with the limits of `rule` (every text of a case or a position has one). */
const text = (label: string, description: string | undefined, rule: LengthRule, multiline = false) =>
  fields.text({ label, description, multiline, validation: length(rule) });
/** A text that may stay empty (the file then has none), at most `max` characters long. */
const optionalText = (label: string, description: string, max: number = caseRules.text.max) =>
  fields.text({ label, description, validation: { length: { min: 0, max } } });
const list = (label: string, description: string, item: string, rule: LengthRule, min = 1) =>
  fields.array(fields.text({ label: item, multiline: true, validation: length(rule) }), {
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

/** The address of an entry: its file's name and the last part of its URL. */
const address = (description: string, pattern = addressPattern) => ({
  label: 'Address',
  description,
  validation: { pattern },
});

/** Saved but not published. */
const draft = fields.checkbox({
  label: 'Draft',
  description:
    'A draft is saved but not published: no page, card, feed entry or sitemap address until you untick this. The local studio can preview it.',
  defaultValue: false,
});

/** Optional search engine settings. */
const seo = fields.object(
  {
    title: fields.text({
      label: 'Search title',
      description: `Shown in search results and the browser tab instead of the title. Leave empty to use the title; otherwise 10 to ${seoRules.title.max} characters.`,
      validation: { length: { min: 0, max: seoRules.title.max }, pattern: seoRules.title },
    }),
    description: fields.text({
      label: 'Search description',
      description: `Shown in search results instead of the card text. Leave empty to use it; otherwise 70 to ${seoRules.description.max} characters.`,
      multiline: true,
      validation: { length: { min: 0, max: seoRules.description.max }, pattern: seoRules.description },
    }),
    noindex: fields.checkbox({
      label: 'Hide from search engines',
      description:
        'The page stays on the site, but search engines are asked not to list it, and it leaves the sitemap.',
      defaultValue: false,
    }),
  },
  { label: 'Search engines (optional)' },
);

/**
 * A field whose value must be one of `options`, picked by its label (the build lists every value a
 * file holds, so an entry whose author has gone still opens: `readStudioOptions`). The studio's API
 * handlers render no field and are given no options: there it is a plain text.
 */
function pick(label: string, description: string, options: { label: string; value: string }[]) {
  if (!options.length) return fields.text({ label, description, validation: { isRequired: true } });
  return fields.select({ label, description, options, defaultValue: options[0]!.value });
}

/** No options: for the API handlers, which never render a field. */
const noOptions: StudioOptions = { authors: [], posts: [] };

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
} satisfies Record<ContentComponent, unknown>;

const posts = (previewUrl: StudioStorage['previewUrl'], options: StudioOptions) =>
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
        slug: address(
          'The article is published at /blog/<address>. Lowercase words joined by hyphens. Changing it moves the page; the old address keeps working.',
        ),
      }),
      excerpt: text(
        'Excerpt',
        `The text of the article's card on /blogs and its description in search results. ${chars(blogRules.excerpt)}`,
        blogRules.excerpt,
        true,
      ),
      author: pick(
        'Author',
        'Their name, role and short bio appear under the article. Add new people under Authors; they can be picked here once the site is rebuilt.',
        options.authors.map(({ slug, name }) => ({ label: name, value: slug })),
      ),
      publishedDate: fields.date({
        label: 'Publish date',
        description:
          'Shown on the article. A date in the future schedules it: it appears on that day by itself. The newest articles come first on /blogs and in the feed.',
        defaultValue: { kind: 'today' },
        validation: { isRequired: true },
      }),
      draft,
      category: fields.select({
        label: 'Category',
        description: 'Counted in the category chips of /blogs.',
        options: blogRules.categories.map((category) => ({ label: category, value: category })),
        defaultValue: blogRules.categories[0],
      }),
      tags: fields.array(fields.text({ label: 'Tag', validation: length(blogRules.tag) }), {
        label: 'Tags',
        description: `${blogRules.tags.min} to ${blogRules.tags.max} tags, shown under the article. Articles that share tags are suggested as related.`,
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
      related: relatedArticles(options),
      seo,
      body: fields.mdx({
        label: 'Article',
        description:
          'Headings (## and ###) make the table of contents. Insert notes, figures, tables, checklists, videos and pictures with the + menu. The read time is counted from the text.',
        options: {
          heading: [2, 3],
          image: {
            directory: blogRules.imageDirectory,
            publicPath: blogRules.imagePublicPath,
            transformFilename: cleanFilename,
            schema: {
              alt: fields.text({
                label: 'Description',
                description: `What the picture shows, for readers who cannot see it. ${chars(bodyImageRules.alt)}`,
                validation: length(bodyImageRules.alt),
              }),
              title: fields.text({ label: 'Title (optional)' }),
            },
          },
        },
        components: articleComponents,
      }),
    },
  });

/** An uploaded file's name as the site stores it: lowercase words joined by hyphens, its extension kept. */
function cleanFilename(original: string): string {
  const dot = original.lastIndexOf('.');
  const [name, extension] = dot > 0 ? [original.slice(0, dot), original.slice(dot + 1)] : [original, ''];
  const clean = (part: string) =>
    part
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `${clean(name) || 'image'}${extension ? `.${clean(extension)}` : ''}`;
}

/** Up to three related articles, picked by title; the site fills the rest with articles sharing tags. */
function relatedArticles(options: StudioOptions) {
  const field = fields.multiselect({
    label: 'Related articles',
    description: `Up to ${blogRules.related.max} articles shown under this one, in this order. Fewer is fine: articles that share the most tags fill the three places.`,
    options: options.posts.map(({ slug, title }) => ({ label: title, value: slug })),
  });
  return {
    ...field,
    validate(value: readonly string[]) {
      if (value.length > blogRules.related.max)
        throw new Error(`Related articles: pick at most ${blogRules.related.max}`);
      return field.validate(value);
    },
  };
}

/** What an email can show besides Markdown: a button, and the card of a published article. */
const newsletterComponents = (options: StudioOptions) =>
  ({
    Button: block({
      label: 'Button',
      description: 'A call to action: one button with a short label and a link.',
      schema: {
        label: fields.text({
          label: 'Label',
          description: chars(newsletterIssueRules.buttonLabel),
          validation: length(newsletterIssueRules.buttonLabel),
        }),
        href: fields.text({
          label: 'Link',
          description: 'A page of the site (e.g. /book-consultation) or an https:// address.',
          validation: { isRequired: true },
        }),
      },
    }),
    ArticleCard: block({
      label: 'Article card',
      description: "A published article's title and excerpt, linked to the article.",
      schema: {
        article: pick(
          'Article',
          'Only a published article can be linked: a draft has no page yet.',
          options.posts.map(({ slug, title }) => ({ label: title, value: slug })),
        ),
        action: fields.text({
          label: 'Link words',
          description: `Leave empty for "Read the article"; otherwise ${chars(newsletterIssueRules.buttonLabel)}`,
          validation: { length: { min: 0, max: newsletterIssueRules.buttonLabel.max } },
        }),
      },
    }),
  }) satisfies Record<NewsletterComponent, unknown>;

const newsletterIssues = (previewUrl: StudioStorage['previewUrl'], options: StudioOptions) =>
  collection({
    label: 'Newsletter issues',
    slugField: 'subject',
    path: 'content/newsletter/*',
    format: { contentField: 'body' },
    entryLayout: 'content',
    columns: ['subject', 'sendDate', 'state'],
    previewUrl: previewUrl('/newsletter/{slug}'),
    schema: {
      subject: fields.slug({
        name: {
          label: 'Subject',
          description: `The email's subject line and the title of its web version. Inboxes show about 60 characters. ${chars(newsletterIssueRules.subject)}`,
          validation: length(newsletterIssueRules.subject),
        },
        slug: address(
          'The web version is published at /newsletter/<address> once the issue has gone out. Lowercase words joined by hyphens; not "confirm" or "unsubscribe".',
          issueAddressPattern,
        ),
      }),
      preheader: text(
        'Preheader',
        `The line inboxes show after the subject, and the description of the web version. ${chars(newsletterIssueRules.preheader)}`,
        newsletterIssueRules.preheader,
        true,
      ),
      sendDate: fields.date({
        label: 'Send date',
        description:
          'The day a ready issue goes out to every confirmed subscriber (Amsterdam time). One issue goes out a calendar month: a second one waits for the first day of the next month, unless it is marked below.',
        defaultValue: { kind: 'today' },
        validation: { isRequired: true },
      }),
      state: fields.select({
        label: 'State',
        description:
          'Draft: only you see it (preview and test sends). Ready: it goes out on its send date, once. Sent: it went out; mark it so after the report reaches you.',
        options: [
          { label: 'Draft', value: 'draft' },
          { label: 'Ready to send', value: 'ready' },
          { label: 'Sent', value: 'sent' },
        ],
        defaultValue: 'draft',
      }),
      exception: fields.checkbox({
        label: 'A second issue this month, on purpose',
        description:
          'We promise subscribers one email a month. Tick this only for an issue that cannot wait for next month: the privacy policy says such an exception can happen.',
        defaultValue: false,
      }),
      body: fields.mdx({
        label: 'Issue',
        description:
          'Write as you would an email: headings (## and ###), paragraphs, lists, links and pictures, and a button or an article card from the + menu. Preview shows the email in HTML and plain text, and sends a test.',
        options: {
          heading: [2, 3],
          bold: true,
          italic: true,
          strikethrough: false,
          code: false,
          codeBlock: false,
          blockquote: false,
          table: false,
          divider: false,
          orderedList: true,
          unorderedList: true,
          link: true,
          image: {
            directory: newsletterIssueRules.imageDirectory,
            publicPath: newsletterIssueRules.imagePublicPath,
            transformFilename: cleanFilename,
            schema: {
              alt: fields.text({
                label: 'Description',
                description: `What the picture shows, for readers who cannot see it (and mail clients that hide pictures). ${chars(newsletterIssueRules.imageAlt)}`,
                validation: length(newsletterIssueRules.imageAlt),
              }),
              title: fields.text({ label: 'Title (optional)' }),
            },
          },
        },
        components: newsletterComponents(options),
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
      slug: address("Names the author's file. Lowercase words joined by hyphens.", {
        regex: slugPattern.regex,
        message: addressPattern.message,
      }),
    }),
    role: text('Role', `Shown beside the name on each article. ${chars(authorRules.role)}`, authorRules.role),
    bio: text('Bio', `The author card under each article. ${chars(authorRules.bio)}`, authorRules.bio, true),
  },
});

const prose = caseRules.text;

const caseBlocks = {
  facts: fields.array(
    fields.object({
      label: text('Label', 'e.g. Client, Timeline, Team', prose),
      value: text('Value', undefined, prose),
    }),
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
        prose,
      ),
      figures: fields.array(
        fields.object({
          value: text('Figure', 'e.g. 80%', caseRules.figure),
          label: text('What it measures', undefined, prose, true),
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
        validation: { isRequired: true, pattern: slugPattern },
      }),
      title: text('Heading', undefined, prose),
      paragraphs: list('Paragraphs', 'The text of the section.', 'Paragraph', prose),
      points: list('Points', 'An optional bulleted list after the paragraphs.', 'Point', prose, 0),
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
        fields.object({
          title: text('Step', undefined, prose),
          description: text('Description', undefined, prose, true),
        }),
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
          period: text('When', 'e.g. Q1 2026', prose),
          title: text('Milestone', undefined, prose),
          description: text('Description', undefined, prose, true),
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
      title: text('Title', undefined, prose),
      text: text('Text', undefined, prose, true),
      button: text(
        'Button',
        'Leads to the contact form, which records this case as the source. e.g. "Get in touch"',
        caseRules.button,
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
        slug: address(
          'The case is published at /projects/<address>. Changing it moves the page; the old address keeps working.',
        ),
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
      status: optionalText(
        'Status badge',
        `Empty for delivered work; otherwise when it ships, e.g. "2026 Q1" or "Coming Soon". At most ${caseRules.status.max} characters.`,
        caseRules.status.max,
      ),
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
        description:
          'Cards are ordered by this date, oldest first. A date in the future schedules the case: it appears on that day by itself.',
        defaultValue: { kind: 'today' },
        validation: { isRequired: true },
      }),
      draft,
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
          eyebrow: text('Eyebrow', 'Sector and technology, e.g. "Healthcare · Voice AI"', prose),
          title: text('Heading', chars(caseRules.heroTitle), caseRules.heroTitle),
          intro: text('Intro', undefined, prose, true),
        },
        { label: 'Opening' },
      ),
      ...caseBlocks,
      seo,
    },
  });

const positions = (previewUrl: StudioStorage['previewUrl']) =>
  collection({
    label: 'Open positions',
    slugField: 'title',
    path: 'content/positions/*',
    format: { data: 'yaml' },
    columns: ['title', 'order'],
    previewUrl: previewUrl('/careers/{slug}'),
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
          description: `The position's heading and page title. ${chars(positionRules.title)}`,
          validation: length(positionRules.title),
        },
        slug: {
          ...address(
            'The position is published at /careers/<address>, made from the title when you create it. Retitling keeps the address; change it here only to move the page (the old address keeps working).',
            positionAddressPattern,
          ),
          generate: careerSlug,
        },
      }),
      summary: text(
        'Summary',
        `One sentence for search results and link previews. ${chars(positionRules.summary)}`,
        positionRules.summary,
        true,
      ),
      department: text('Department', undefined, positionRules.fact),
      location: text('Location', undefined, positionRules.location),
      type: text('Type', 'e.g. Full-time', positionRules.fact),
      description: text(
        'Card text',
        'Two or three sentences on the card of /careers.',
        positionRules.text,
        true,
      ),
      requirements: fields.array(
        fields.text({ label: 'Requirement', validation: length(positionRules.text) }),
        {
          label: 'Key requirements',
          description: `${positionRules.requirements.min} to ${positionRules.requirements.max}, on the card of /careers.`,
          itemLabel: (props) => props.value,
          validation: { length: positionRules.requirements },
        },
      ),
      level: text('Level', 'e.g. senior', positionRules.fact),
      experience: text('Experience', 'e.g. 5+ years', positionRules.fact),
      travel: text('Travel', 'e.g. Occasional', positionRules.fact),
      teamSize: text('Team size', 'e.g. 10-50 people', positionRules.fact),
      about: list('About the role', 'The opening paragraphs of the page.', 'Paragraph', positionRules.text),
      responsibilities: list(
        'Responsibilities',
        'What the person will do.',
        'Responsibility',
        positionRules.text,
      ),
      qualifications: list(
        'Requirements',
        'The full requirements on the page.',
        'Requirement',
        positionRules.text,
      ),
      niceToHave: list('Nice to have', 'Optional extras.', 'Item', positionRules.text, 0),
      whatWeOffer: list(
        'What we offer',
        'Salary, leave, equity, learning budget ...',
        'Item',
        positionRules.text,
      ),
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
        description:
          'For search engines (JobPosting). A date in the future schedules the position: it appears on that day by itself.',
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
      draft,
      seo,
    },
  });

const blogSettings = (options: StudioOptions) =>
  singleton({
    label: 'Blog page',
    path: 'content/settings/blog',
    format: { data: 'yaml' },
    schema: {
      featured: pick(
        'Featured article',
        'Shown large above the grid of /blogs, and not counted in the category chips. A draft or scheduled article is not featured until it is published (the newest article is, meanwhile).',
        options.posts.map(({ slug, title }) => ({ label: title, value: slug })),
      ),
    },
  });

export function studioConfig(storage: StudioStorage, options: StudioOptions = noOptions): Config {
  return config({
    storage:
      storage.kind === 'github'
        ? { kind: 'github', repo: storage.repo, branchPrefix: 'studio/' }
        : { kind: 'local' },
    ui: {
      brand: { name: 'Emberwise studio' },
      navigation: {
        Blog: ['posts', 'authors', 'blogSettings'],
        Newsletter: ['newsletter'],
        Work: ['cases'],
        Careers: ['positions'],
      },
    },
    collections: {
      posts: posts(storage.previewUrl, options),
      authors,
      cases: cases(storage.previewUrl),
      positions: positions(storage.previewUrl),
      // An issue's preview is the studio's own page (the email, and "Send a test"), in both modes:
      // locally from the last build, in production from the branch as saved (studio/worker).
      newsletter: newsletterIssues(
        storage.kind === 'github' ? () => '/preview/newsletter/{slug}?branch={branch}' : storage.previewUrl,
        options,
      ),
    },
    singletons: { blogSettings: blogSettings(options) },
  }) as Config;
}
