/**
 * What the local studio previews of a newsletter issue (`newsletter-preview-page.ts`): the build
 * renders every readable issue, drafts too, into `.ssr/newsletter/` (site/scripts/newsletter-files.ts);
 * nothing of it is in `dist/`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { issueDocumentSchema } from '../shared/schemas/newsletter-issue.ts';
import { issuePreviewDir } from '../site/scripts/newsletter-files.ts';
import { issueSlug, type IssuePreview } from './newsletter-preview-page.ts';

/** The last build's rendering of the issue at `slug`, or undefined when it has none. */
export async function readIssuePreview(root: string, slug: string): Promise<IssuePreview | undefined> {
  if (!issueSlug.test(slug)) return undefined;
  const dir = issuePreviewDir(root);
  try {
    const [meta, html, text] = await Promise.all([
      readFile(join(dir, `${slug}.json`), 'utf8'),
      readFile(join(dir, `${slug}.html`), 'utf8'),
      readFile(join(dir, `${slug}.txt`), 'utf8'),
    ]);
    const parsed = JSON.parse(meta) as Omit<IssuePreview, 'html' | 'text'>;
    return { ...parsed, document: issueDocumentSchema.parse(parsed.document), html, text };
  } catch {
    return undefined;
  }
}
