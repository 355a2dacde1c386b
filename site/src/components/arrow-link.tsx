import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import { cx } from '@/lib/cx';

const looks = {
  text: 'inline-flex items-center gap-1.5 text-sm font-semibold text-ember-700 hover:text-ember-800',
  pill: 'inline-flex items-center gap-1.5 rounded-full bg-plum-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-plum-800',
};

interface ArrowLinkProps {
  to: string;
  /** What the link says, e.g. "Learn More". */
  label: string;
  /** What it leads to, read after the label by a screen reader only ("Learn More: Agentic Workflows"). */
  subject: string;
  look?: keyof typeof looks;
  /** The arrow moves a little when the pointer is on the card around it (a `group`). */
  nudge?: boolean;
  /** Layout only (margins, alignment): the look is the link's own. */
  className?: string;
}

/** The link at the end of a card: its label, the subject for screen readers, and an arrow. */
export function ArrowLink({ to, label, subject, look = 'text', nudge = false, className }: ArrowLinkProps) {
  return (
    <Link to={to} className={cx(looks[look], className)}>
      {label}
      <span className="sr-only">{`: ${subject}`}</span>
      <Icon
        name="arrow-right"
        className={cx('size-4', nudge && 'transition-transform group-hover:translate-x-0.5')}
      />
    </Link>
  );
}
