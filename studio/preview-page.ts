/**
 * What the local studio's Preview opens when the page cannot show the save: the build failed (its
 * own words), or it left the entry out because the file breaks a rule (the rule, the file and the
 * field or line). The editor's content is saved in both cases; the site keeps its last good build.
 */
import type { ContentReportEntry } from '../site/src/types/publication.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function previewPage({
  path,
  siteUrl,
  error,
  entry,
}: {
  path: string;
  siteUrl: string;
  error?: string;
  entry?: ContentReportEntry;
}): string {
  const problems = entry?.publication.problems ?? [];
  const what = entry?.title ? `“${escape(entry.title)}”` : escape(entry?.file ?? path);
  const body = error
    ? `<p>Your change is saved, but the site could not be rebuilt, so it still shows the last version that was published. The build said:</p><pre>${escape(error)}</pre><p>Fix what it names in the studio and save again; the page is published with the next rebuild.</p>`
    : `<p>Your change to ${what} is saved, but it is not published: the file (${escape(entry!.file)}) breaks a rule of the site, so the build left it out and published everything else.</p><ul>${problems.map((problem) => `<li>${escape(problem)}</li>`).join('')}</ul><p>Fix it in the studio and save again.</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Not published yet | Emberwise studio</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:3rem auto;padding:0 1rem;color:#2a1030}h1{font-size:1.5rem}pre{white-space:pre-wrap;background:#f6f0f7;padding:1rem;border-radius:.5rem}a{color:#7a2a8a}</style>
</head>
<body>
<main>
<h1>Not published yet</h1>
${body}
<p><a href="/keystatic">Back to the studio</a> · <a href="${escape(siteUrl + path)}">The page as it is now on the site</a></p>
</main>
</body>
</html>`;
}

/** A preview of an issue the studio has no saved file for (or an address that is no issue's). */
export function missingIssuePage(slug: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>No such issue | Emberwise studio</title></head>
<body>
<main>
<h1>No such issue</h1>
<p>There is no saved newsletter issue at “${escape(slug)}”. Save the issue in the studio first, then open its preview again.</p>
<p><a href="/keystatic/collection/newsletter">Back to the newsletter issues</a></p>
</main>
</body>
</html>`;
}

/** A short page of the studio's: a title and one sentence, with the way back. */
export function studioNoticePage(title: string, sentence: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escape(title)} | Emberwise studio</title></head>
<body>
<main>
<h1>${escape(title)}</h1>
<p>${escape(sentence)}</p>
<p><a href="/keystatic">Back to the studio</a></p>
</main>
</body>
</html>`;
}

/** A preview of an issue whose saved file breaks a rule: every rule it breaks, in the editor's words. */
export function issueProblemsPage(slug: string, problems: readonly string[], branch: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Not ready to send | Emberwise studio</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:3rem auto;padding:0 1rem;color:#2a1030}h1{font-size:1.5rem}a{color:#7a2a8a}</style>
</head>
<body>
<main>
<h1>Not ready to send</h1>
<p>The issue “${escape(slug)}” is saved on ${escape(branch)}, but it breaks a rule of the newsletter, so it would not be sent and has no preview:</p>
<ul>${problems.map((problem) => `<li>${escape(problem)}</li>`).join('')}</ul>
<p>Fix it in the studio and save again, then open the preview again.</p>
<p><a href="/keystatic/branch/${encodeURIComponent(branch)}/collection/newsletter/item/${escape(slug)}">Back to the issue in the studio</a></p>
</main>
</body>
</html>`;
}
