/**
 * Every save ends in "published" or a reason the editor can read. In local mode the studio's server
 * says where the rebuild a save started stands, and what the build did with each entry
 * (`/api/studio/status`); this bar at the foot of the studio shows it in plain words, the entry and
 * the field named as the studio labels them. In GitHub mode it shows what Cloudflare Pages reported
 * on the latest save of the branch being edited (`/api/keystatic/studio/deployment`). It speaks to
 * screen readers through a live region.
 */
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type { Config } from '@keystatic/core';
import type { ContentReportEntry } from '../site/src/types/publication.ts';
import { branchOfStudioPath, type DeploymentState } from './deployment.ts';

interface Status {
  state: 'building' | 'published' | 'failed';
  finishedAt?: string;
  error?: string;
  report: ContentReportEntry[];
}

/** The studio's labels for a field path of a collection ("hero.title" -> "Opening › Heading"). */
function fieldLabel(config: Config, file: string, path: string): string {
  const collection = { blog: 'posts', cases: 'cases', positions: 'positions', authors: 'authors' }[
    file.split('/')[1] ?? ''
  ];
  let schema = collection
    ? ((config.collections as Record<string, { schema: Record<string, unknown> }>)[collection]?.schema as
        Record<string, unknown> | undefined)
    : undefined;
  const labels: string[] = [];
  for (const part of path.split('.')) {
    if (!schema) break;
    if (/^\d+$/.test(part)) {
      labels.push(`item ${Number(part) + 1}`);
      continue;
    }
    let field = schema[part] as
      | {
          label?: string;
          kind?: string;
          fields?: Record<string, unknown>;
          element?: { fields?: Record<string, unknown> };
        }
      | undefined;
    if (!field) break;
    labels.push(field.label ?? part);
    schema = field.fields ?? field.element?.fields;
    field = undefined;
  }
  return labels.join(' › ') || path;
}

/** A problem of the build in the studio's words: its field paths replaced by the studio's labels. */
function readable(config: Config, entry: ContentReportEntry, problem: string): string {
  return problem
    .replace(/^[^:]*\.(mdx|ya?ml): /, '')
    .replace(
      /(?:frontmatter )?field "([^"]+)"/g,
      (_, path: string) => `“${fieldLabel(config, entry.file, path)}”`,
    );
}

const nameOf = (entry: ContentReportEntry) => (entry.title ? `“${entry.title}”` : entry.file);

/** Asks `url` for JSON now and every `everyMs` (slower while the tab is hidden), until unmounted. */
function usePolled<T>(url: () => string, everyMs: number): T | undefined {
  const [answer, setAnswer] = useState<T>();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const response = await fetch(url(), { cache: 'no-store', credentials: 'same-origin' });
        const body = (await response.json()) as T;
        if (!stopped) setAnswer(body);
      } catch {
        // The server is restarting or offline: ask again.
      }
      if (!stopped) timer = setTimeout(poll, document.hidden ? everyMs * 4 : everyMs);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [url, everyMs]);
  return answer;
}

function Bar({ state, alert, children }: { state: string; alert: boolean; children: ReactNode }) {
  const style: CSSProperties = {
    position: 'fixed',
    right: 16,
    bottom: 16,
    zIndex: 1000,
    maxWidth: 460,
    maxHeight: '40vh',
    overflow: 'auto',
    padding: '12px 16px',
    borderRadius: 12,
    font: '14px/1.45 system-ui, sans-serif',
    color: '#2a1030',
    background: alert ? '#fff1ee' : '#f4f0f7',
    border: `1px solid ${alert ? '#c2410c' : '#c9b6d3'}`,
    boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
  };
  return (
    <section aria-label="Publishing" data-publish-state={state} style={style}>
      <div role="status" aria-live="polite">
        {children}
      </div>
    </section>
  );
}

/** What Cloudflare Pages did with the latest save, in the editor's words. */
export function deploymentHeadline(answer: DeploymentState | { error: string }): string {
  if ('error' in answer) return answer.error;
  switch (answer.state) {
    case 'building':
      return 'Publishing your changes… Cloudflare Pages is building the site.';
    case 'published':
      return answer.finishedAt
        ? `Published at ${new Date(answer.finishedAt).toLocaleTimeString()}.`
        : 'The site is up to date.';
    case 'failed':
      return `Not published: the site could not be built, so it shows the last published version. ${answer.reason}`;
    case 'unknown':
      return answer.reason;
  }
}

/** GitHub mode: the latest save on the branch being edited, as Cloudflare Pages reported it. */
export function DeploymentStatusBar({ productionBranch }: { productionBranch: string }) {
  const [url] = useState(
    () => () =>
      `/api/keystatic/studio/deployment?branch=${encodeURIComponent(
        branchOfStudioPath(location.pathname, productionBranch),
      )}`,
  );
  const answer = usePolled<DeploymentState | { error: string }>(url, 10_000);
  if (!answer) return null;
  const state = 'error' in answer ? 'error' : answer.state;
  return (
    <Bar state={state} alert={state === 'failed' || state === 'error'}>
      <p style={{ margin: 0, fontWeight: 700 }}>{deploymentHeadline(answer)}</p>
      {'state' in answer && answer.state === 'failed' && answer.detailsUrl && (
        <p style={{ margin: '8px 0 0' }}>
          <a href={answer.detailsUrl} target="_blank" rel="noreferrer">
            Open the build log
          </a>{' '}
          to see what went wrong, or ask a developer.
        </p>
      )}
    </Bar>
  );
}

const localStatusUrl = () => '/api/studio/status';

export function PublishStatusBar({ config }: { config: Config }) {
  const status = usePolled<Status>(localStatusUrl, 1500);
  if (!status) return null;
  const problems = status.report.filter(({ publication }) => publication.state === 'invalid');
  const warnings = status.report.filter(({ publication }) => publication.warnings?.length);
  const time = status.finishedAt ? new Date(status.finishedAt).toLocaleTimeString() : undefined;
  const headline =
    status.state === 'building'
      ? 'Publishing your changes…'
      : status.state === 'failed'
        ? 'Not published: the site could not be rebuilt, so it shows the last published version.'
        : time
          ? `Published at ${time}.`
          : 'The site is up to date.';
  return (
    <Bar state={status.state} alert={status.state === 'failed' || problems.length > 0}>
      <p style={{ margin: 0, fontWeight: 700 }}>{headline}</p>
      {status.state === 'failed' && status.error && (
        <pre style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0', font: 'inherit' }}>{status.error}</pre>
      )}
      {status.state !== 'building' &&
        problems.map((entry) => (
          <div key={entry.file} style={{ marginTop: 8 }}>
            <p style={{ margin: 0 }}>
              Not published: {nameOf(entry)} breaks a rule, so the site was built without it:
            </p>
            <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {(entry.publication.problems ?? []).map((problem) => (
                <li key={problem}>{readable(config, entry, problem)}</li>
              ))}
            </ul>
          </div>
        ))}
      {status.state !== 'building' &&
        warnings.map((entry) => (
          <p key={`${entry.file}-warning`} style={{ margin: '8px 0 0' }}>
            Published with a change: {nameOf(entry)}: {entry.publication.warnings!.join(' ')}
          </p>
        ))}
    </Bar>
  );
}
