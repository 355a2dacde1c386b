import { describe, expect, it } from 'vitest';
import { routeGraph, type ClientManifest } from '../../site/scripts/route-graph';
import { routeGraphUrl } from '../../site/src/lib/route-graph';

/** A client build's manifest as Vite writes it: the entry, page modules, a view and its records. */
const manifest: ClientManifest = {
  'index.html': {
    file: 'assets/index-abc.js',
    isEntry: true,
    imports: ['_react.js', '_router.js'],
    dynamicImports: ['src/lib/head.ts', 'src/routes.tsx', 'src/pages/case-page.tsx', 'src/pages/cases.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
  '_link.js': { file: 'assets/link.js', imports: ['_router.js'] },
  '_projects.js': { file: 'assets/projects.js' },
  'src/lib/head.ts': { file: 'assets/head.js', imports: ['_site-config.js'] },
  '_site-config.js': { file: 'assets/site-config.js' },
  'src/routes.tsx': { file: 'assets/routes.js', imports: ['_projects.js', '_site-config.js'] },
  'src/pages/cases.tsx': { file: 'assets/cases.js', imports: ['index.html', '_link.js', '_projects.js'] },
  'src/pages/case-page.tsx': {
    file: 'assets/case-page.js',
    imports: ['index.html', '_react.js'],
    dynamicImports: ['src/pages/views/case-view.tsx'],
  },
  'src/pages/views/case-view.tsx': {
    file: 'assets/case-view.js',
    imports: ['_link.js', '_projects.js'],
    dynamicImports: ['src/content/cases/a.ts', 'src/content/cases/b.ts'],
  },
  'src/content/cases/a.ts': { file: 'assets/a.js' },
  'src/content/cases/b.ts': { file: 'assets/b.js' },
};

/** What the server render of each route imported on demand. */
const routeImports = new Map([
  ['/cases', ['src/pages/cases.tsx']],
  ['/projects/a', ['src/pages/case-page.tsx', 'src/pages/views/case-view.tsx', 'src/content/cases/a.ts']],
]);

const filesOf = (list: number[], files: string[]) => list.map((index) => files[index]!).sort();

describe('the route module graph', () => {
  const graph = routeGraph(manifest, routeImports);

  it("lists a route's page module, the view and record its load imports, and everything they import", () => {
    expect(filesOf(graph.routes['/projects/a']!, graph.files)).toEqual(
      [
        '/assets/a.js',
        '/assets/case-page.js',
        '/assets/case-view.js',
        '/assets/link.js',
        '/assets/projects.js',
      ].sort(),
    );
    expect(filesOf(graph.routes['/cases']!, graph.files)).toEqual(
      ['/assets/cases.js', '/assets/link.js', '/assets/projects.js'].sort(),
    );
  });

  it('leaves out the records of other routes and what the entry loaded before the app started', () => {
    const listed = filesOf(graph.routes['/projects/a']!, graph.files);
    expect(listed).not.toContain('/assets/b.js');
    for (const first of ['/assets/index-abc.js', '/assets/react.js', '/assets/router.js'])
      expect(graph.files).not.toContain(first);
  });

  it("lists the shell's own navigation modules (head builder, route table) once, apart from the routes", () => {
    expect(filesOf(graph.shared, graph.files)).toEqual(
      ['/assets/head.js', '/assets/projects.js', '/assets/routes.js', '/assets/site-config.js'].sort(),
    );
    expect(new Set(graph.files).size).toBe(graph.files.length);
  });

  it('refuses a module the server imported that the client build does not have', () => {
    expect(() => routeGraph(manifest, new Map([['/x', ['src/pages/missing.tsx']]]))).toThrow(
      /src\/pages\/missing\.tsx/,
    );
  });

  it('is served beside the entry, named after it', () => {
    expect(routeGraphUrl('/assets/index-abc.js')).toBe('/assets/index-abc.routes.json');
  });
});
