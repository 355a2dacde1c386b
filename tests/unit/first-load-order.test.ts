import { describe, expect, it } from 'vitest';
import { modulesBeforeEntry } from '../../site/scripts/prerender';

/** A client build's manifest as Vite writes it: chunk keys, files and static imports. */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_runtime.js', '_react.js', '_router.js', '_cn.js'],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_router.js': { file: 'assets/router.js', imports: ['_runtime.js', '_react.js'] },
  '_cn.js': { file: 'assets/cn.js' },
  '_button.js': { file: 'assets/button.js', imports: ['_react.js', '_cn.js'] },
  '_section.js': { file: 'assets/section.js', imports: ['_react.js', 'index.html'] },
  'src/pages/sign-up.tsx': {
    file: 'assets/sign-up.js',
    imports: ['_react.js', 'index.html', '_button.js', '_section.js', '_limits.js'],
  },
  '_limits.js': { file: 'assets/limits.js' },
};

describe('the modules a first visit evaluates before the entry', () => {
  const order = modulesBeforeEntry(manifest, 'index.html', 'src/pages/sign-up.tsx');

  it('lists every module a dependency comes before', () => {
    for (const [key, chunk] of Object.entries(manifest)) {
      const at = order.indexOf(`/${chunk.file}`);
      if (at < 0) continue;
      for (const imported of (chunk as { imports?: string[] }).imports ?? []) {
        const file = `/${manifest[imported as keyof typeof manifest].file}`;
        expect(order.indexOf(file), `${key} imports ${imported}`).toBeLessThan(at);
      }
    }
  });

  it('puts React and the router in separate steps, React first, then the page-only modules', () => {
    expect(order).toEqual([
      '/assets/runtime.js',
      '/assets/react.js',
      '/assets/router.js',
      '/assets/cn.js',
      '/assets/button.js',
      '/assets/limits.js',
    ]);
  });

  it('leaves out the entry and every module that imports it: they run when the entry starts the app', () => {
    expect(order).not.toContain('/assets/index.js');
    expect(order).not.toContain('/assets/section.js');
    expect(order).not.toContain('/assets/sign-up.js');
  });

  it('survives an import cycle', () => {
    const cyclic = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_a.js'] },
      '_a.js': { file: 'assets/a.js', imports: ['_b.js'] },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js'] },
      'src/pages/home.tsx': { file: 'assets/home.js', imports: ['_b.js', 'index.html'] },
    };
    expect(modulesBeforeEntry(cyclic, 'index.html', 'src/pages/home.tsx')).toEqual([
      '/assets/b.js',
      '/assets/a.js',
    ]);
  });
});
