import { join } from 'node:path';
import type { CardOptions } from './social-cards.ts';

/** Where the build's cards are drawn from, cached and written. */
export function cardOptions(root: string, brand: string): CardOptions {
  return {
    publicDir: join(root, 'site/public'),
    logoFile: join(root, 'site/src/assets/favicon.svg'),
    outDir: join(root, 'dist'),
    cacheDir: join(root, 'node_modules/.cache/emberwise-social-cards'),
    brand,
  };
}
