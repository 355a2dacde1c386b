import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A decorative icon on a soft square, the marker of cards and diagram boxes. */
export function IconBadge({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span
      className={cn(
        'grid size-11 shrink-0 place-items-center rounded-xl bg-plum-50 text-plum-800',
        className,
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
