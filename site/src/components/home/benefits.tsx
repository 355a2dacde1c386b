import { Reveal } from '@/components/reveal';
import { Section, SectionHeading } from '@/components/section';
import type { HomeContent } from '@/types/home';

type BenefitsContent = HomeContent['benefits'];

/** The three value claims, each led by its figure. */
export function Benefits({ content }: { content: BenefitsContent }) {
  return (
    <Section>
      <SectionHeading title={content.title} intro={content.intro} />
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {content.items.map((item, index) => (
          <Reveal
            as="li"
            key={item.title}
            index={index}
            className="rounded-2xl border border-plum-100 bg-plum-50/60 p-8"
          >
            <p className="text-5xl font-extrabold tracking-tight text-ember-700">{item.figure}</p>
            <h3 className="mt-4 text-lg font-bold text-plum-950">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-plum-800">{item.description}</p>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
