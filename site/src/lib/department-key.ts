/**
 * The key of a department on a solution page, used in the URL hash: its name lowercased with every
 * run of whitespace turned into one hyphen ("Legal & Compliance" -> "legal-&-compliance").
 */
export function departmentKey(name: string): string {
  return name.toLowerCase().trim().replace(/\s+/g, '-');
}

/** The department a key names; an unknown key falls back to the first department. */
export function departmentForKey<T extends { name: string }>(key: string, departments: readonly T[]): T {
  return departments.find((department) => departmentKey(department.name) === key) ?? departments[0]!;
}
