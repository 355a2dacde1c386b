import { Icon } from '@/components/icon';
import { Reveal } from '@/components/reveal';
import { Section, SectionHeading } from '@/components/section';
import type { DepartmentGridContent } from '@/types/sections';
import { IconBadge } from './icon-badge';

interface DepartmentGridProps extends DepartmentGridContent {
  className?: string;
}

/** Departments as cards: the time saved per day up front, then the workflows that save it. */
export function DepartmentGrid({
  heading,
  timeSavedSuffix,
  examplesTitle,
  departments,
  className,
}: DepartmentGridProps) {
  return (
    <Section className={className}>
      <SectionHeading {...heading} />
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {departments.map((department, index) => (
          <Reveal
            as="li"
            key={department.name}
            index={index % 3}
            className="flex flex-col rounded-2xl border border-plum-100 bg-white p-6 shadow-sm sm:p-7"
          >
            <div className="flex items-center gap-3">
              <IconBadge icon={department.icon} />
              <h3 className="text-lg font-bold text-plum-950">{department.name}</h3>
            </div>
            <p className="mt-5 inline-flex items-center gap-2 self-start rounded-full bg-ember-50 px-3 py-1.5 text-sm font-bold text-ember-800">
              <Icon name="clock" className="size-4" />
              {department.timeSaved} {timeSavedSuffix}
            </p>
            <p className="mt-4 leading-relaxed text-plum-800 lg:min-h-[3.25rem]">{department.summary}</p>
            <h4 className="mt-6 text-xs font-bold tracking-wider text-plum-700 uppercase">{examplesTitle}</h4>
            <ul className="mt-3 grid gap-3 border-t border-plum-100 pt-4">
              {department.examples.map((example) => (
                <li key={example.title}>
                  <p className="text-sm font-semibold text-plum-950">{example.title}</p>
                  <p className="mt-0.5 text-sm leading-relaxed text-plum-800">{example.description}</p>
                </li>
              ))}
            </ul>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
