/**
 * Draws the social cards of every page of the server bundle's route table into the cache, in a
 * process of its own so it runs beside the site's client build; prints the counts as JSON. The
 * build copies the cards into `dist/` once the prerender is done.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { drawSocialCards } from './social-cards.ts';
import { cardOptions } from './social-card-options.ts';

type ServerEntry = typeof import('../src/entry-server.tsx');

const [root] = process.argv.slice(2);
const server = (await import(pathToFileURL(join(root!, '.ssr/entry-server.js')).href)) as ServerEntry;
const specs = [...server.routeTable, server.notFoundEntry].map((entry) => server.socialCardFor(entry));
console.log(JSON.stringify(await drawSocialCards(specs, cardOptions(root!, server.siteConfig.name))));
