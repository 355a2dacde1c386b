/**
 * Builds the icon sprite: the icons of `src/types/icon-names.ts` that the source actually names (as a
 * quoted string anywhere under `src/`), drawn from lucide's path data, as `<symbol>`s in one SVG file
 * under a content hash (`/assets/icons-<hash>.svg`, cached for a year).
 * `import spriteUrl from 'virtual:icon-sprite'` gives its URL; the client build emits the file, and
 * the server build (prerender) gets the same URL because the hash depends only on the content.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { iconNames } from '../../src/types/icon-names.ts';

const virtualId = 'virtual:icon-sprite';
const resolvedId = `\0${virtualId}`;
const require = createRequire(import.meta.url);

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** lucide's path data of one icon, read from its ES module without executing React code. */
async function iconNode(name: string): Promise<IconNode> {
  const file = require.resolve(`lucide-react/icons/${name}`);
  const source = await readFile(file, 'utf8');
  // Old names are aliases that re-export the icon under its current name.
  const alias = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(source);
  if (alias) return iconNode(alias[1]!);
  const match = /const __iconData = (\{[\s\S]*?\n\});/.exec(source);
  if (!match) throw new Error(`icon-sprite: no path data for "${name}" in ${file}`);
  return (Function(`return ${match[1]}`)() as { node: IconNode }).node;
}

const SYMBOL_STYLE =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

function symbol(name: string, node: IconNode): string {
  const children = node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
        .join(' ');
      return `<${tag} ${attrs}/>`;
    })
    .join('');
  // lucide's stroke style, inherited by the symbol's shapes; `currentColor` is the colour of the
  // page's <svg> that uses it, so an icon takes the colour of its text.
  return `<symbol id="${name}" viewBox="0 0 24 24" ${SYMBOL_STYLE}>${children}</symbol>`;
}

async function renderSprite(names: readonly string[] = iconNames): Promise<string> {
  const symbols = await Promise.all(names.map(async (name) => symbol(name, await iconNode(name))));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

const sourceDir = fileURLToPath(new URL('../../src', import.meta.url));

/** The registry's icons that some source file names in quotes (a typed `IconName` is always quoted). */
async function usedIconNames(dir = sourceDir): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const sources = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && /\.(tsx?|mdx)$/.test(entry.name) && entry.name !== 'icon-names.ts')
      .map((entry) => readFile(join(entry.parentPath, entry.name), 'utf8')),
  );
  const quoted = new Set(
    sources.flatMap((source) => [...source.matchAll(/['"]([a-z0-9-]+)['"]/g)].map((m) => m[1]!)),
  );
  return iconNames.filter((name) => quoted.has(name));
}

export function iconSprite(): Plugin {
  let sprite: Promise<{ source: string; fileName: string }> | undefined;
  const load = () =>
    (sprite ??= usedIconNames()
      .then(renderSprite)
      .then((source) => {
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
        return { source, fileName: `assets/icons-${hash}.svg` };
      }));
  return {
    name: 'emberwise:icon-sprite',
    // The filters keep the bundler from calling the hooks for every other module.
    resolveId: { filter: { id: new RegExp(`^${virtualId}$`) }, handler: () => resolvedId },
    load: {
      filter: { id: new RegExp(`^\0${virtualId}$`) },
      async handler() {
        const { fileName } = await load();
        return `export default ${JSON.stringify(`/${fileName}`)};`;
      },
    },
    async generateBundle() {
      if (this.environment?.config.consumer === 'server') return;
      const { source, fileName } = await load();
      this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const { source, fileName } = await load();
        if (request.url !== `/${fileName}`) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(source);
      });
    },
  };
}
