import { useMemo, type ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import type { PageLoadContext } from '@/app/route-objects';
import { ArticleFooter } from '@/components/blog/article-footer';
import { ArticleHeader } from '@/components/blog/article-header';
import { Prerendered } from '@/components/prerendered';
import { createProseComponents } from '@/components/prose/prose-components';
import { useContentClicks } from '@/components/prose/use-content-clicks';
import { blogPost } from '@/content/blog';
import { blogAuthor } from '@/content/blog/authors';
import { articleCopy, proseLabels } from '@/content/long-form';
import { absoluteUrl } from '@/lib/site-config';
import { shareLinks } from '@/lib/share';
import { paths } from '@/shared/paths';
import type { BlogPostMeta } from '@/types/blog';
import type { ClientRoute } from '@/types/routes';

type MdxBody = ComponentType<{ components?: MDXComponents }>;

const bodies = import.meta.glob<MdxBody>('../content/blog/*.mdx', { import: 'default' });

/** The article's facts and its related articles always; its body only when it is not already HTML. */
export async function load(route: ClientRoute, { hydrating }: PageLoadContext) {
  const post = blogPost(route.data?.slug ?? '');
  const Body = hydrating ? undefined : await bodies[`../content/blog/${post.slug}.mdx`]!();
  return { post, related: post.related.map(blogPost), Body };
}

interface BlogArticlePageProps {
  post: BlogPostMeta;
  related: BlogPostMeta[];
  Body?: MdxBody;
}

/** One blog article: header and hero image, the body, then tags, sharing, the author and related reads. */
export default function BlogArticlePage({ post, related, Body }: BlogArticlePageProps) {
  const onContentClick = useContentClicks();
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
      <Prerendered className="prose mx-auto mt-12 max-w-3xl px-4 sm:px-6" onClick={onContentClick}>
        {Body && <Body components={components} />}
      </Prerendered>
      <ArticleFooter
        post={post}
        author={blogAuthor(post.author)}
        related={related}
        share={share}
        copy={articleCopy}
        newTabNote={proseLabels.newTab}
      />
    </article>
  );
}
