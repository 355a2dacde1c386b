import { ActionButtons } from '@/components/sections/action-buttons';
import type { SolutionPageContent } from '@/types/solutions';

/** The hero of a solution page: badge, headline, intro and the call to action. */
export function SolutionHero({ badge, headline, intro, cta, secondary }: SolutionPageContent['hero']) {
  return (
    <div className="relative isolate overflow-hidden bg-linear-to-b from-plum-50 to-white pt-32 pb-16 sm:pb-20 lg:pt-40">
      <div
        aria-hidden="true"
        className="absolute -top-48 -right-32 -z-10 size-[34rem] rounded-full bg-ember-200/40 blur-3xl"
      />
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        <p className="inline-flex rounded-full border border-ember-200 bg-white px-4 py-1.5 text-sm font-bold text-ember-800">
          {badge}
        </p>
        <h1 className="mt-6 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance text-plum-950 sm:text-5xl lg:text-6xl">
          {headline}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-plum-800 sm:text-xl">
          {intro}
        </p>
        <ActionButtons primary={cta} secondary={secondary} className="mt-10 justify-center" />
      </div>
    </div>
  );
}
