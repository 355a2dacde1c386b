import { Section, SectionHeading } from '@/components/section';
import type { FeatureGridContent } from '@/types/sections';
import { cn } from '@/lib/cn';
import { FeatureCard } from './feature-card';

const columnClasses = {
  3: 'md:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-5',
  6: 'sm:grid-cols-2 lg:grid-cols-3',
} as const;

interface FeatureGridProps extends FeatureGridContent {
  className?: string;
  /** How many cards the grid is laid out for; 6 means two rows of three. */
  columns?: keyof typeof columnClasses;
}

/** A section of cards: scope, data types and deliverables lead with an icon, outcomes with a figure. */
export function FeatureGrid({ heading, items, className, columns = 3 }: FeatureGridProps) {
  const perRow = columns === 6 ? 3 : columns;
  return (
    <Section className={className}>
      <SectionHeading {...heading} />
      <ul className={cn('mt-14 grid gap-6', columnClasses[columns])}>
        {items.map((item, index) => (
          <FeatureCard key={item.title} feature={item} index={index % perRow} />
        ))}
      </ul>
    </Section>
  );
}
