import { describe, expect, it } from 'vitest';
import { connectionAllowsPrefetch } from '../../site/src/app/navigation-network';

describe('prefetching on intent', () => {
  it('goes ahead on a fast connection, or where the browser does not say', () => {
    expect(connectionAllowsPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(connectionAllowsPrefetch({})).toBe(true);
  });

  it('holds back when the visitor asked to save data', () => {
    expect(connectionAllowsPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
  });

  it('holds back on a slow effective connection type', () => {
    for (const effectiveType of ['slow-2g', '2g', '3g'])
      expect(connectionAllowsPrefetch({ effectiveType }), effectiveType).toBe(false);
  });
});
