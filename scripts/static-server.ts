/**
 * A plain static server for a built `dist/`, answering like Cloudflare Pages does for the files of
 * this site: `/x` serves `x.html` (or `x/index.html`), the headers of `_headers` are applied (every
 * matching block, `*` as a wildcard), the exact paths of `_redirects` redirect, an unknown path gets
 * `404.html` with status 404, and text is gzip-compressed. No Functions: `/api/*` is not served.
 * With `http2`, it answers as Pages does on the web: over TLS (a throw-away certificate for
 * 127.0.0.1, so the browser needs `--ignore-certificate-errors`) and HTTP/2, HTTP/1.1 still
 * accepted. `npm run bench` uses it for stable timings (no worker in the path); with
 * `stripScripts` every HTML page loses its JavaScript (JSON-LD data stays), to measure the same
 * page as HTML only. `refuse` answers 404 for the paths it names (the app's entry, to keep pages
 * from starting the app), and `withoutHeaders` leaves headers of `_headers` out
 * (`Speculation-Rules`, to measure without it).
 */
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg']);

export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

/** The blocks of a `_headers` file: a path pattern, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    if (separator > 0)
      rules.at(-1)?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** The exact-path lines of a `_redirects` file: source, target and status. */
function parseRedirectsFile(text: string): Map<string, { to: string; status: number }> {
  const redirects = new Map<string, { to: string; status: number }>();
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to) continue;
    redirects.set(from, { to, status: Number(status ?? 302) });
  }
  return redirects;
}

/**
 * The HTML without its JavaScript: inline, classic and module scripts alike. JSON-LD blocks stay:
 * they are data the page carries for search engines, the same with or without scripts.
 */
export const withoutScripts = (html: string) =>
  html.replace(/<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '');

async function fileAt(path: string): Promise<string | undefined> {
  const info = await stat(path).catch(() => undefined);
  return info?.isFile() ? path : undefined;
}

/** DER: a tag, its length, its content. */
function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const length =
    body.length < 0x80
      ? Buffer.from([body.length])
      : body.length < 0x100
        ? Buffer.from([0x81, body.length])
        : Buffer.from([0x82, body.length >> 8, body.length & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, body]);
}

function objectId(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const base128 = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) base128.unshift((value & 0x7f) | 0x80);
    bytes.push(...base128);
  }
  return der(0x06, Buffer.from(bytes));
}

/** UTCTime, YYMMDDHHMMSSZ. */
const utcTime = (date: Date) =>
  der(0x17, Buffer.from(date.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z', 'ascii'));

/**
 * A self-signed certificate for 127.0.0.1 (EC P-256, valid from an hour ago for a day), built here
 * so that serving over TLS needs no openssl. Only for a local server whose browser is told to
 * ignore certificate errors: nothing trusts it.
 */
export function localCertificate(): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const ecdsaWithSha256 = der(0x30, objectId('1.2.840.10045.4.3.2'));
  const name = der(
    0x30,
    der(0x31, der(0x30, objectId('2.5.4.3'), der(0x0c, Buffer.from('127.0.0.1', 'ascii')))),
  );
  const now = Date.now();
  const tbs = der(
    0x30,
    der(0xa0, der(0x02, Buffer.from([2]))), // version 3
    der(0x02, Buffer.concat([Buffer.from([0x01]), randomBytes(8)])), // positive serial number
    ecdsaWithSha256,
    name,
    der(0x30, utcTime(new Date(now - 3_600_000)), utcTime(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = der(0x30, tbs, ecdsaWithSha256, der(0x03, Buffer.from([0]), signature));
  const lines = certificate.toString('base64').match(/.{1,64}/g) ?? [];
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: ['-----BEGIN CERTIFICATE-----', ...lines, '-----END CERTIFICATE-----', ''].join('\n'),
  };
}

export interface StaticServer {
  origin: string;
  stop: () => Promise<void>;
}

export async function serveStatic({
  dir,
  port = 0,
  stripScripts = false,
  refuse = () => false,
  withoutHeaders = [],
  http2 = false,
}: {
  dir: string;
  port?: number;
  stripScripts?: boolean;
  refuse?: (pathname: string) => boolean;
  withoutHeaders?: readonly string[];
  http2?: boolean;
}): Promise<StaticServer> {
  const headerRules = parseHeadersFile(await readFile(join(dir, '_headers'), 'utf8').catch(() => ''));
  const redirects = parseRedirectsFile(await readFile(join(dir, '_redirects'), 'utf8').catch(() => ''));
  const cache = new Map<string, { body: Buffer; gzipped: Buffer | undefined }>();
  const leftOut = new Set(withoutHeaders.map((name) => name.toLowerCase()));

  async function resolve(pathname: string): Promise<string | undefined> {
    const clean = normalize(decodeURIComponent(pathname)).replace(/\/+$/, '');
    if (clean.includes('..')) return undefined;
    if (clean === '') return fileAt(join(dir, 'index.html'));
    return (
      (extname(clean) ? await fileAt(join(dir, clean)) : undefined) ??
      (await fileAt(join(dir, `${clean}.html`))) ??
      (await fileAt(join(dir, clean, 'index.html')))
    );
  }

  async function load(file: string) {
    let entry = cache.get(file);
    if (!entry) {
      let body = await readFile(file);
      if (stripScripts && file.endsWith('.html')) body = Buffer.from(withoutScripts(body.toString('utf8')));
      entry = { body, gzipped: compressible.has(extname(file)) ? gzipSync(body) : undefined };
      cache.set(file, entry);
    }
    return entry;
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const redirect = redirects.get(pathname);
    if (redirect) {
      response.writeHead(redirect.status, { location: redirect.to });
      response.end();
      return;
    }
    const found = refuse(pathname) ? undefined : await resolve(pathname);
    const file = found ?? (await fileAt(join(dir, '404.html')));
    const headers: Record<string, string> = {
      'content-type': contentTypes[extname(file ?? '.txt')] ?? 'application/octet-stream',
    };
    for (const rule of headerRules)
      if (rule.pattern.test(pathname))
        for (const [name, value] of rule.headers)
          if (!leftOut.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
    if (!file) {
      response.writeHead(404, headers).end('Not found');
      return;
    }
    const { body, gzipped } = await load(file);
    const gzip = gzipped && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) headers['content-encoding'] = 'gzip';
    response.writeHead(found ? 200 : 404, headers);
    response.end(request.method === 'HEAD' ? undefined : gzip ? gzipped : body);
  }

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    answer(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  };
  // HTTP/2's compatibility API answers like HTTP/1's: the same handler serves both.
  const server = http2
    ? createSecureServer({ ...localCertificate(), allowHTTP1: true }, (request, response) =>
        handle(request as unknown as IncomingMessage, response as unknown as ServerResponse),
      )
    : createServer(handle);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    origin: `${http2 ? 'https' : 'http'}://127.0.0.1:${address.port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
