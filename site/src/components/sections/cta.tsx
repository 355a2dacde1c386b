import { Reveal } from '@/components/reveal';
import type { CtaContent } from '@/types/sections';
import { ActionButtons } from './action-buttons';

/**
 * A page's own call to action, light so it reads as part of the page rather than a second copy of
 * the footer's gradient block.
 */
export function Cta({ title, text, primary, secondary }: CtaContent) {
  return (
    <section className="render-lazy mx-auto max-w-7xl px-4 py-12 [contain-intrinsic-size:auto_24rem] sm:px-6 sm:py-16 lg:px-8">
      <Reveal className="relative isolate overflow-hidden rounded-3xl border border-ember-100 bg-linear-to-br from-ember-50 via-white to-plum-50 px-6 py-10 sm:px-12 sm:py-12 lg:flex lg:items-center lg:justify-between lg:gap-12">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-extrabold tracking-tight text-balance text-plum-950 sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-plum-800">{text}</p>
        </div>
        <ActionButtons
          primary={primary}
          secondary={secondary}
          primaryVariant="accent"
          className="mt-8 shrink-0 lg:mt-0"
        />
      </Reveal>
    </section>
  );
}
