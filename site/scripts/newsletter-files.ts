/**
 * What the build writes of the newsletter's issues besides their pages:
 * - `dist/newsletter/issues.json`: the ready issues whose day has come, oldest first, which the
 *   newsletter function reads on its schedule and sends once each (`newsletterIndexSchema`);
 * - `.ssr/newsletter/<address>.{html,txt,json}`: every readable issue (drafts too) rendered as its
 *   email, for the local studio's preview and its "Send a test". Never in `dist/`: drafts are there.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { paths } from '../../shared/paths.ts';
import { newsletterIndexSchema, type NewsletterIndex } from '../../shared/schemas/newsletter-issue.ts';
import type { NewsletterIssueMeta } from '../src/types/newsletter.ts';
import { issueDocument, renderIssueEmail } from './vite-plugins/newsletter-reader.ts';

/** Where the local studio finds an issue's preview: `<address>.html`, `.txt` and `.json`. */
export const issuePreviewDir = (root: string) => join(root, '.ssr/newsletter');

/** The index the newsletter function reads. */
export function issueIndex(due: readonly NewsletterIssueMeta[]): NewsletterIndex {
  return newsletterIndexSchema.parse({
    issues: due.map((issue) => ({
      ...issueDocument(issue),
      sendOn: issue.sendOn,
      exception: issue.exception,
      contentHash: issue.contentHash,
    })),
  });
}

export async function writeNewsletterFiles(options: {
  root: string;
  dist: string;
  siteUrl: string;
  readable: readonly NewsletterIssueMeta[];
  due: readonly NewsletterIssueMeta[];
}): Promise<{ due: number; previews: number }> {
  const indexFile = join(options.dist, paths.newsletterIndex());
  await mkdir(dirname(indexFile), { recursive: true });
  await writeFile(indexFile, `${JSON.stringify(issueIndex(options.due))}\n`);
  const previews = issuePreviewDir(options.root);
  await rm(previews, { recursive: true, force: true });
  await mkdir(previews, { recursive: true });
  for (const issue of options.readable) {
    const document = issueDocument(issue);
    const email = renderIssueEmail(document, options.siteUrl, 'subscriber');
    await writeFile(join(previews, `${issue.slug}.html`), email.html);
    await writeFile(join(previews, `${issue.slug}.txt`), email.text);
    await writeFile(
      join(previews, `${issue.slug}.json`),
      `${JSON.stringify({ document, subject: email.subject, state: issue.state, sendOn: issue.sendOn, publication: issue.publication })}\n`,
    );
  }
  return { due: options.due.length, previews: options.readable.length };
}
