import { useId } from 'react';
import type { ServiceHeroContent } from '@/types/sections';
import { ActionButtons } from './action-buttons';

/**
 * The light hero of a service page: the header's dark text stays readable on it, the top padding
 * clears the fixed header, and the h1 is never animated (it is the page's largest paint).
 */
export function ServiceHero({
  eyebrow,
  title,
  intro,
  primary,
  secondary,
  highlightsTitle,
  highlights,
}: ServiceHeroContent) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="relative isolate overflow-hidden bg-linear-to-b from-plum-50 to-white pt-32 pb-16 sm:pb-20 lg:pt-40 lg:pb-24"
    >
      <div
        aria-hidden="true"
        className="absolute -top-48 -right-32 -z-10 size-[34rem] rounded-full bg-ember-200/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute top-40 -left-48 -z-10 size-[28rem] rounded-full bg-plum-200/40 blur-3xl"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.5fr_1fr] lg:gap-16 lg:px-8">
        <div>
          <p className="text-sm font-bold tracking-wider text-ember-700 uppercase">{eyebrow}</p>
          <h1
            id={titleId}
            className="mt-4 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance text-plum-950 sm:text-5xl lg:text-6xl"
          >
            {title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-plum-800 sm:text-xl">
            {intro}
          </p>
          <ActionButtons primary={primary} secondary={secondary} className="mt-10 motion-safe:animate-rise" />
        </div>
        <div className="rounded-3xl border border-plum-100 bg-white/90 p-6 shadow-xl shadow-plum-900/5 motion-safe:animate-rise [animation-delay:0.1s] sm:p-8">
          <p className="text-sm font-bold tracking-wider text-plum-700 uppercase">{highlightsTitle}</p>
          <ul className="mt-2 divide-y divide-plum-100">
            {highlights.map((highlight) => (
              <li key={highlight.value} className="py-4 last:pb-0">
                <p className="text-2xl font-extrabold tracking-tight text-ember-700">{highlight.value}</p>
                <p className="mt-1 text-sm leading-snug text-plum-800">{highlight.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
