import { Icon } from '@/components/icon';
import type { SolutionExample } from '@/types/solutions';

export interface ExampleCardLabels {
  metricsTitle: string;
  useCaseTitle: string;
  workflowTitle: string;
  benefitsTitle: string;
}

/** The steps of a workflow chain ("Ticket arrives → Intent tagged → ..."). */
export function workflowSteps(workflow: string): string[] {
  return workflow
    .split('→')
    .map((step) => step.trim())
    .filter(Boolean);
}

/** One worked example: what it does, four figures, a real use case, its workflow and its benefits. */
export function ExampleCard({ example, labels }: { example: SolutionExample; labels: ExampleCardLabels }) {
  return (
    <article className="rounded-3xl border border-plum-100 bg-white p-6 shadow-sm sm:p-8">
      <h3 className="text-xl font-bold text-balance text-plum-950">{example.title}</h3>
      <p className="mt-3 leading-relaxed text-plum-800">{example.description}</p>
      <h4 className="sr-only">{labels.metricsTitle}</h4>
      <ul className="mt-6 grid grid-cols-2 gap-3">
        {example.metrics.map((metric) => (
          <li
            key={metric}
            className="rounded-2xl bg-ember-50/70 px-4 py-3 text-sm leading-snug font-semibold text-ember-900"
          >
            {metric}
          </li>
        ))}
      </ul>
      <div className="mt-6 rounded-2xl bg-plum-50/70 p-5">
        <h4 className="text-xs font-bold tracking-wider text-plum-700 uppercase">{labels.useCaseTitle}</h4>
        <p className="mt-2 text-sm leading-relaxed text-plum-900">{example.useCase}</p>
      </div>
      <h4 className="mt-6 text-xs font-bold tracking-wider text-plum-700 uppercase">
        {labels.workflowTitle}
      </h4>
      <ol className="mt-3 flex flex-wrap items-center gap-x-1.5 gap-y-2">
        {workflowSteps(example.workflow).map((step, index) => (
          <li key={step} className="flex items-center gap-1.5">
            {index > 0 && <Icon name="arrow-right" className="size-4 text-ember-600" />}
            <span className="rounded-lg border border-plum-200 bg-white px-2.5 py-1 text-xs font-semibold text-plum-900">
              {step}
            </span>
          </li>
        ))}
      </ol>
      <h4 className="mt-6 text-xs font-bold tracking-wider text-plum-700 uppercase">
        {labels.benefitsTitle}
      </h4>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {example.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2 text-sm text-plum-900">
            <Icon name="circle-check" className="mt-0.5 size-4 text-ember-700" />
            {benefit}
          </li>
        ))}
      </ul>
    </article>
  );
}
