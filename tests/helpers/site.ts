/**
 * The site as the build made it, for end-to-end tests: the route table and site helpers come from
 * the server bundle (`.ssr/entry-server.js`, written by the build), because the route table reads
 * content that only the build can compile (MDX frontmatter). `npm test` builds before the e2e suite.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../../scripts/process';

type ServerEntry = typeof import('../../site/src/entry-server');

const server = (await import(pathToFileURL(join(repoRoot, '.ssr/entry-server.js')).href)) as ServerEntry;

export const {
  routeTable,
  notFoundEntry,
  routeRedirects,
  pageTitle,
  absoluteUrl,
  siteConfig,
  blogPosts,
  blogIndex,
  categoryCounts,
  projects,
  positions,
  readableIssues,
  sentIssues,
} = server;
