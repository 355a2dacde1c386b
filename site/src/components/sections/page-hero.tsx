import { useId, type ReactNode } from 'react';
import { cx } from '@/lib/cx';

interface PageHeroProps {
  title: string;
  intro?: string;
  /** The short line above the title; a badge on a centred hero. */
  eyebrow?: string;
  /**
   * `landing`: the plum wash with two soft glows and a large title, for the pages a visitor lands
   * on to learn about a service or the company. `compact`: the wash alone and a smaller title, for
   * the lists (cases, blogs) and the case stories, whose content starts right below. `signature`:
   * the home page's full gradient with light text, on which the header takes its light variant
   * until the page scrolls.
   */
  look?: 'landing' | 'compact' | 'signature';
  /** Centred text, the eyebrow as a badge (the solution pages). */
  centred?: boolean;
  /** Above everything, such as a link back to the list the page belongs to. */
  top?: ReactNode;
  /** Between the eyebrow and the title, such as a case's technology and status. */
  labels?: ReactNode;
  /** Beside the text on large screens, such as key figures or a picture. */
  aside?: ReactNode;
  /** Below the intro, each with its own top margin: calls to action, chips, logos. */
  children?: ReactNode;
}

const looks = {
  landing: {
    frame: 'bg-linear-to-b from-plum-50 to-white pt-32 pb-16 sm:pb-20 lg:pt-40',
    glows: [
      'absolute -top-48 -right-32 -z-10 size-[34rem] rounded-full bg-ember-200/40 blur-3xl',
      'absolute top-40 -left-48 -z-10 size-[28rem] rounded-full bg-plum-200/40 blur-3xl',
    ],
    eyebrow: 'text-ember-700',
    titleGap: 'mt-4',
    title: 'max-w-4xl leading-[1.08] text-plum-950 sm:text-5xl lg:text-6xl',
    intro: 'mt-6 text-plum-800 sm:text-xl',
    columns: 'items-center gap-12 lg:grid-cols-[1.5fr_1fr] lg:gap-16',
  },
  compact: {
    frame: 'bg-linear-to-b from-plum-50 to-white pt-32 pb-12 lg:pt-40',
    glows: [],
    eyebrow: 'text-ember-700',
    titleGap: 'mt-3',
    title: 'leading-tight text-plum-950 sm:text-5xl',
    intro: 'mt-5 text-plum-800',
    columns: 'items-start gap-10 lg:grid-cols-[1.3fr_1fr]',
  },
  signature: {
    frame: 'bg-signature pt-36 pb-20 text-white sm:pt-44 sm:pb-28',
    glows: ['absolute -top-40 -right-40 -z-10 size-[36rem] rounded-full bg-ember-500/25 blur-3xl'],
    eyebrow: 'text-ember-200',
    titleGap: 'mt-4',
    title: 'max-w-4xl leading-[1.05] sm:text-6xl lg:text-7xl',
    intro: 'mt-6 text-white/90 sm:text-xl',
    columns: '',
  },
};

/**
 * The opening section of a page: its h1 with the line above it and the intro, on the page's wash,
 * with the top padding that clears the fixed header. The h1 is never animated: it is the page's
 * largest paint. The section is a region named by its h1.
 */
export function PageHero({
  title,
  intro,
  eyebrow,
  look = 'landing',
  centred = false,
  top,
  labels,
  aside,
  children,
}: PageHeroProps) {
  const titleId = useId();
  const style = looks[look];
  const text = (
    <div>
      {eyebrow &&
        (centred ? (
          <p className="inline-flex rounded-full border border-ember-200 bg-white px-4 py-1.5 text-sm font-bold text-ember-800">
            {eyebrow}
          </p>
        ) : (
          <p className={cx('text-sm font-bold tracking-wider uppercase', style.eyebrow)}>{eyebrow}</p>
        ))}
      {labels}
      <h1
        id={titleId}
        className={cx(
          'text-4xl font-extrabold tracking-tight text-balance [overflow-wrap:anywhere]',
          centred ? 'mt-6' : style.titleGap,
          style.title,
        )}
      >
        {title}
      </h1>
      {intro && (
        <p className={cx('max-w-2xl text-lg leading-relaxed text-pretty', style.intro, centred && 'mx-auto')}>
          {intro}
        </p>
      )}
      {children}
    </div>
  );
  const body = aside ? (
    <div className={cx('grid', style.columns)}>
      {text}
      {aside}
    </div>
  ) : (
    text
  );
  return (
    <section aria-labelledby={titleId} className={cx('relative isolate overflow-hidden', style.frame)}>
      {/* A centred hero keeps the first glow only: the second would sit low behind its text. */}
      {(centred ? style.glows.slice(0, 1) : style.glows).map((glow) => (
        <div key={glow} aria-hidden="true" className={glow} />
      ))}
      <div className={cx('mx-auto px-4 sm:px-6 lg:px-8', centred ? 'max-w-4xl text-center' : 'max-w-7xl')}>
        {top}
        {top ? <div className="mt-8">{body}</div> : body}
      </div>
    </section>
  );
}
