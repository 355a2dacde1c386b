import { Icon } from '@/components/icon';
import { useState } from 'react';
import { Button } from '@/components/button';

interface SchedulerEmbedProps {
  url: string;
  height: number;
  title: string;
  loadLabel: string;
  consent: string;
  directLinkLabel: string;
  /** Read after the direct link, e.g. "(opens in a new tab)". */
  newTabNote: string;
}

/**
 * Click-to-load scheduler: no request reaches the scheduling provider until the visitor asks,
 * and a direct link works without JavaScript or when the frame is blocked.
 */
export function SchedulerEmbed({
  url,
  height,
  title,
  loadLabel,
  consent,
  directLinkLabel,
  newTabNote,
}: SchedulerEmbedProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="overflow-hidden rounded-3xl border border-plum-100 bg-white shadow-sm">
      {loaded ? (
        <iframe src={url} title={title} height={height} className="block w-full" style={{ height }} />
      ) : (
        <div
          className="flex flex-col items-center justify-center gap-5 bg-plum-50/60 px-6 text-center"
          style={{ height }}
          data-testid="scheduler-placeholder"
        >
          <span className="grid size-16 place-items-center rounded-2xl bg-white text-ember-700 shadow-sm">
            <Icon name="calendar-days" className="size-8" />
          </span>
          <Button variant="primary" size="lg" onClick={() => setLoaded(true)}>
            {loadLabel}
          </Button>
          <p className="max-w-sm text-sm text-plum-800">{consent}</p>
        </div>
      )}
      <p className="border-t border-plum-100 px-6 py-4 text-center text-sm">
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-semibold text-plum-900 underline underline-offset-4"
        >
          {directLinkLabel}
          <Icon name="external-link" className="size-4" />
          <span className="sr-only"> {newTabNote}</span>
        </a>
      </p>
    </div>
  );
}
