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
