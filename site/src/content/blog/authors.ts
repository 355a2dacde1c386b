import type { BlogAuthor } from '@/types/blog';
import { isUsable } from '@/lib/published';
import type { Read } from '@/types/publication';

const files = import.meta.glob<Read<BlogAuthor>>('../../../../content/authors/*.yaml', {
  eager: true,
  import: 'default',
});

/** The people who write the blog (`content/authors/*.yaml`): the author card under each article. */
const blogAuthors: BlogAuthor[] = Object.values(files)
  .filter(isUsable)
  .map(({ name, role, bio }) => ({ name, role, bio }));

/**
 * The byline of an article whose author is gone from `content/authors/` (the build reports it):
 * the team speaks for it, so the article keeps an author card.
 */
export const teamByline: BlogAuthor = {
  name: 'The Emberwise team',
  role: 'AI transformation consultants, Amsterdam',
  bio: 'Emberwise helps companies put AI to work: strategy and roadmaps, agentic workflows, custom dashboards and the change management that makes them stick. We write about what we see in client work, tested before it is published.',
};

export function blogAuthor(name: string): BlogAuthor {
  return blogAuthors.find((candidate) => candidate.name === name) ?? teamByline;
}
