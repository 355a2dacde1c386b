import type { ReactNode } from 'react';
import { Reveal } from '@/components/reveal';
import { cx } from '@/lib/cx';

interface SectionProps {
  id?: string;
  className?: string;
  /** Inner width: `wide` for grids, `narrow` for reading text. */
  width?: 'wide' | 'narrow';
  children: ReactNode;
}

/** A page section with the site's horizontal rhythm. */
export function Section({ id, className, width = 'wide', children }: SectionProps) {
  return (
    <section id={id} className={cx('render-lazy py-16 sm:py-24', className)}>
      <div className={cx('mx-auto px-4 sm:px-6 lg:px-8', width === 'wide' ? 'max-w-7xl' : 'max-w-3xl')}>
        {children}
      </div>
    </section>
  );
}

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: 'center' | 'left';
  tone?: 'dark' | 'light';
  id?: string;
  /** The heading can take the focus from a script (a button that leads to its section). */
  focusable?: boolean;
}

/** Eyebrow, h2 and intro paragraph of a section, revealed on scroll. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = 'center',
  tone = 'dark',
  id,
  focusable,
}: SectionHeadingProps) {
  return (
    <Reveal className={cx('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p
          className={cx(
            'text-sm font-bold tracking-wider uppercase',
            tone === 'dark' ? 'text-ember-700' : 'text-ember-200',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        tabIndex={focusable ? -1 : undefined}
        className={cx(
          'mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl',
          tone === 'dark' ? 'text-plum-950' : 'text-white',
        )}
      >
        {title}
      </h2>
      {intro && (
        <p
          className={cx(
            'mt-4 text-lg leading-relaxed text-pretty',
            tone === 'dark' ? 'text-plum-800' : 'text-white/85',
          )}
        >
          {intro}
        </p>
      )}
    </Reveal>
  );
}
