/**
 * Requests as a page on a rebound name sends them to a local server: `Host` names the attacker's
 * domain at the server's port, and `Origin` matches it; or `Host` is right and `Origin` is another
 * site. Sent with `node:http`, which lets a test set `Host` as a browser would.
 */
import { request } from 'node:http';

export interface ProbeAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request to `url` with exactly these headers. */
export function probe(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<ProbeAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: init.method ?? 'GET', headers: init.headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    sent.on('error', reject);
    sent.end(init.body);
  });
}

/**
 * What a rebound page gets from `url` (a GET, then a JSON POST with `body`): with a foreign `Host`
 * and matching `Origin`, and with the server's own `Host` but another site's `Origin`.
 */
export async function rebindingAnswers(url: string, body = '{}') {
  const { port } = new URL(url);
  const attacker = `attacker.example:${port}`;
  const post = (headers: Record<string, string>) =>
    probe(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
  return {
    foreignHostGet: await probe(url, { headers: { host: attacker, origin: `http://${attacker}` } }),
    foreignHostPost: await post({ host: attacker, origin: `http://${attacker}` }),
    foreignOriginPost: await post({ host: `127.0.0.1:${port}`, origin: 'https://attacker.example' }),
  };
}
