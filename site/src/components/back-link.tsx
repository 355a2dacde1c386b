import { Link } from '@/components/link';
import { Icon } from '@/components/icon';

/** "Back to ..." above a page's heading. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      to={href}
      className="inline-flex items-center gap-2 text-sm font-semibold text-plum-800 hover:text-plum-950"
    >
      <Icon name="arrow-left" className="size-4" />
      {label}
    </Link>
  );
}
