import { ArrowLink } from '@/components/arrow-link';
import { Icon } from '@/components/icon';
import { Reveal } from '@/components/reveal';
import { Section, SectionHeading } from '@/components/section';
import type { Service } from '@/types/entities';
import type { SectionCopy } from '@/types/sections';

interface ServiceCardsProps {
  heading: SectionCopy;
  services: Service[];
  learnMore: string;
}

/** The four services, each with a Learn More link to its page. */
export function ServiceCards({ heading, services, learnMore }: ServiceCardsProps) {
  return (
    <Section className="bg-plum-50/50">
      <SectionHeading {...heading} />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service, index) => (
          <Reveal
            as="li"
            key={service.link}
            index={index}
            className="flex flex-col rounded-2xl border border-plum-100 bg-white p-6 shadow-sm"
          >
            <span className="grid size-11 place-items-center rounded-xl bg-plum-50 text-plum-800">
              <Icon name={service.icon} className="size-5" />
            </span>
            <h3 className="mt-4 font-bold text-plum-950">{service.title}</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-plum-800">{service.description}</p>
            <ArrowLink to={service.link} label={learnMore} subject={service.title} className="mt-5" />
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
