/**
 * What keeps the local studio's API to its purpose, as a layer in front of Keystatic's:
 * - a save writes only inside the folders of the studio's collections and singletons and their
 *   image folders. Keystatic's own check compares strings by prefix, so `content/blogx/…` passed as
 *   `content/blog`; here a path must name a file inside one of those folders (or the singleton's
 *   own file), with no `.` or `..` part.
 * - a per-start secret: the studio's page sets it as a cookie (HttpOnly, SameSite=Strict, for the
 *   API's path only) and the API refuses a request without it, so only the studio's own page, loaded
 *   from this server since it started, can read or write the working tree.
 * The server itself answers its own origin only (`supabase/local/listen.ts`).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '@keystatic/core';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { blogRules, caseRules } from '../site/src/lib/content-rules.ts';

/** The folders a save may write into, and the files it may write by name (singletons). */
function writableFolders(config: Config): { folders: string[]; files: string[] } {
  const trim = (path: string) => path.replace(/^\.?\/+/, '').replace(/\/+$/, '');
  const folders = [
    ...Object.values(config.collections ?? {}).map((collection) =>
      trim((collection.path ?? '').replace(/\*.*$/, '')),
    ),
    ...Object.values(config.singletons ?? {}).map((singleton) => trim(singleton.path ?? '')),
    trim(blogRules.imageDirectory),
    trim(caseRules.imageDirectory),
  ].filter(Boolean);
  const files = Object.values(config.singletons ?? {}).map(
    (singleton) => `${trim(singleton.path ?? '')}.yaml`,
  );
  return { folders: [...new Set(folders)], files };
}

/** True when `path` (relative to the working tree, `/`-separated) names a file a save may write. */
function isWritable(path: string, { folders, files }: ReturnType<typeof writableFolders>): boolean {
  if (path.includes('\\') || path.includes('\0')) return false;
  if (path.split('/').some((part) => part === '' || part === '.' || part === '..')) return false;
  return files.includes(path) || folders.some((folder) => path.startsWith(`${folder}/`));
}

/** Refuses a save (`POST /api/keystatic/update`) that writes or deletes a file outside the studio's folders. */
export function collectionWritesOnly(config: Config): MiddlewareHandler {
  const writable = writableFolders(config);
  return async (c, next) => {
    let paths: unknown[];
    try {
      const body = (await c.req.raw.clone().json()) as {
        additions?: { path?: unknown }[];
        deletions?: { path?: unknown }[];
      };
      paths = [...(body.additions ?? []), ...(body.deletions ?? [])].map((change) => change.path);
    } catch {
      return c.text('This save was refused: its request is not the studio’s JSON.', 400);
    }
    const outside = paths.filter((path) => typeof path !== 'string' || !isWritable(path, writable));
    if (outside.length) {
      return c.text(
        `This save was refused: ${outside.map(String).join(', ')} ${outside.length === 1 ? 'is' : 'are'} outside the studio’s folders (${writable.folders.join(', ')}).`,
        400,
      );
    }
    await next();
  };
}

/**
 * The per-start secret's cookie for the studio at `url`: named after its port, as cookies are shared
 * by every port of a host and two studios (npm start and a test run) may run side by side.
 */
const studioKeyCookie = (url: string) => `studio-key-${new URL(url).port || '80'}`;

/**
 * A per-start secret: `cookie(url)` is the header that gives it to the studio's page, `require()`
 * refuses an API call without it.
 */
export function perStartKey() {
  const key = randomBytes(32).toString('base64url');
  const matches = (value: string | undefined) =>
    value !== undefined &&
    value.length === key.length &&
    timingSafeEqual(Buffer.from(value), Buffer.from(key));
  return {
    cookie: (url: string) => `${studioKeyCookie(url)}=${key}; Path=/api/keystatic; HttpOnly; SameSite=Strict`,
    require: (): MiddlewareHandler => async (c, next) => {
      if (!matches(getCookie(c, studioKeyCookie(c.req.url)))) {
        return c.text(
          'The studio’s API answers the studio’s page only: open the studio again (the server was restarted).',
          403,
        );
      }
      await next();
    },
  };
}
