import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy values, and resolves Tailwind conflicts: of two classes that
 * set the same property under the same variants, the later one stays (`cn('inline-flex', 'hidden
 * sm:inline-flex')` is `hidden sm:inline-flex`). For a component's classes merged with a caller's.
 *
 * tailwind-merge knows every Tailwind class, and that knowledge is 8 KB gzip: more than a page's
 * first load has room for. Modules a page loads on its first visit therefore join their own class
 * sets with `cx()` (`lib/cx.ts`) and take no caller classes that could conflict; `cn()` is for
 * server-rendered markup and for code loaded later (views after a navigation, dialogs).
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return twMerge(classes);
}
