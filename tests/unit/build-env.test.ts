import { describe, expect, it } from 'vitest';
import { buildMode, isLoopbackUrl, readBuildEnv } from '../../site/scripts/env';

describe('build configuration', () => {
  it('needs no backend setting: the browser never talks to the backend', () => {
    expect(readBuildEnv({}, 'production')).toEqual({
      VITE_SITE_URL: 'https://www.emberwise.ai',
      VITE_BOOKING_URL: 'https://cal.com/emberwise/roi-call',
      VITE_VIDEO_ORIGIN: 'https://www.youtube-nocookie.com',
    });
  });

  it('a production build refuses loopback addresses, naming each variable', () => {
    expect(() =>
      readBuildEnv(
        { VITE_SITE_URL: 'http://127.0.0.1:8788', VITE_BOOKING_URL: 'http://localhost:3000/book' },
        'production',
      ),
    ).toThrow(/VITE_SITE_URL: .* loopback[\s\S]*VITE_BOOKING_URL: .* loopback/);
    expect(readBuildEnv({ VITE_SITE_URL: 'http://127.0.0.1:8788' }, 'local').VITE_SITE_URL).toBe(
      'http://127.0.0.1:8788',
    );
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
