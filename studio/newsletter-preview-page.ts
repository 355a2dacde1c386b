/**
 * The page that previews a newsletter issue in the studio, locally and in production: the email as
 * subscribers will get it, in HTML (in a sandboxed frame: the email's own markup, no script runs) and
 * in plain text, with the subject, the preheader, when it goes out, and a "Send a test" button that
 * mails it, `[TEST]` in the subject, to the team's test address and nobody else. Runtime-neutral: the
 * local studio server and the studio's worker both answer with it.
 */
import type { IssueDocument } from '../shared/schemas/newsletter-issue.ts';
import type { Publication } from '../site/src/types/publication.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** An issue's address as the studio allows it; anything else is no issue. */
export const issueSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface IssuePreview {
  document: IssueDocument;
  subject: string;
  state: 'draft' | 'ready' | 'sent';
  sendOn: string;
  publication: Publication;
  html: string;
  text: string;
}

/** The email's HTML alone, for the preview's frame: a sandbox that runs nothing and loads only pictures. */
export const emailFrameHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy':
    "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
};

/** The preview page's own policy: the studio's, with the email's frame allowed from this origin. */
export const previewPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** When the issue goes out, in the editor's words. */
function whenItGoes(preview: IssuePreview): string {
  if (preview.state === 'draft')
    return `A draft: it goes to nobody. Set its state to “Ready” and it goes out on ${longDate(preview.sendOn)}.`;
  if (preview.state === 'sent') return `Marked as sent on ${longDate(preview.sendOn)}: it is not sent again.`;
  return preview.publication.state === 'published'
    ? `Ready, and its day (${longDate(preview.sendOn)}) has come: it goes to every confirmed subscriber within ten minutes of the site being published, once.`
    : `Ready: it goes to every confirmed subscriber on ${longDate(preview.sendOn)}, once.`;
}

/** A message above the preview after "Send a test". */
export type TestOutcome = { sentTo: string[]; mailboxUrl?: string } | { error: string };

/**
 * The preview page. On a branch of the production studio, `branch` is kept in the test's form, the
 * frame's address and the way back to the studio.
 */
export function issuePreviewPage(
  slug: string,
  preview: IssuePreview,
  outcome?: TestOutcome,
  branch?: string,
): string {
  const query = branch ? `?branch=${encodeURIComponent(branch)}` : '';
  const studioPath = branch ? `/keystatic/branch/${encodeURIComponent(branch)}` : '/keystatic';
  const message = !outcome
    ? ''
    : 'error' in outcome
      ? `<p role="alert" class="error">The test was not sent: ${escape(outcome.error)}</p>`
      : `<p role="status" class="sent">A test went to ${escape(outcome.sentTo.join(', '))} only, with “[TEST]” before the subject.${outcome.mailboxUrl ? ` On this machine it is in the <a href="${escape(outcome.mailboxUrl)}">local mailbox</a>.` : ''}</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Preview: ${escape(preview.subject)} | Emberwise studio</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#2a1030}h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}iframe{width:100%;height:60rem;border:1px solid #d9c6dd;border-radius:.5rem;background:#fff}pre{white-space:pre-wrap;background:#f6f0f7;padding:1rem;border-radius:.5rem}button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#7a2a8a;color:#fff;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #2a1030;outline-offset:2px}a{color:#7a2a8a}.sent{background:#e8f6ec;padding:.75rem 1rem;border-radius:.5rem}.error{background:#fdecec;padding:.75rem 1rem;border-radius:.5rem}</style>
</head>
<body>
<main>
<h1>Preview: ${escape(preview.subject)}</h1>
${message}
<dl>
<dt>Subject</dt><dd>${escape(preview.subject)}</dd>
<dt>Preheader</dt><dd>${escape(preview.document.preheader)}</dd>
<dt>Goes out</dt><dd>${escape(whenItGoes(preview))}</dd>
</dl>
<form method="post" action="/api/keystatic/newsletter/${slug}/test${escape(query)}">
<p><button type="submit">Send a test</button> to the team’s test address only, as often as you like.</p>
</form>
<h2>As HTML</h2>
<iframe src="/preview/newsletter/${slug}/email.html${escape(query)}" title="The email as HTML"></iframe>
<h2>As plain text</h2>
<pre>${escape(preview.text)}</pre>
<p><a href="${studioPath}/collection/newsletter/item/${slug}">Back to the issue in the studio</a></p>
</main>
</body>
</html>`;
}
