/**
 * GitHub mode's Preview: a save is a commit that Cloudflare Pages builds in a minute or two, and
 * opening the page before that shows the old version. This page waits for Pages' report on the
 * branch's latest commit (`/api/keystatic/studio/deployment`), then opens the page; a failed build
 * says why and links its log instead.
 */
import { useEffect, useState } from 'react';
import type { DeploymentState } from './deployment.ts';
import { deploymentHeadline } from './publish-status.tsx';

export function PreviewWhenPublished({ branch, target }: { branch: string; target: string }) {
  const [answer, setAnswer] = useState<DeploymentState | { error: string }>();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const response = await fetch(
          `/api/keystatic/studio/deployment?branch=${encodeURIComponent(branch)}`,
          { cache: 'no-store', credentials: 'same-origin' },
        );
        const body = (await response.json()) as DeploymentState | { error: string };
        if (stopped) return;
        if ('state' in body && body.state === 'published') {
          window.location.replace(target);
          return;
        }
        setAnswer(body);
      } catch {
        // Offline for a moment: ask again.
      }
      if (!stopped) timer = setTimeout(poll, 5000);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [branch, target]);
  const failed = answer && 'state' in answer && answer.state === 'failed' ? answer : undefined;
  return (
    <main style={{ maxWidth: 560, margin: '15vh auto', padding: 24, font: '16px/1.5 system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 22 }}>{failed ? 'Your save was not published' : 'Publishing your save…'}</h1>
      <p role="status" aria-live="polite">
        {answer
          ? deploymentHeadline(answer)
          : 'Checking with Cloudflare Pages whether the site has been built with your save.'}
      </p>
      {!failed && (
        <p>This page opens the preview by itself once the site is built, usually within two minutes.</p>
      )}
      {failed?.detailsUrl && (
        <p>
          <a href={failed.detailsUrl} target="_blank" rel="noreferrer">
            Open the build log
          </a>
        </p>
      )}
      <p>
        <a href={target}>Open the page as it is now</a>
      </p>
    </main>
  );
}
