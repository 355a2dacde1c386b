import { ArrowLink } from '@/components/arrow-link';
import { paths } from '@shared/paths';
import type { BlogPostMeta } from '@/types/blog';
import { ArticleMeta } from './article-meta';

/** The featured article of /blogs: a wide card with its illustration beside the text. */
export function FeaturedArticle({ post, label, cta }: { post: BlogPostMeta; label: string; cta: string }) {
  return (
    <article className="mt-4 grid overflow-hidden rounded-3xl border border-plum-100 bg-white shadow-xl shadow-plum-900/5 lg:grid-cols-2">
      <img
        src={post.image}
        alt=""
        width={1200}
        height={630}
        decoding="async"
        className="aspect-[1200/630] size-full object-cover lg:aspect-auto"
      />
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <p className="text-xs font-bold tracking-wider text-ember-700 uppercase">{label}</p>
        <ArticleMeta post={post} className="mt-4" />
        <h2 className="mt-4 text-2xl leading-tight font-extrabold tracking-tight text-balance text-plum-950 sm:text-3xl">
          {post.title}
        </h2>
        <p className="mt-4 leading-relaxed text-plum-800">{post.excerpt}</p>
        <p className="mt-2 text-sm text-plum-700">
          {post.author}, {post.authorRole}
        </p>
        <ArrowLink
          to={paths.blogPost(post.slug)}
          label={cta}
          subject={post.title}
          look="pill"
          className="mt-6 self-start"
        />
      </div>
    </article>
  );
}
