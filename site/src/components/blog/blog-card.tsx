import { ArrowLink } from '@/components/arrow-link';
import { Reveal } from '@/components/reveal';
import { paths } from '@shared/paths';
import type { BlogPostMeta } from '@/types/blog';
import { ArticleMeta } from './article-meta';

interface BlogCardProps {
  post: BlogPostMeta;
  /** The link's label, e.g. "Read More". */
  cta: string;
  index?: number;
  /** Heading level of the card title in the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/** An article card: illustration, category, date, read time, title, excerpt and a link to it. */
export function BlogCard({ post, cta, index = 0, headingLevel: Heading = 'h3' }: BlogCardProps) {
  return (
    <Reveal
      as="article"
      index={index}
      className="group render-lazy flex flex-col overflow-hidden rounded-2xl [contain-intrinsic-size:auto_28rem] border border-plum-100 bg-white shadow-sm transition-shadow hover:shadow-lg"
    >
      <img
        src={post.image}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className="aspect-[1200/630] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <ArticleMeta post={post} />
        <Heading className="mt-4 text-lg leading-snug font-bold text-balance text-plum-950">
          {post.title}
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-plum-800">{post.excerpt}</p>
        <ArrowLink to={paths.blogPost(post.slug)} label={cta} subject={post.title} nudge className="mt-5" />
      </div>
    </Reveal>
  );
}
