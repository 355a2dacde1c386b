/**
 * What a build tells the studio's browser code: where saves go and how to preview a saved entry.
 * `readStudioSettings` (in the build) checks the environment; the browser gets the result as
 * `__STUDIO_SETTINGS__`.
 */
export type StudioSettings =
  | { mode: 'local' }
  | {
      mode: 'github';
      /** `owner/name` of the repository the studio commits to. */
      repo: `${string}/${string}`;
      /** The GitHub App's URL name, for its install link. */
      appSlug: string;
      /** The site on its production branch. */
      siteUrl: string;
      /**
       * The Pages project's own address (`https://<project>.pages.dev`, with the suffix Cloudflare may
       * have added); a branch's preview is a subdomain of it.
       */
      pagesUrl: string;
      productionBranch: string;
      /**
       * The studio's own origin (its worker's custom domain), never the public site's: the editor's
       * GitHub token lives in that origin's cookies and storage.
       */
      studioUrl: string;
    };

/** The studio's origin when none is set: `studio.` and the site's domain (`www.` dropped). */
export function defaultStudioUrl(siteUrl: string): string {
  const { hostname } = new URL(siteUrl);
  return `https://studio.${hostname.replace(/^www\./, '')}`;
}

/**
 * The address Cloudflare Pages gives a branch's preview: the branch name lowercased, every run of
 * other characters a hyphen, before the project's own host ("studio/new-article" on
 * https://emberwise-site-1ab.pages.dev -> https://studio-new-article.emberwise-site-1ab.pages.dev).
 */
export function branchPreviewOrigin(branch: string, pagesUrl: string): string {
  const alias = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `https://${alias}.${new URL(pagesUrl).hostname}`;
}

/** Where the studio's Preview button leads for a saved entry at `path` on `branch`. */
export function previewTarget(
  settings: Extract<StudioSettings, { mode: 'github' }>,
  branch: string,
  path: string,
) {
  const origin =
    branch === settings.productionBranch ? settings.siteUrl : branchPreviewOrigin(branch, settings.pagesUrl);
  return `${origin}${path}`;
}
