import { Icon } from '@/components/icon';
import { Reveal } from '@/components/reveal';
import { Section, SectionHeading } from '@/components/section';
import type { StepListContent } from '@/types/sections';

interface StepListProps extends StepListContent {
  className?: string;
}

/** How an engagement runs: numbered steps with their durations, the heading kept in view beside them. */
export function StepList({ heading, total, steps, className }: StepListProps) {
  return (
    <Section className={className}>
      <div className="grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div className="lg:sticky lg:top-32 lg:self-start">
          <SectionHeading {...heading} align="left" />
          <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-plum-900 px-4 py-2 text-sm font-semibold text-white">
            <Icon name="clock" className="size-4" />
            {total}
          </p>
        </div>
        <ol className="grid gap-5">
          {steps.map((step, index) => (
            <Reveal
              as="li"
              key={step.title}
              index={index}
              className="relative grid grid-cols-[auto_1fr] gap-x-5 rounded-2xl border border-plum-100 bg-white p-6 shadow-sm sm:p-7"
            >
              <span
                aria-hidden="true"
                className="grid size-11 place-items-center self-center sm:row-span-2 sm:self-start rounded-full bg-ember-700 text-lg font-extrabold text-white"
              >
                {index + 1}
              </span>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 self-center sm:self-start sm:pt-2">
                <h3 className="text-lg font-bold text-plum-950">{step.title}</h3>
                <span className="rounded-full bg-plum-50 px-2.5 py-0.5 text-xs font-semibold text-plum-800">
                  {step.duration}
                </span>
              </div>
              <p className="col-span-2 mt-4 leading-relaxed text-plum-800 sm:col-span-1 sm:mt-2">
                {step.description}
              </p>
            </Reveal>
          ))}
        </ol>
      </div>
    </Section>
  );
}
