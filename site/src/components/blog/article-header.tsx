import { BackLink } from '@/components/back-link';
import type { ShareLinks } from '@/lib/share';
import type { BlogPostMeta } from '@/types/blog';
import type { ArticleCopy } from '@/types/long-form';
import { ArticleMeta } from './article-meta';
import { ShareButtons } from './share-links';

interface ArticleHeaderProps {
  post: BlogPostMeta;
  share: ShareLinks;
  copy: ArticleCopy;
  backHref: string;
  newTabNote: string;
}

/** Back link, category, date and read time, the title, the author, and the share buttons. */
export function ArticleHeader({ post, share, copy, backHref, newTabNote }: ArticleHeaderProps) {
  return (
    <header className="mx-auto max-w-3xl px-4 sm:px-6">
      <BackLink href={backHref} label={copy.backToBlogs} />
      <ArticleMeta post={post} className="mt-8" />
      <h1 className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance text-plum-950 sm:text-5xl">
        {post.title}
      </h1>
      <p className="mt-6 text-plum-800">
        {`${copy.by} `}
        <span className="font-bold text-plum-950">{post.author}</span>, {post.authorRole}
      </p>
      <ShareButtons share={share} copy={copy.share} newTabNote={newTabNote} className="mt-6" />
    </header>
  );
}
