import { Icon } from '@/components/icon';
import { Reveal } from '@/components/reveal';
import { Section, SectionHeading } from '@/components/section';
import type { HubDiagramContent } from '@/types/sections';
import { FeatureCard } from './feature-card';

/** Where each line of the connector drawing ends, in % of the diagram: the centres of the quadrants. */
const quadrantCentres = [
  [22, 25],
  [78, 25],
  [22, 75],
  [78, 75],
] as const;

interface HubDiagramProps extends HubDiagramContent {
  className?: string;
}

/**
 * Four areas around a central hub, drawn in HTML so every label is real text: on wide screens the
 * hub sits in the middle with the four boxes in the quadrants around it and decorative connector
 * lines; on small screens the hub comes first and the boxes follow in reading order.
 */
export function HubDiagram({ heading, caption, hub, nodes, className }: HubDiagramProps) {
  return (
    <Section className={className}>
      <SectionHeading {...heading} />
      <Reveal as="figure" className="relative mt-14">
        <figcaption className="sr-only">{caption}</figcaption>
        <svg
          aria-hidden="true"
          focusable="false"
          className="absolute inset-0 hidden size-full text-plum-300 lg:block"
        >
          {quadrantCentres.map(([x, y]) => (
            <line
              key={`${x}-${y}`}
              x1="50%"
              y1="50%"
              x2={`${x}%`}
              y2={`${y}%`}
              stroke="currentColor"
              strokeWidth="2"
              strokeDasharray="6 6"
            />
          ))}
        </svg>
        <div className="relative mx-auto flex max-w-md flex-col items-center rounded-3xl bg-linear-to-br from-plum-950 via-plum-900 to-plum-700 p-8 text-center text-white shadow-xl ring-8 ring-ember-100 lg:absolute lg:top-1/2 lg:left-1/2 lg:z-10 lg:size-64 lg:-translate-x-1/2 lg:-translate-y-1/2 lg:justify-center lg:rounded-full lg:p-9">
          {hub.icon && (
            <span className="grid size-12 place-items-center rounded-full bg-white/15 text-ember-200">
              <Icon name={hub.icon} className="size-6" />
            </span>
          )}
          <h3 className="mt-3 text-xl font-extrabold tracking-tight">{hub.title}</h3>
          <p className="mt-2 text-sm leading-snug text-white/90">{hub.description}</p>
        </div>
        <ul className="relative mt-6 grid gap-4 sm:grid-cols-2 lg:mt-0 lg:gap-x-[22rem] lg:gap-y-16">
          {nodes.map((node, index) => (
            <FeatureCard key={node.title} feature={node} index={index + 1} />
          ))}
        </ul>
      </Reveal>
    </Section>
  );
}
