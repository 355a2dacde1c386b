import { Icon } from '@/components/icon';
import { Reveal } from '@/components/reveal';
import { Section, SectionHeading } from '@/components/section';
import type { ModalityTile, SolutionPageContent } from '@/types/solutions';

/** The five data types a multimodal workflow combines. */
export function ModalityTiles({ heading, items }: NonNullable<SolutionPageContent['tiles']>) {
  return (
    <Section className="bg-plum-50/50">
      <SectionHeading {...heading} />
      <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {items.map((tile: ModalityTile, index) => (
          <Reveal
            as="li"
            key={tile.title}
            index={index}
            className="rounded-2xl border border-plum-100 bg-white p-5 text-center shadow-sm"
          >
            <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-ember-50 text-ember-700">
              <Icon name={tile.icon} className="size-6" />
            </span>
            <h3 className="mt-4 font-bold text-plum-950">{tile.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-plum-800">{tile.description}</p>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
