import { Icon } from '@/components/icon';
import type { ShareLinks } from '@/lib/share';
import type { ArticleCopy } from '@/types/long-form';
import { cn } from '@/lib/cn';

interface ShareLinksProps {
  share: ShareLinks;
  copy: ArticleCopy['share'];
  newTabNote: string;
  className?: string;
}

const linkClass =
  'inline-flex h-9 items-center gap-2 rounded-full border border-plum-200 bg-white px-3.5 text-sm font-semibold text-plum-900 transition-colors hover:border-plum-400 hover:bg-plum-50';

/** Share on Twitter, LinkedIn or by email: plain links, so they work before and without JavaScript. */
export function ShareButtons({ share, copy, newTabNote, className }: ShareLinksProps) {
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <span className="mr-1 text-sm font-semibold text-plum-800">{copy.title}</span>
      <a href={share.twitter} target="_blank" rel="noopener noreferrer" className={linkClass}>
        <Icon name="share-2" className="size-4 text-ember-700" />
        {copy.twitter}
        <span className="sr-only">{` ${newTabNote}`}</span>
      </a>
      <a href={share.linkedin} target="_blank" rel="noopener noreferrer" className={linkClass}>
        <Icon name="share-2" className="size-4 text-ember-700" />
        {copy.linkedin}
        <span className="sr-only">{` ${newTabNote}`}</span>
      </a>
      <a href={share.email} className={linkClass}>
        <Icon name="mail" className="size-4 text-ember-700" />
        {copy.email}
      </a>
    </div>
  );
}
