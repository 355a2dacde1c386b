import { describe, expect, it } from 'vitest';
import { buildMode, isLoopbackUrl, readBuildEnv } from '../../site/scripts/env';

const project = {
  VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.public-anon-key',
};

describe('build configuration', () => {
  it('a local build may leave Supabase unset or point it at the local stack', () => {
    expect(readBuildEnv({}, 'local').VITE_SUPABASE_URL).toBeUndefined();
    expect(
      readBuildEnv({ ...project, VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }, 'local').VITE_SUPABASE_URL,
    ).toBe('http://127.0.0.1:54321');
  });

  it('a production build refuses a missing Supabase URL and anon key, naming each variable', () => {
    expect(() => readBuildEnv({}, 'production')).toThrow(
      /VITE_SUPABASE_URL: missing[\s\S]*VITE_SUPABASE_ANON_KEY: missing/,
    );
    expect(() => readBuildEnv({ VITE_SUPABASE_URL: project.VITE_SUPABASE_URL }, 'production')).toThrow(
      /VITE_SUPABASE_ANON_KEY: missing/,
    );
  });

  it('a production build refuses the loopback address of the local stack', () => {
    for (const url of ['http://127.0.0.1:54321', 'http://localhost:54321', 'http://[::1]:54321']) {
      expect(() => readBuildEnv({ ...project, VITE_SUPABASE_URL: url }, 'production')).toThrow(
        /VITE_SUPABASE_URL: .* loopback/,
      );
    }
  });

  it('a production build with a real project passes', () => {
    expect(readBuildEnv(project, 'production')).toMatchObject(project);
  });

  it('is production on Cloudflare Pages or with --mode production, local otherwise', () => {
    expect(buildMode(['node', 'build.ts'], {})).toBe('local');
    expect(buildMode(['node', 'build.ts'], { CF_PAGES: '1' })).toBe('production');
    expect(buildMode(['node', 'build.ts', '--mode', 'production'], {})).toBe('production');
    expect(buildMode(['node', 'build.ts', '--mode', 'local'], { CF_PAGES: '1' })).toBe('local');
    expect(() => buildMode(['node', 'build.ts', '--mode', 'prod'], {})).toThrow(/Unknown build mode/);
  });

  it('knows which hosts are loopback', () => {
    expect(isLoopbackUrl('http://127.0.0.1:1')).toBe(true);
    expect(isLoopbackUrl('https://abcdefgh.supabase.co')).toBe(false);
  });
});
