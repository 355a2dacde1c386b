/** A newsletter issue as the build read it (`content/newsletter/<address>.mdx`). */
import type { IssueBlock, NewsletterState } from '../../../shared/schemas/newsletter-issue.ts';
import type { Publication } from './publication.ts';

export interface NewsletterIssueMeta {
  slug: string;
  subject: string;
  preheader: string;
  /** The day the editor set. */
  sendDate: string;
  /**
   * The day it goes out: its send date, or the first day of a later month when an earlier issue
   * (not an exception) took its month.
   */
  sendOn: string;
  state: NewsletterState;
  exception: boolean;
  /** The body as the email's blocks: what the email, its test and its web version show. */
  blocks: IssueBlock[];
  /** SHA-256 (hex) of the subject, preheader and blocks: the same content is never sent twice. */
  contentHash: string;
  publication: Publication;
}

/** The words of the newsletter's archive (/newsletter) and of an issue's web version. */
export interface NewsletterArchiveCopy {
  eyebrow: string;
  title: string;
  intro: string;
  /** The page's description for search engines and shares. */
  description: string;
  listTitle: string;
  /** Before an issue's date: "Sent on". */
  sentOn: string;
  readIssue: string;
  /** Shown instead of the list before the first issue has gone out. */
  empty: string;
  /** The issue page's link back to the archive. */
  back: string;
  /** The kind of page on an issue's social card. */
  cardKind: string;
}
