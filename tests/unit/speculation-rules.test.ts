import { describe, expect, it } from 'vitest';
import { renderHeadersFile } from '../../site/scripts/headers';
import { parseHeadersFile } from '../../scripts/static-server';
import {
  hasForm,
  prerenderRules,
  speculationRulesFile,
  speculationRulesType,
  startedAppLink,
} from '../../site/scripts/speculation-rules';

const env = {
  VITE_SUPABASE_URL: undefined,
  VITE_BOOKING_URL: 'https://cal.com/emberwise/roi-call',
  VITE_VIDEO_ORIGIN: 'https://www.youtube-nocookie.com',
};

describe('the speculation rules', () => {
  const [rule] = prerenderRules(['/', '/cases']).prerender;

  it('prerender the listed pages of the site on moderate eagerness, from links in the document', () => {
    expect(rule).toMatchObject({ source: 'document', eagerness: 'moderate' });
    expect(rule!.where.and).toContainEqual({ href_matches: ['/', '/cases'] });
  });

  it('stop once the app has started: its navigations do not load documents', () => {
    expect(rule!.where.and).toContainEqual({ not: { selector_matches: startedAppLink } });
  });

  it('name only links once the app has started, so its start restyles the links and not the page', () => {
    // The browser keeps the selector with the page's style rules: a universal part after the mark
    // would make setting `data-hydrated` restyle every element of a long page in one task.
    expect(startedAppLink).toMatch(/^:root\[data-hydrated\] /);
    expect(startedAppLink).not.toContain('*');
    expect(startedAppLink.replace(/^:root\[data-hydrated\] /, '')).toBe(':is(a, area)');
  });

  it('tell a page with a form from one without', () => {
    expect(hasForm('<main><form method="post" action="/api/contact"></form></main>')).toBe(true);
    expect(hasForm('<main><p>formal</p><a href="/sign-up">Contact</a></main>')).toBe(false);
  });

  it('are a file under /assets named by its content', () => {
    const a = speculationRulesFile(['/']);
    expect(a.path).toMatch(/^\/assets\/speculation-rules-[0-9a-f]{10}\.json$/);
    expect(JSON.parse(a.text)).toEqual(prerenderRules(['/']));
    expect(speculationRulesFile(['/', '/cases']).path).not.toBe(a.path);
  });
});

describe('_headers with speculation rules', () => {
  const path = '/assets/speculation-rules-0123456789.json';
  const rules = parseHeadersFile(renderHeadersFile({ env, speculationRules: path }));
  const headersOf = (pattern: string) =>
    Object.fromEntries(rules.find((rule) => rule.pattern.test(pattern))!.headers);

  it('names the rules file in a Speculation-Rules header on every path, as a quoted string', () => {
    expect(headersOf('/')['Speculation-Rules']).toBe(`"${path}"`);
  });

  it('serves the rules file with the type browsers require', () => {
    expect(rules.filter((rule) => rule.pattern.test(path)).flatMap((rule) => rule.headers)).toContainEqual([
      'Content-Type',
      speculationRulesType,
    ]);
  });

  it('leaves the script policy as it is: no inline speculation rules allowed', () => {
    const scriptSrc = /script-src ([^;]*)/.exec(headersOf('/')['Content-Security-Policy']!)?.[1];
    expect(scriptSrc).toBe("'self'");
  });
});
