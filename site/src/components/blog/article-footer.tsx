import type { ShareLinks } from '@/lib/share';
import type { BlogAuthor, BlogPostMeta } from '@/types/blog';
import type { ArticleCopy } from '@/types/long-form';
import { BlogCard } from './blog-card';
import { ShareButtons } from './share-links';

interface ArticleFooterProps {
  post: BlogPostMeta;
  author: BlogAuthor;
  related: BlogPostMeta[];
  share: ShareLinks;
  copy: ArticleCopy;
  newTabNote: string;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/** Under the body: the tags, the share row, the author card and three related articles. */
export function ArticleFooter({ post, author, related, share, copy, newTabNote }: ArticleFooterProps) {
  return (
    <>
      <div className="mx-auto mt-14 max-w-3xl px-4 sm:px-6">
        <div className="border-t border-plum-100 pt-8">
          <h2 className="text-sm font-bold tracking-wider text-plum-700 uppercase">{copy.tagsTitle}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-plum-50 px-3 py-1 text-sm font-medium text-plum-800">
                {tag}
              </li>
            ))}
          </ul>
          <ShareButtons share={share} copy={copy.share} newTabNote={newTabNote} className="mt-8" />
        </div>
        <section
          aria-labelledby="author-title"
          className="render-lazy mt-10 rounded-3xl border border-plum-100 bg-plum-50/60 p-6 [contain-intrinsic-size:auto_14rem] sm:p-8"
        >
          <h2 id="author-title" className="text-sm font-bold tracking-wider text-plum-700 uppercase">
            {copy.authorTitle}
          </h2>
          <div className="mt-4 flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-14 shrink-0 place-items-center rounded-full bg-signature text-lg font-extrabold text-white"
            >
              {initials(author.name)}
            </span>
            <div>
              <p className="font-bold text-plum-950">{author.name}</p>
              <p className="text-sm text-plum-800">{author.role}</p>
              <p className="mt-3 text-sm leading-relaxed text-plum-900">{author.bio}</p>
            </div>
          </div>
        </section>
      </div>
      <section aria-labelledby="related-title" className="mx-auto mt-16 max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="related-title" className="text-2xl font-extrabold tracking-tight text-plum-950 sm:text-3xl">
          {copy.relatedTitle}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {related.map((relatedPost, index) => (
            <BlogCard key={relatedPost.slug} post={relatedPost} cta={copy.readMore} index={index} />
          ))}
        </div>
      </section>
    </>
  );
}
