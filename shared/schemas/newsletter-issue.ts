/**
 * A newsletter issue as the build publishes it and the newsletter function sends it: the subject,
 * the preheader and the body as a list of plain-text blocks (headings, paragraphs, lists, pictures,
 * a call-to-action button, a linked article card). The studio's editor writes MDX; the build turns
 * it into these blocks (`site/scripts/vite-plugins/newsletter-issues.ts`), and the email layout of
 * the functions renders them, escaping every text, so nothing an editor writes becomes raw HTML.
 *
 * The build publishes the issues that are due in `/newsletter/issues.json` (`newsletterIndexSchema`);
 * the newsletter function reads that file on its schedule and checks it with the same schema.
 * Links and pictures are site paths (`/blog/...`, `/images/newsletter/...`) or https addresses; the
 * email makes site paths absolute with the site's address. Runtime-neutral: the build, the studio
 * and the Deno functions import it.
 */
import * as z from 'zod/mini';

/** The limits of an issue, written once for the studio, the build and the function. */
export const newsletterIssueRules = {
  /** The subject line: inboxes show about 60 characters; longer ones are cut. */
  subject: { min: 10, max: 90 },
  /** The line inbox previews show after the subject, and the web version's description. */
  preheader: { min: 70, max: 160 },
  /** What a picture shows, for readers who cannot see it. */
  imageAlt: { min: 5, max: 200 },
  /** A call-to-action button's label. */
  buttonLabel: { min: 2, max: 40 },
  /** One paragraph, heading or list item. */
  text: { min: 1, max: 2000 },
  /** Blocks in one issue. */
  blocks: { min: 1, max: 200 },
  /**
   * The longest HTML an issue's email may be, in bytes: Gmail cuts a message after 102 KB and hides
   * the rest (the unsubscribe link with it) behind "View entire message".
   */
  htmlBytes: 100_000,
  /** Where uploaded pictures live, and the kinds every mail client shows (not SVG, WebP or AVIF). */
  imageDirectory: 'site/public/images/newsletter',
  imagePublicPath: '/images/newsletter/',
  imageTypes: ['png', 'jpg', 'jpeg', 'gif'],
} as const;

/** The states of an issue in the studio. */
export const newsletterStates = ['draft', 'ready', 'sent'] as const;
export type NewsletterState = (typeof newsletterStates)[number];

/** A link of an issue: a path of the site, an https address, or a mailto: address. */
const issueHrefPattern = /^(?:\/(?!\/)[^\s]*|https:\/\/[^\s/]+[^\s]*|mailto:[^\s@]+@[^\s@]+)$/;
/** A picture of an issue: one uploaded for the newsletter, in a format every mail client shows. */
const issueImagePattern = new RegExp(
  `^${newsletterIssueRules.imagePublicPath}[a-z0-9-]+/[\\w.-]+\\.(?:${newsletterIssueRules.imageTypes.join('|')})$`,
);

const between = ({ min, max }: { min: number; max: number }) =>
  z.string().check(z.minLength(min), z.maxLength(max));
const text = between(newsletterIssueRules.text);
const href = z.string().check(z.maxLength(2000), z.regex(issueHrefPattern));

/** A run of text: plain, bold, italic, or a link. */
const issueInlineSchema = z.union([
  z.string().check(z.maxLength(newsletterIssueRules.text.max)),
  z.strictObject({ strong: text }),
  z.strictObject({ em: text }),
  z.strictObject({ link: text, href }),
]);

const issueBlockSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('heading'), level: z.union([z.literal(2), z.literal(3)]), text }),
  z.strictObject({
    kind: z.literal('paragraph'),
    content: z.array(issueInlineSchema).check(z.minLength(1)),
  }),
  z.strictObject({
    kind: z.literal('bullets'),
    ordered: z.boolean(),
    items: z.array(z.array(issueInlineSchema).check(z.minLength(1))).check(z.minLength(1)),
  }),
  z.strictObject({
    kind: z.literal('image'),
    src: z.string().check(z.regex(issueImagePattern)),
    alt: between(newsletterIssueRules.imageAlt),
  }),
  z.strictObject({ kind: z.literal('button'), label: between(newsletterIssueRules.buttonLabel), href }),
  z.strictObject({
    kind: z.literal('card'),
    title: text,
    text,
    href,
    action: between(newsletterIssueRules.buttonLabel),
  }),
]);

export type IssueInline = z.output<typeof issueInlineSchema>;
export type IssueBlock = z.output<typeof issueBlockSchema>;

/** What an issue's email is made of. */
export const issueDocumentSchema = z.strictObject({
  /** The issue's address: `/newsletter/<slug>` is its web version. */
  slug: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  subject: between(newsletterIssueRules.subject),
  preheader: between(newsletterIssueRules.preheader),
  blocks: z
    .array(issueBlockSchema)
    .check(z.minLength(newsletterIssueRules.blocks.min), z.maxLength(newsletterIssueRules.blocks.max)),
});

export type IssueDocument = z.output<typeof issueDocumentSchema>;

/** One issue of the index: its document, the day it goes out, and what makes it this issue. */
const issueIndexEntrySchema = z.strictObject({
  ...issueDocumentSchema.shape,
  /** The day the build published it (its send date, or the first day of a later month). */
  sendOn: z.iso.date(),
  /** Marked by the editor as a second issue in its month, on purpose. */
  exception: z.boolean(),
  /** SHA-256 (hex) of the subject, preheader and blocks: the same content is never sent twice. */
  contentHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});

export type IssueIndexEntry = z.output<typeof issueIndexEntrySchema>;

/** `/newsletter/issues.json`: the issues a build found ready and due, oldest first. */
export const newsletterIndexSchema = z.strictObject({
  issues: z.array(issueIndexEntrySchema),
});

export type NewsletterIndex = z.output<typeof newsletterIndexSchema>;
