import type { IconName } from '@/types/icon-names';
import { Icon } from '@/components/icon';
import { cn } from '@/lib/cn';

/** A decorative icon on a soft square, the marker of cards and diagram boxes. */
export function IconBadge({ icon, className }: { icon: IconName; className?: string }) {
  return (
    <span
      className={cn(
        'grid size-11 shrink-0 place-items-center rounded-xl bg-plum-50 text-plum-800',
        className,
      )}
    >
      <Icon name={icon} className="size-5" />
    </span>
  );
}
