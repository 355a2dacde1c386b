/**
 * The speculation rules of the site, for browsers that prerender (the Speculation Rules API): a
 * link to a page of the site that the visitor rests the pointer on (or presses) is loaded and
 * rendered in the background, so the click shows it at once. Only while the app has not started:
 * after that, a click is the app's own navigation (`app/route-preload.ts` fetches ahead for it), and
 * a prerendered document would be wasted. The rules travel as a file named by the
 * `Speculation-Rules` header (`headers.ts`), not as an inline script, so the CSP stays as it is.
 */
import { createHash } from 'node:crypto';

/** The MIME type a browser requires of a speculation rules file. */
export const speculationRulesType = 'application/speculationrules+json';

/**
 * Pages a prerender could disturb: a page with a form. A prerendered form is a form the visitor has
 * not seen yet, loaded before they chose to open it, and it may be kept a while before it is shown.
 */
export const hasForm = (html: string) => /<form[\s>]/i.test(html);

/**
 * A link inside an app that has started (`<html data-hydrated>` is set by the app's first commit).
 * Document rules only ever test links, so the selector names them: Chromium adds the selector to the
 * page's style rules, and `:root[data-hydrated] *` made setting the mark restyle every element of the
 * page in one task at start-up (about 8 ms on a long page at 1x) instead of its few dozen links.
 */
export const startedAppLink = ':root[data-hydrated] :is(a, area)';

/**
 * Prerender on `moderate` eagerness (the pointer resting on a link, or pressing it) the given paths,
 * for links outside an app that has started.
 */
export function prerenderRules(paths: readonly string[]) {
  return {
    prerender: [
      {
        source: 'document',
        where: {
          and: [{ href_matches: [...paths] }, { not: { selector_matches: startedAppLink } }],
        },
        eagerness: 'moderate',
      },
    ],
  };
}

/** The rules as a file under `/assets/`, named by its content so it can be cached for good. */
export function speculationRulesFile(paths: readonly string[]) {
  const text = JSON.stringify(prerenderRules(paths));
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
  return { path: `/assets/speculation-rules-${hash}.json`, text };
}
