/**
 * The studio in the browser: Keystatic's editor over the configuration of `keystatic.config.ts`,
 * in the mode the build chose. `/keystatic/preview` sends the Preview button on to the page as
 * it will look: the branch's Cloudflare Pages preview in GitHub mode, once Pages has built the
 * latest save (`PreviewWhenPublished`).
 */
import { Keystatic } from '@keystatic/core/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { studioConfig, type StudioOptions, type StudioStorage } from './keystatic.config';
import { DeploymentStatusBar, PublishStatusBar } from './publish-status';
import { PreviewWhenPublished } from './preview-wait';
import { previewTarget, type StudioSettings } from './settings';

declare const __STUDIO_SETTINGS__: StudioSettings;
declare const __STUDIO_OPTIONS__: StudioOptions;
const settings = __STUDIO_SETTINGS__;

/** The local studio server answers `/preview/<path>` once the site is rebuilt with the save. */
const storage: StudioStorage =
  settings.mode === 'github'
    ? {
        kind: 'github',
        repo: settings.repo,
        previewUrl: (path) => `/keystatic/preview?branch={branch}&path=${path}`,
      }
    : { kind: 'local', previewUrl: (path) => `/preview${path}` };

const here = new URL(window.location.href);
if (settings.mode === 'github' && here.pathname === '/keystatic/preview') {
  const branch = here.searchParams.get('branch') ?? settings.productionBranch;
  createRoot(document.getElementById('studio')!).render(
    <StrictMode>
      <PreviewWhenPublished
        branch={branch}
        target={previewTarget(settings, branch, here.searchParams.get('path') ?? '/')}
      />
    </StrictMode>,
  );
} else {
  const config = studioConfig(storage, __STUDIO_OPTIONS__);
  createRoot(document.getElementById('studio')!).render(
    <StrictMode>
      <Keystatic
        config={config}
        appSlug={{
          envName: 'STUDIO_GITHUB_APP_SLUG',
          value: settings.mode === 'github' ? settings.appSlug : undefined,
        }}
      />
      {settings.mode === 'local' ? (
        <PublishStatusBar config={config} />
      ) : (
        <DeploymentStatusBar productionBranch={settings.productionBranch} />
      )}
    </StrictMode>,
  );
}
