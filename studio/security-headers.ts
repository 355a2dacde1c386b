/**
 * The studio's own Content-Security-Policy: Keystatic's editor needs more than the public pages
 * allow (styles it injects at run time, images the editor shows from `blob:` URLs, and in GitHub
 * mode GitHub's API and avatars), and the public pages must not allow any of it. Served on
 * `/keystatic` and `/keystatic/*` only, in place of the site's policy, with `noindex`.
 */
export function studioContentSecurityPolicy({ github }: { github: boolean }): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(github ? ['https://avatars.githubusercontent.com'] : [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(github ? ['https://api.github.com'] : [])]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Headers of every studio response: its policy, and no search engine may index it. */
export function studioHeaders({ github }: { github: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': studioContentSecurityPolicy({ github }),
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': 'no-store',
  };
}
