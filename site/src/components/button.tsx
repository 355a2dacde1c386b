import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from '@/components/link';
import { cx } from '@/lib/cx';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'light' | 'ghost-light';
type ButtonSize = 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-plum-900 text-white hover:bg-plum-800 shadow-sm',
  accent: 'bg-ember-700 text-white hover:bg-ember-800 shadow-sm',
  outline: 'border border-plum-200 bg-white text-plum-900 hover:border-plum-400 hover:bg-plum-50',
  light: 'bg-white text-plum-950 hover:bg-plum-50 shadow-sm',
  'ghost-light': 'border border-white/40 text-white hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/**
 * Shared classes, so links and buttons that look alike stay alike: `.btn` (styles.css) is the shape
 * every button shares, named once because every page repeats it. In forced colours a background is
 * not drawn, so every button gets a frame there. `extra` is joined, not merged:
 * layout classes (margins, widths, alignment) that set nothing a button sets. To change a button's
 * own look (its display, colours or size), merge the result with `cn()`, as the header's call to
 * action does.
 */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cx('btn', variants[variant], sizes[size], extra);
}

interface ButtonLinkProps {
  to: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}

/** A link styled as a button; internal paths go through the router. */
export function ButtonLink({ to, variant, size, className, children }: ButtonLinkProps) {
  const classes = buttonClasses(variant, size, className);
  if (/^(https?:|mailto:)/.test(to)) {
    return (
      <a href={to} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}
