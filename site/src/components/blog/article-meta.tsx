import { Icon } from '@/components/icon';
import { formatDate } from '@/lib/format-date';
import type { BlogPostMeta } from '@/types/blog';
import { cn } from '@/lib/cn';

/** Category badge, publish date and read time of an article. */
export function ArticleMeta({ post, className }: { post: BlogPostMeta; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-plum-800', className)}>
      <span className="rounded-full bg-ember-50 px-3 py-1 text-xs font-bold text-ember-800">
        {post.category}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar" className="size-4 text-plum-500" />
        <time dateTime={post.publishedDate}>{formatDate(post.publishedDate)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" className="size-4 text-plum-500" />
        {post.readTime}
      </span>
    </p>
  );
}
