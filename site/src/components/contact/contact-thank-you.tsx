import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '@/components/button';
import type { ContactContent } from '@/content/contact';

/** Replaces the form after a successful (or duplicate) submission; takes focus so it is announced. */
export function ContactThankYou({ content }: { content: ContactContent['thankYou'] }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    headingRef.current?.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  }, []);

  return (
    <div className="flex flex-col items-center rounded-3xl border border-plum-100 bg-white px-6 py-14 text-center shadow-xl shadow-plum-900/5 sm:px-12 sm:py-20">
      <span className="grid size-16 place-items-center rounded-2xl bg-plum-50 text-ember-700">
        <CheckCircle2 className="size-8" aria-hidden="true" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-3xl font-extrabold tracking-tight text-plum-950 outline-none sm:text-4xl"
      >
        {content.title}
      </h2>
      <p className="mt-4 max-w-md text-lg leading-relaxed text-plum-800">{content.text}</p>
      <ButtonLink to={content.back.href} size="lg" className="mt-8">
        {content.back.label}
      </ButtonLink>
    </div>
  );
}
