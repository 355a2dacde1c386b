/**
 * Every save ends in "published" or a reason the editor can read. In local mode the studio's server
 * says where the rebuild a save started stands, and what the build did with each entry
 * (`/api/studio/status`); this bar at the foot of the studio shows it in plain words, the entry and
 * the field named as the studio labels them. It speaks to screen readers through a live region.
 */
import { useEffect, useState } from 'react';
import type { Config } from '@keystatic/core';
import type { ContentReportEntry } from '../site/src/types/publication.ts';

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

export function PublishStatusBar({ config }: { config: Config }) {
  const [status, setStatus] = useState<Status>();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const response = await fetch('/api/studio/status', { cache: 'no-store' });
        if (response.ok && !stopped) setStatus((await response.json()) as Status);
      } catch {
        // The studio's server is restarting: ask again.
      }
      if (!stopped) timer = setTimeout(poll, document.hidden ? 5000 : 1500);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);
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
    <section
      aria-label="Publishing"
      data-publish-state={status.state}
      style={{
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
        background: status.state === 'failed' || problems.length ? '#fff1ee' : '#f4f0f7',
        border: `1px solid ${status.state === 'failed' || problems.length ? '#c2410c' : '#c9b6d3'}`,
        boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
      }}
    >
      <div role="status" aria-live="polite">
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
      </div>
    </section>
  );
}
