/**
 * The parts of an MDX file of `content/`: the YAML frontmatter between `---` lines at the top, the
 * body after it, and the line the body starts on (for problems reported by line). The build's
 * articles and legal pages, the newsletter's issues, the studio's worker and `npm run
 * content:format` all read MDX files with it; each turns a missing frontmatter into its own kind of
 * refusal.
 */
export function frontmatterParts(text: string): { yaml: string; body: string; bodyLine: number } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return undefined;
  return {
    yaml: match[1]!,
    body: text.slice(match[0].length),
    bodyLine: match[0].split('\n').length - (match[0].endsWith('\n') ? 0 : 1),
  };
}
