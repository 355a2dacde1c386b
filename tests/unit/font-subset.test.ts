import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coreCodePoints, coreFontFile, subsetCoreFont, unicodeRange } from '../../site/scripts/font-subset';

const stylesheet = readFileSync(new URL('../../site/src/styles.css', import.meta.url), 'utf8');

describe('the preloaded text face', () => {
  it('is the subset the script cuts from the installed package, byte for byte', async () => {
    expect(Buffer.compare(await subsetCoreFont(), readFileSync(coreFontFile))).toBe(0);
    // Cutting the subset takes about a second, several on a machine busy with other suites.
  }, 30_000);

  it('fits in the first round trip of a new connection (14.6 KB with the response headers)', () => {
    expect(readFileSync(coreFontFile).length).toBeLessThan(14_000);
  });

  it('is declared for exactly the characters it holds', () => {
    const face = /@font-face\s*{[^}]*'Plus Jakarta Sans Core'[^}]*}/.exec(stylesheet)?.[0];
    expect(face).toBeDefined();
    expect(/unicode-range:\s*([^;]+);/.exec(face!)?.[1]?.replace(/\s+/g, ' ')).toBe(
      unicodeRange(coreCodePoints),
    );
    expect(face).toContain('font-weight: 400 800');
  });

  it('comes first in the sans stack, ahead of the full family and the metric-matched fallback', () => {
    expect(stylesheet).toMatch(
      /--font-sans:\s*'Plus Jakarta Sans Core',\s*'Plus Jakarta Sans Variable',\s*'Plus Jakarta Sans Fallback'/,
    );
  });
});

describe('unicodeRange', () => {
  it('collapses runs of code points and keeps single ones', () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xa9, 0x2013, 0x2014])).toBe('U+20-22, U+A9, U+2013-2014');
  });
});
