import type { BlogAuthor } from '@/types/blog';

const files = import.meta.glob<BlogAuthor>('../../../../content/authors/*.yaml', {
  eager: true,
  import: 'default',
});

/** The people who write the blog (`content/authors/*.yaml`): the author card under each article. */
export const blogAuthors: BlogAuthor[] = Object.values(files).map(({ name, role, bio }) => ({ name, role, bio }));

export function blogAuthor(name: string): BlogAuthor {
  const author = blogAuthors.find((candidate) => candidate.name === name);
  if (!author) throw new Error(`No blog author "${name}": add them to content/authors/`);
  return author;
}
