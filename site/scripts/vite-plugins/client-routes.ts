/**
 * `virtual:client-routes`: the route table as the browser's router needs it (path, page file and
 * the page's `data`), without titles, descriptions or structured data. The build writes the list
 * from the server build's route table (`writeClientRoutes`) before it builds the client; the dev
 * server computes it on the fly.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Plugin, ViteDevServer } from 'vite';
import type { ClientRoute, RouteEntry } from '../../src/types/routes.ts';

const virtualId = 'virtual:client-routes';
const resolvedId = `\0${virtualId}`;

interface ClientRoutes {
  routes: ClientRoute[];
  notFound: ClientRoute;
}

function toClientRoute({ path, page, data }: RouteEntry): ClientRoute {
  return data ? { path, page, data } : { path, page };
}

export async function writeClientRoutes(file: string, table: readonly RouteEntry[], notFound: RouteEntry) {
  const list: ClientRoutes = { routes: table.map(toClientRoute), notFound: toClientRoute(notFound) };
  await writeFile(file, JSON.stringify(list));
}

export function clientRoutes({ manifest }: { manifest: string }): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: 'emberwise:client-routes',
    configureServer(devServer) {
      server = devServer;
    },
    // The filters keep the bundler from calling the hooks for every other module.
    resolveId: { filter: { id: new RegExp(`^${virtualId}$`) }, handler: () => resolvedId },
    load: {
      filter: { id: new RegExp(`^\0${virtualId}$`) },
      async handler() {
        let list: ClientRoutes;
        if (server) {
          const { routeTable, notFoundEntry } = await server.ssrLoadModule('/src/routes.tsx');
          list = { routes: routeTable.map(toClientRoute), notFound: toClientRoute(notFoundEntry) };
        } else {
          try {
            list = JSON.parse(await readFile(manifest, 'utf8'));
          } catch {
            throw new Error(
              `client-routes: ${manifest} is missing; build the server bundle first (npm run build)`,
            );
          }
        }
        return `export const clientRoutes = ${JSON.stringify(list.routes)};\nexport const notFoundRoute = ${JSON.stringify(list.notFound)};`;
      },
    },
  };
}
