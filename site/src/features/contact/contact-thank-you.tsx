import { Icon } from '@/components/icon';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '@/components/button';
import type { ContactContent } from '@/types/contact';
import { cx } from '@/lib/cx';

interface ContactThankYouProps {
  content: ContactContent['thankYou'];
  /**
   * `replacesForm`: shown in place of the form after a submit in the browser (an h2 that takes focus
   * so it is announced, in a card). `page`: the h1 of the thank-you page the no-JavaScript form lands on.
   */
  variant?: 'replacesForm' | 'page';
}

/** "Thanks for reaching out!" with a Back to Home link, after a successful (or duplicate) submission. */
export function ContactThankYou({ content, variant = 'replacesForm' }: ContactThankYouProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isPage = variant === 'page';
  useEffect(() => {
    if (isPage) return;
    headingRef.current?.focus({ preventScroll: true });
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    headingRef.current?.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [isPage]);

  const Heading = isPage ? 'h1' : 'h2';
  return (
    <div
      className={cx(
        'flex flex-col items-center text-center',
        isPage
          ? 'mx-auto min-h-[60vh] max-w-2xl justify-center px-4 pt-32'
          : 'rounded-3xl border border-plum-100 bg-white px-6 py-14 shadow-xl shadow-plum-900/5 sm:px-12 sm:py-20',
      )}
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-plum-50 text-ember-700">
        <Icon name="circle-check" className="size-8" />
      </span>
      <Heading
        ref={headingRef}
        tabIndex={isPage ? undefined : -1}
        className="mt-6 text-3xl font-extrabold tracking-tight text-plum-950 outline-none sm:text-4xl"
      >
        {content.title}
      </Heading>
      <p className="mt-4 max-w-md text-lg leading-relaxed text-plum-800">{content.text}</p>
      <ButtonLink to={content.back.href} size="lg" className="mt-8">
        {content.back.label}
      </ButtonLink>
    </div>
  );
}
