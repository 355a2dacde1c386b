import type { DepartmentColour } from '@/types/solutions';

/** Classes of a department's accent: icon tile and badge. */
export const departmentColourClasses: Record<DepartmentColour, { tile: string; badge: string }> = {
  plum: { tile: 'bg-plum-100 text-plum-800', badge: 'bg-plum-50 text-plum-800' },
  ember: { tile: 'bg-ember-100 text-ember-800', badge: 'bg-ember-50 text-ember-800' },
  rose: { tile: 'bg-rose-100 text-rose-800', badge: 'bg-rose-50 text-rose-800' },
  violet: { tile: 'bg-violet-100 text-violet-800', badge: 'bg-violet-50 text-violet-800' },
  teal: { tile: 'bg-teal-100 text-teal-800', badge: 'bg-teal-50 text-teal-800' },
  amber: { tile: 'bg-amber-100 text-amber-900', badge: 'bg-amber-50 text-amber-900' },
};
