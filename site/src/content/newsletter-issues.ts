/**
 * The newsletter's issues as data: every `*.mdx` file of the repository's `content/newsletter/`,
 * read by the build (`?issue`: the frontmatter, the body as the email's blocks, the day it goes out).
 * The archive (/newsletter), each issue's web version, the feed and the sitemap list the issues that
 * have gone out: ready or sent, and their day has come. The build publishes the ready ones in
 * `/newsletter/issues.json` for the newsletter function, and renders every readable issue for the
 * studio's preview (`site/scripts/newsletter-files.ts`). Drafts and issues whose day has not come are
 * never on a public page; a file that breaks a rule is left out and reported.
 */
import { isUsable } from '@/lib/published';
import type { NewsletterIssueMeta } from '@/types/newsletter';
import type { ContentReportEntry, Read } from '@/types/publication';

const issues = import.meta.glob<Read<NewsletterIssueMeta>>('../../../content/newsletter/*.mdx', {
  eager: true,
  query: '?issue',
  import: 'default',
});

const newestFirst = (a: NewsletterIssueMeta, b: NewsletterIssueMeta) =>
  b.sendOn.localeCompare(a.sendOn) || a.slug.localeCompare(b.slug);

/** Every issue the build could read (drafts too): the studio's previews. */
export const readableIssues: NewsletterIssueMeta[] = Object.values(issues).filter(isUsable).sort(newestFirst);

/** The issues that have gone out, newest first: the archive, its feed and its sitemap addresses. */
export const sentIssues: NewsletterIssueMeta[] = readableIssues.filter(
  (issue) => issue.publication.state === 'published',
);

/** The ready issues whose day has come, oldest first: what the newsletter function sends, once each. */
export const dueIssues: NewsletterIssueMeta[] = sentIssues.filter((issue) => issue.state === 'ready').reverse();

export function newsletterIssue(slug: string): NewsletterIssueMeta {
  const issue = sentIssues.find((candidate) => candidate.slug === slug);
  if (!issue) throw new Error(`No newsletter issue "${slug}"`);
  return issue;
}

/** What the build did with each issue that has not gone out, for the team. */
export const newsletterReport: ContentReportEntry[] = Object.values(issues).map((entry) => ({
  file: `content/newsletter/${entry.slug}.mdx`,
  title: isUsable(entry) ? entry.subject : undefined,
  publication: entry.publication,
}));
