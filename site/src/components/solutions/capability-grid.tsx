import { Icon } from '@/components/icon';
import { Reveal } from '@/components/reveal';
import { Section, SectionHeading } from '@/components/section';
import type { SolutionPageContent } from '@/types/solutions';

interface CapabilityGridProps {
  content: SolutionPageContent['capabilities'];
  keyCapabilitiesLabel: string;
}

/** Four capability cards: what the AI does, its four key capabilities and the data it works on. */
export function CapabilityGrid({ content, keyCapabilitiesLabel }: CapabilityGridProps) {
  return (
    <Section>
      <SectionHeading {...content.heading} />
      <ul className="mt-14 grid gap-6 md:grid-cols-2">
        {content.cards.map((card, index) => (
          <Reveal
            as="li"
            key={card.title}
            index={index % 2}
            className="flex flex-col rounded-3xl border border-plum-100 bg-white p-6 shadow-sm sm:p-8"
          >
            <div className="flex items-center gap-4">
              <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-signature text-white">
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 className="text-xl font-bold text-plum-950">{card.title}</h3>
            </div>
            <p className="mt-4 leading-relaxed text-plum-800">{card.description}</p>
            <h4 className="mt-6 text-xs font-bold tracking-wider text-plum-700 uppercase">
              {keyCapabilitiesLabel}
            </h4>
            <ul className="mt-3 flex flex-wrap gap-2">
              {card.capabilities.map((capability) => (
                <li
                  key={capability}
                  className="rounded-full bg-plum-50 px-3 py-1 text-sm font-semibold text-plum-800"
                >
                  {capability}
                </li>
              ))}
            </ul>
            <p className="mt-6 border-t border-plum-100 pt-4 text-sm leading-relaxed text-plum-800">
              <span className="font-bold text-plum-950">{content.typesLabel}:</span> {card.dataTypes}
            </p>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
