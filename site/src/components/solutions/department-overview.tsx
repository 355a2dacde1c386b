import { Icon } from '@/components/icon';
import { departmentKey } from '@/lib/department-key';
import type { SolutionDepartment } from '@/types/solutions';
import { departmentColourClasses } from './colours';

/**
 * The Overview tab: one card per department. Each card is a button carrying its department's key;
 * the tabs' click handler selects it (also while the cards are still prerendered HTML).
 */
export function DepartmentOverview({ departments, cta }: { departments: SolutionDepartment[]; cta: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {departments.map((department) => (
        <li key={department.name}>
          <button
            type="button"
            data-department={departmentKey(department.name)}
            className="group flex h-full w-full flex-col rounded-2xl border border-plum-100 bg-white p-6 text-left shadow-sm transition-shadow hover:shadow-lg"
          >
            <span
              className={`grid size-11 place-items-center rounded-xl ${departmentColourClasses[department.colour].tile}`}
            >
              <Icon name={department.icon} className="size-5" />
            </span>
            <span className="mt-4 text-lg font-bold text-plum-950">{department.name}</span>
            <span className="mt-2 flex-1 text-sm leading-relaxed text-plum-800">
              {department.description}
            </span>
            <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-ember-700">
              {cta}
              <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
