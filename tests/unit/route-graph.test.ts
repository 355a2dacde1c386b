import { describe, expect, it } from 'vitest';
import { pageFiles, routeGraph, type ClientManifest } from '../../site/scripts/route-graph';
import { routeGraphUrl } from '../../site/src/lib/route-graph';

/** A client build's manifest as Vite writes it: the entry, page modules and what they import. */
const manifest: ClientManifest = {
  'index.html': {
    file: 'assets/index-abc.js',
    isEntry: true,
    imports: ['_react.js', '_router.js'],
    dynamicImports: ['src/lib/head.ts', 'src/pages/case-page.tsx', 'src/pages/cases.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
  '_link.js': { file: 'assets/link.js', imports: ['_router.js'] },
  '_projects.js': { file: 'assets/projects.js' },
  '_static-page.js': { file: 'assets/static-page.js', imports: ['_react.js'] },
  'src/lib/head.ts': { file: 'assets/head.js' },
  'src/pages/cases.tsx': { file: 'assets/cases.js', imports: ['index.html', '_link.js', '_projects.js'] },
  'src/pages/case-page.tsx': {
    file: 'assets/case-page.js',
    imports: ['index.html', '_static-page.js'],
    dynamicImports: ['src/pages/views/case-view.tsx'],
  },
  'src/pages/views/case-view.tsx': { file: 'assets/case-view.js', imports: ['_link.js', '_projects.js'] },
};

describe('the route module graph', () => {
  const graph = routeGraph(manifest, [
    { path: '/cases', page: 'cases' },
    { path: '/projects/a', page: 'case-page' },
    { path: '/projects/b', page: 'case-page' },
  ]);
  const filesOf = (path: string) => graph.routes[path]!.map((index) => graph.files[index]!).sort();

  it("lists a route's page module and everything it imports", () => {
    expect(filesOf('/cases')).toEqual(['/assets/cases.js', '/assets/link.js', '/assets/projects.js']);
    expect(filesOf('/projects/a')).toEqual(['/assets/case-page.js', '/assets/static-page.js']);
  });

  it("leaves out what the entry loaded before the app started, and the view: the page's words come as HTML", () => {
    for (const first of [
      '/assets/index-abc.js',
      '/assets/react.js',
      '/assets/router.js',
      '/assets/case-view.js',
    ])
      expect(graph.files).not.toContain(first);
  });

  it('names each file once, however many routes need it', () => {
    expect(new Set(graph.files).size).toBe(graph.files.length);
    expect(graph.routes['/projects/a']).toEqual(graph.routes['/projects/b']);
  });

  it('is what a first visit of the page loads beside the entry', () => {
    expect(pageFiles(manifest, 'cases').sort()).toEqual(filesOf('/cases'));
  });

  it('refuses a page the client build does not have', () => {
    expect(() => routeGraph(manifest, [{ path: '/x', page: 'missing' }])).toThrow(/src\/pages\/missing\.tsx/);
  });

  it('is served beside the entry, named after it', () => {
    expect(routeGraphUrl('/assets/index-abc.js')).toBe('/assets/index-abc.routes.json');
  });
});
