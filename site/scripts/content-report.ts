/**
 * The build's report on the team's content (`contentReport` of the server bundle): printed in plain
 * words at the end of every build (the Pages build log in production), and written to
 * `.ssr/content-report.json`, where the local studio reads it to tell the editor what became of a
 * save. It never goes into `dist/`: it names drafts and scheduled entries.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContentReportEntry } from '../src/types/publication.ts';

export const contentReportFile = (root: string) => join(root, '.ssr/content-report.json');

const nameOf = ({ file, title }: ContentReportEntry) => (title ? `"${title}" (${file})` : file);

/** One line per entry: what the build did with it, and why. */
function describeReport(entries: readonly ContentReportEntry[]): string[] {
  return entries.flatMap((entry) => {
    const { state, problems = [], warnings = [], preview } = entry.publication;
    const lines: string[] = [];
    if (state === 'invalid')
      lines.push(`Not published: ${nameOf(entry)} breaks a rule: ${problems.join('; ')}`);
    if (state === 'draft')
      lines.push(
        `Not published: ${nameOf(entry)} is a draft${preview ? ' (previewed in this local build)' : ''}.`,
      );
    if (state === 'scheduled')
      lines.push(
        `Not published yet: ${nameOf(entry)} is scheduled for a later date${preview ? ' (previewed in this local build)' : ''}.`,
      );
    for (const warning of warnings) lines.push(`Published with a change: ${nameOf(entry)}: ${warning}`);
    return lines;
  });
}

export async function writeContentReport(root: string, entries: readonly ContentReportEntry[]) {
  await writeFile(contentReportFile(root), `${JSON.stringify(entries, null, 2)}\n`);
  const lines = describeReport(entries);
  if (lines.length) console.log(`Content report:\n${lines.map((line) => `  ${line}`).join('\n')}`);
}
