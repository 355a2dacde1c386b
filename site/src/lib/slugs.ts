/**
 * The path segment of an open position, made from its title: lowercased, and every character that is
 * not a letter or digit turned into one hyphen ("Automation & Integration Engineer (Agentic
 * Workflows)" -> "automation---integration-engineer--agentic-workflows-"). These are the paths that
 * are linked and indexed, so they are kept exactly; `collapsedSlug` gives the tidier form that
 * answers with a permanent redirect to it.
 */
export function careerSlug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]/g, '-');
}

/** The same title with runs of hyphens collapsed and edge hyphens trimmed. */
export function collapsedSlug(title: string): string {
  return careerSlug(title).replace(/-+/g, '-').replace(/^-|-$/g, '');
}
