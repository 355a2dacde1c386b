/**
 * Joins class names, skipping falsy values, without resolving conflicts: for a component switching
 * between its own class sets, and for callers' layout classes (margins, widths) that set nothing the
 * component sets. It costs no bytes, so the modules of a page's first load use it; to let a caller
 * override a component's own look, merge with `cn()` (`lib/cn.ts`).
 */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
