/**
 * The blog's articles as data: every `*.mdx` file of the repository's `content/blog/`, read through
 * its checked frontmatter (`?meta`, no body). The /blogs page, the route table, the sitemap and the
 * feed list the published articles from here, newest first; drafts and articles whose date has not
 * come have a page only in a local build's preview; a file that breaks a rule is left out and
 * reported (`blogReport`). `content/settings/blog.yaml` names the featured article.
 */
import { hasPage, isListed, isUsable } from '@/lib/published';
import { blogRules } from '@/lib/content-rules';
import type { BlogCategory, BlogPostMeta } from '@/types/blog';
import { blogCategories } from '@/types/blog';
import type { ContentReportEntry, Read } from '@/types/publication';
import settings from '../../../../content/settings/blog.yaml';
import { teamByline } from './authors';

const metas = import.meta.glob<Read<BlogPostMeta>>('../../../../content/blog/*.mdx', {
  eager: true,
  query: '?meta',
  import: 'default',
});

const newestFirst = (a: BlogPostMeta, b: BlogPostMeta) =>
  b.publishedDate.localeCompare(a.publishedDate) || a.slug.localeCompare(b.slug);

/** An article whose author is gone carries the team's byline. */
const withByline = (post: BlogPostMeta): BlogPostMeta =>
  post.author ? post : { ...post, author: teamByline.name, authorRole: teamByline.role };

const readable = Object.values(metas).filter(isUsable).map(withByline).sort(newestFirst);

/** Every article with a page on this build (the published ones, and in a local build the previews). */
export const blogPages: BlogPostMeta[] = readable.filter(hasPage);

/** Every published article, newest first: the listings, the feed and the sitemap. */
export const blogPosts: BlogPostMeta[] = readable.filter(isListed);

const featuredSlugOf = (slug: unknown) =>
  blogPosts.some((post) => post.slug === slug) ? (slug as string) : blogPosts[0]?.slug;

/** The article /blogs features above the grid: the one the settings name, or the newest. */
const featuredSlug = featuredSlugOf(settings.featured);

export function blogPost(slug: string): BlogPostMeta {
  const post = blogPages.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`No blog article "${slug}"`);
  return post;
}

/** The featured article, then the Latest Articles grid: every other article, newest first. */
export function blogIndex(): { featured: BlogPostMeta | undefined; latest: BlogPostMeta[] } {
  return {
    featured: blogPosts.find((post) => post.slug === featuredSlug),
    latest: blogPosts.filter((post) => post.slug !== featuredSlug),
  };
}

/**
 * The Related Articles under an article: those its editor chose that are published, then the
 * published articles that share the most tags with it (newest first among equals), three in all.
 */
export function relatedPosts(post: BlogPostMeta): BlogPostMeta[] {
  const chosen = post.related
    .map((slug) => blogPosts.find((candidate) => candidate.slug === slug))
    .filter((candidate): candidate is BlogPostMeta => candidate !== undefined && candidate.slug !== post.slug);
  const shared = (other: BlogPostMeta) => other.tags.filter((tag) => post.tags.includes(tag)).length;
  const others = blogPosts
    .filter((candidate) => candidate.slug !== post.slug && !chosen.includes(candidate))
    .sort((a, b) => shared(b) - shared(a) || newestFirst(a, b));
  return [...chosen, ...others].slice(0, blogRules.relatedShown);
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

/** What the build did with each article that is not simply published, for the team. */
export const blogReport: ContentReportEntry[] = [
  ...Object.values(metas).map((entry) => ({
    file: `content/blog/${entry.slug}.mdx`,
    title: isUsable(entry) ? entry.title : undefined,
    publication: entry.publication,
  })),
  ...(settings.featured !== featuredSlug
    ? [
        {
          file: 'content/settings/blog.yaml',
          title: 'Blog page',
          publication: {
            state: 'published' as const,
            preview: false,
            warnings: [
              `Featured article: "${String(settings.featured)}" is not published, so /blogs features the newest article.`,
            ],
          },
        },
      ]
    : []),
];
