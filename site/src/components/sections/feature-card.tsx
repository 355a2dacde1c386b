import { Reveal } from '@/components/reveal';
import type { Feature } from '@/types/sections';
import { IconBadge } from './icon-badge';

/**
 * A card of a feature grid or hub diagram, revealed in sequence: a figure above the title
 * (outcomes), or an icon beside it.
 */
export function FeatureCard({ feature, index }: { feature: Feature; index: number }) {
  return (
    <Reveal
      as="li"
      index={index}
      className="rounded-2xl border border-plum-100 bg-white p-6 shadow-sm sm:p-7"
    >
      {feature.figure ? (
        <>
          <p className="text-4xl font-extrabold tracking-tight text-ember-700 sm:text-5xl">
            {feature.figure}
          </p>
          <h3 className="mt-4 text-lg font-bold text-plum-950">{feature.title}</h3>
          <p className="mt-2 leading-relaxed text-plum-800">{feature.description}</p>
        </>
      ) : (
        <>
          <div className="flex items-center gap-3">
            {feature.icon && <IconBadge icon={feature.icon} />}
            <h3 className="font-bold text-plum-950">{feature.title}</h3>
          </div>
          <p className="mt-3 text-sm leading-relaxed text-plum-800">{feature.description}</p>
        </>
      )}
    </Reveal>
  );
}
