/**
 * What the studio lets an editor pick by name, read from the working tree when the studio is built:
 * every author (by name) and every article (by title). A value that a file refers to and that is
 * gone (an author deleted since) is listed as what it is, so the entry that names it still opens
 * and the editor can pick another. An author or article added later can be picked once the studio
 * is built again (each save rebuilds it locally; each deploy in production).
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import { frontmatterParts } from '../site/scripts/vite-plugins/frontmatter.ts';
import type { StudioOptions } from './keystatic.config.ts';

const frontmatterOf = (source: string) => frontmatterParts(source)?.yaml ?? '';

/** The data of a YAML text, or an empty object when it cannot be read (the build reports that file). */
function data(source: string): Record<string, unknown> {
  try {
    const value = parse(source) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function files(folder: string, extension: string) {
  const names = (await readdir(folder).catch(() => [] as string[]))
    .filter((name) => name.endsWith(extension))
    .sort();
  return Promise.all(
    names.map(async (name) => ({
      slug: basename(name, extension),
      source: await readFile(join(folder, name), 'utf8'),
    })),
  );
}

export async function readStudioOptions(root: string): Promise<StudioOptions> {
  const authorFiles = await files(join(root, 'content/authors'), '.yaml');
  const postFiles = (await files(join(root, 'content/blog'), '.mdx')).map(
    ({ slug, source }): Record<string, unknown> & { slug: string } => ({
      ...data(frontmatterOf(source)),
      slug,
    }),
  );
  const authors = authorFiles.map(({ slug, source }) => {
    const name = data(source).name;
    return { slug, name: typeof name === 'string' && name ? name : slug };
  });
  const posts = postFiles.map(({ slug, title }) => ({
    slug,
    title: typeof title === 'string' && title ? title : slug,
  }));
  const missingAuthors = new Set(
    postFiles.map((post) => post.author).filter((slug) => typeof slug === 'string'),
  );
  const missingPosts = new Set(
    postFiles
      .flatMap((post) => (Array.isArray(post.related) ? post.related : []))
      .filter((slug) => typeof slug === 'string'),
  );
  for (const { slug } of authors) missingAuthors.delete(slug);
  for (const { slug } of posts) missingPosts.delete(slug);
  return {
    authors: [
      ...authors.sort((a, b) => a.name.localeCompare(b.name)),
      ...[...missingAuthors].map((slug) => ({
        slug: slug as string,
        name: `${slug} (no longer in Authors)`,
      })),
    ],
    posts: [
      ...posts.sort((a, b) => a.title.localeCompare(b.title)),
      ...[...missingPosts].map((slug) => ({ slug: slug as string, title: `${slug} (deleted article)` })),
    ],
  };
}
