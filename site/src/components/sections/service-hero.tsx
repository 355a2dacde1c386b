import type { ServiceHeroContent } from '@/types/sections';
import { ActionButtons } from './action-buttons';
import { PageHero } from './page-hero';

/** The hero of a service page: the page hero with its calls to action and a card of key figures beside it. */
export function ServiceHero({
  eyebrow,
  title,
  intro,
  primary,
  secondary,
  highlightsTitle,
  highlights,
}: ServiceHeroContent) {
  return (
    <PageHero
      eyebrow={eyebrow}
      title={title}
      intro={intro}
      aside={
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
      }
    >
      <ActionButtons primary={primary} secondary={secondary} className="mt-10 motion-safe:animate-rise" />
    </PageHero>
  );
}
