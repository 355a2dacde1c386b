import type { SolutionDepartment } from '@/types/solutions';
import { departmentColourClasses } from './colours';
import { ExampleCard, type ExampleCardLabels } from './example-card';

/** A department's tab: what AI on this data type does for it, and its two worked examples. */
export function DepartmentExamples({
  department,
  labels,
}: {
  department: SolutionDepartment;
  labels: ExampleCardLabels;
}) {
  return (
    <div>
      <p
        className={`inline-flex rounded-full px-3 py-1 text-sm font-bold ${departmentColourClasses[department.colour].badge}`}
      >
        {department.name}
      </p>
      <p className="mt-3 max-w-3xl text-lg leading-relaxed text-plum-800">{department.description}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        {department.examples.map((example) => (
          <ExampleCard key={example.title} example={example} labels={labels} />
        ))}
      </div>
    </div>
  );
}
