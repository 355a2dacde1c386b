/**
 * The blog's articles as data: every `*.mdx` file of the repository's `content/blog/`, read through
 * its checked frontmatter (`?meta`, no body), newest first. The /blogs page, the route table, the
 * sitemap and the feed all list articles from here; `content/settings/blog.yaml` names the featured one.
 */
import type { BlogCategory, BlogPostMeta } from '@/types/blog';
import { blogCategories } from '@/types/blog';
import settings from '../../../../content/settings/blog.yaml';

const metas = import.meta.glob<BlogPostMeta>('../../../../content/blog/*.mdx', {
  eager: true,
  query: '?meta',
  import: 'default',
});

/** Every article, newest first. */
export const blogPosts: BlogPostMeta[] = Object.values(metas).sort(
  (a, b) => b.publishedDate.localeCompare(a.publishedDate) || a.slug.localeCompare(b.slug),
);

/** The article /blogs features above the grid. */
export const featuredSlug = settings.featured as string;

export function blogPost(slug: string): BlogPostMeta {
  const post = blogPosts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`No blog article "${slug}"`);
  return post;
}

/** The featured article, then the Latest Articles grid: every other article, newest first. */
export function blogIndex(): { featured: BlogPostMeta; latest: BlogPostMeta[] } {
  return { featured: blogPost(featuredSlug), latest: blogPosts.filter((post) => post.slug !== featuredSlug) };
}

/**
 * The category chips of /blogs: how many articles of the Latest Articles grid are filed under each
 * category, with "All" first. The featured article stands apart above the grid and is not counted.
 */
export function categoryCounts(): { name: 'All' | BlogCategory; count: number }[] {
  const { latest } = blogIndex();
  return [
    { name: 'All', count: latest.length },
    ...blogCategories.map((name) => ({
      name,
      count: latest.filter((post) => post.category === name).length,
    })),
  ];
}
