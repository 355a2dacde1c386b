/**
 * A blog article rendered in full: loaded only when the page is not already its prerendered HTML
 * (the server's render, or a navigation inside the site), so none of this travels on a first visit.
 */
import { useMemo, type ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import { ArticleFooter } from '@/components/blog/article-footer';
import { ArticleHeader } from '@/components/blog/article-header';
import { createProseComponents } from '@/components/prose/prose-components';
import { blogPost, relatedPosts } from '@/content/blog';
import { blogAuthor } from '@/content/blog/authors';
import { articleCopy, previewNoticeCopy, proseLabels } from '@/content/long-form';
import { PreviewNotice } from '@/components/preview-notice';
import { shareLinks } from '@/lib/share';
import { absoluteUrl } from '@/lib/site-config';
import { paths } from '@shared/paths';
import type { BlogPostMeta } from '@/types/blog';

type MdxBody = ComponentType<{ components?: MDXComponents }>;

const bodies = import.meta.glob<MdxBody>('../../../../content/blog/*.mdx', { import: 'default' });

function BlogArticle({ post, Body }: { post: BlogPostMeta; Body: MdxBody }) {
  const components = useMemo(() => createProseComponents(proseLabels), []);
  const share = shareLinks(absoluteUrl(paths.blogPost(post.slug)), post.title);
  return (
    <article className="pt-28 lg:pt-36">
      <ArticleHeader
        post={post}
        share={share}
        copy={articleCopy}
        backHref={paths.blogs()}
        newTabNote={proseLabels.newTab}
      />
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <img
          src={post.image}
          alt={post.imageAlt}
          width={1200}
          height={630}
          decoding="async"
          className="mt-10 aspect-[1200/630] w-full rounded-3xl border border-plum-100 object-cover"
        />
      </div>
      <div className="prose mx-auto mt-12 max-w-3xl px-4 sm:px-6">
        <Body components={components} />
      </div>
      <ArticleFooter
        post={post}
        author={blogAuthor(post.author)}
        related={relatedPosts(post)}
        share={share}
        copy={articleCopy}
        newTabNote={proseLabels.newTab}
      />
      <PreviewNotice publication={post.publication} copy={previewNoticeCopy} />
    </article>
  );
}

export async function renderArticle(slug: string) {
  const post = blogPost(slug);
  const Body = await bodies[`../../../../content/blog/${post.slug}.mdx`]!();
  return <BlogArticle post={post} Body={Body} />;
}
