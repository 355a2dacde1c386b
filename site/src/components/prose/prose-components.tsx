import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Icon } from '@/components/icon';
import { buttonClasses } from '@/components/button';
import type {
  BackendComparisonItem,
  ChecklistGroup,
  ComparisonTableRow,
  PlatformComparisonItem,
} from '@/types/blog';
import type { ProseLabels } from '@/types/long-form';

/**
 * The components MDX content may use, rendered as plain markup: articles and legal pages stay HTML
 * on a first visit (see `Prerendered`), so nothing here keeps state. Interactions (playing a video,
 * following an internal link) are handled by `useContentClicks` on the content's container.
 */

const isExternal = (href: string | undefined) => Boolean(href && /^https?:\/\//.test(href));

function Callout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    // A note, not an aside landmark: it belongs to the text it sits in.
    <div
      role="note"
      className="not-prose my-8 rounded-2xl border border-ember-100 bg-ember-50/70 px-5 py-4 sm:px-6 sm:py-5"
    >
      {title && <p className="font-bold text-plum-950">{title}</p>}
      <div className="prose-callout mt-1 text-plum-900">{children}</div>
    </div>
  );
}

function KeyFigures({ items }: { items: { value: string; label: string }[] }) {
  return (
    <ul className="not-prose my-8 grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.value + item.label}
          className="rounded-2xl border border-plum-100 bg-white p-5 shadow-sm"
        >
          <p className="text-3xl font-extrabold tracking-tight text-ember-700">{item.value}</p>
          <p className="mt-1 text-sm leading-snug text-plum-800">{item.label}</p>
        </li>
      ))}
    </ul>
  );
}

function Cta({
  title,
  text,
  label,
  href,
  secondaryLabel,
  secondaryHref,
  secondaryHint,
}: {
  title: string;
  text: string;
  label: string;
  href: string;
  secondaryLabel?: string;
  secondaryHref?: string;
  /**
   * Words that finish a short secondary label for screen readers and search engines ("Start" reads
   * "Start a project with us"), not shown: a one-word link says nothing out of context.
   */
  secondaryHint?: string;
}) {
  return (
    <div className="not-prose my-10 rounded-3xl bg-signature px-6 py-8 text-white sm:px-10">
      <p className="text-2xl font-extrabold tracking-tight text-balance">{title}</p>
      <p className="mt-3 leading-relaxed text-white/90">{text}</p>
      <p className="mt-6 flex flex-wrap gap-3">
        <a href={href} className={buttonClasses('light', 'lg')}>
          {label}
        </a>
        {secondaryLabel && secondaryHref && (
          <a href={secondaryHref} className={buttonClasses('ghost-light', 'lg')}>
            {secondaryLabel}
            {secondaryHint && <span className="sr-only"> {secondaryHint}</span>}
          </a>
        )}
      </p>
    </div>
  );
}

function FactList({ items, tone }: { items: string[]; tone: 'plus' | 'minus' | 'neutral' }) {
  const icon = tone === 'plus' ? 'circle-check' : tone === 'minus' ? 'circle-alert' : 'arrow-right';
  return (
    <ul className="mt-2 grid gap-1.5">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-sm leading-relaxed text-plum-900">
          <Icon
            name={icon}
            className={tone === 'minus' ? 'mt-0.5 size-4 text-plum-500' : 'mt-0.5 size-4 text-ember-700'}
          />
          {item}
        </li>
      ))}
    </ul>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mt-4">
      <p className="text-xs font-bold tracking-wider text-plum-700 uppercase">{label}</p>
      {typeof children === 'string' ? (
        <p className="mt-1 text-sm leading-relaxed text-plum-900">{children}</p>
      ) : (
        children
      )}
    </div>
  );
}

function ComparisonCard({
  name,
  subtitle,
  children,
}: {
  name: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <li className="rounded-2xl border border-plum-100 bg-white p-5 shadow-sm sm:p-6">
      <h3 className="text-lg font-bold text-plum-950">{name}</h3>
      <p className="mt-1 text-sm text-plum-800">{subtitle}</p>
      {children}
    </li>
  );
}

function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Focusable so keyboard users can scroll a wide table; named so screen readers announce it.
    // Positioned, so what is positioned inside the table (text for screen readers only, placed at a
    // cell's far edge) scrolls with it instead of widening the page.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="not-prose relative my-8 overflow-x-auto rounded-2xl border border-plum-100"
    >
      {children}
    </div>
  );
}

function Checklist({ title, groups }: { title: string; groups: ChecklistGroup[] }) {
  return (
    <fieldset className="not-prose my-10 rounded-3xl border border-plum-100 bg-plum-50/60 p-5 sm:p-7">
      <legend className="rounded-full bg-plum-900 px-4 py-1.5 text-sm font-bold text-white">{title}</legend>
      <div className="mt-2 grid gap-6 sm:grid-cols-3">
        {groups.map((group) => (
          <fieldset key={group.title}>
            <legend className="font-bold text-plum-950">{group.title}</legend>
            <ul className="mt-3 grid gap-2.5">
              {group.items.map((item) => (
                <li key={item}>
                  <label className="flex cursor-pointer gap-3 text-sm leading-snug text-plum-900">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 shrink-0 cursor-pointer rounded accent-ember-700"
                    />
                    {item}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}

/** The MDX component map, with the labels of the page that renders the content. */
export function createProseComponents(labels: ProseLabels) {
  function Link({ href, children, ...rest }: ComponentPropsWithoutRef<'a'>) {
    if (!isExternal(href))
      return (
        <a href={href} {...rest}>
          {children}
        </a>
      );
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only">{` ${labels.newTab}`}</span>
      </a>
    );
  }

  /**
   * A picture of the body: its copies in AVIF and WebP where the build made them (the lightest the
   * browser can show), its size set so the page never shifts, loaded as the reader nears it.
   */
  function Image({
    'data-avif': avif,
    'data-webp': webp,
    alt,
    ...props
  }: ComponentPropsWithoutRef<'img'> & { 'data-avif'?: string; 'data-webp'?: string }) {
    const sizes = '(min-width: 768px) 720px, 100vw';
    const image = <img alt={alt} loading="lazy" decoding="async" className="rounded-2xl" {...props} />;
    if (!avif && !webp) return image;
    return (
      <picture>
        {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
        {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
        {image}
      </picture>
    );
  }

  function Table({
    'data-label': label,
    ...props
  }: ComponentPropsWithoutRef<'table'> & { 'data-label'?: string }) {
    return (
      <TableScroller label={label ? `${label}: ${labels.scrollableTable}` : labels.scrollableTable}>
        <table className="prose-table" {...props} />
      </TableScroller>
    );
  }

  function VideoEmbed({ videoId, title, poster }: { videoId: string; title: string; poster: string }) {
    return (
      <figure className="not-prose my-10">
        <div
          data-video-frame=""
          className="relative aspect-video overflow-hidden rounded-2xl bg-plum-950 shadow-lg"
        >
          <img
            src={poster}
            alt=""
            width={1280}
            height={720}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
          <button
            type="button"
            data-video-id={videoId}
            data-video-title={title}
            className="group absolute inset-0 grid place-items-center"
          >
            <span className="sr-only">
              {labels.video.play}: {title}
            </span>
            <span className="grid size-20 place-items-center rounded-full bg-white/95 text-ember-700 shadow-xl transition-transform group-hover:scale-105 group-focus-visible:scale-105">
              <Icon name="play" className="size-8 translate-x-0.5 fill-current" />
            </span>
          </button>
        </div>
        <figcaption className="mt-3 text-sm text-plum-800">
          <span className="font-semibold text-plum-950">{title}.</span> {labels.video.consent}{' '}
          <a
            href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-ember-700 underline underline-offset-2"
          >
            {labels.video.watchOn}
            <span className="sr-only">{` ${labels.newTab}`}</span>
          </a>
        </figcaption>
      </figure>
    );
  }

  function PlatformComparison({ items }: { items: PlatformComparisonItem[] }) {
    return (
      <ul className="not-prose my-8 grid gap-5">
        {items.map((item) => (
          <ComparisonCard key={item.name} name={item.name} subtitle={item.tagline}>
            <div className="grid gap-x-8 sm:grid-cols-2">
              <Fact label={labels.platform.pricing}>{item.pricing}</Fact>
              <Fact label={labels.platform.targetAudience}>{item.targetAudience}</Fact>
            </div>
            <div className="grid gap-x-8 sm:grid-cols-2">
              <Fact label={labels.platform.strengths}>
                <FactList items={item.strengths} tone="plus" />
              </Fact>
              <Fact label={labels.platform.weaknesses}>
                <FactList items={item.weaknesses} tone="minus" />
              </Fact>
            </div>
            <Fact label={labels.platform.useCases}>
              <FactList items={item.useCases} tone="neutral" />
            </Fact>
          </ComparisonCard>
        ))}
      </ul>
    );
  }

  function BackendComparison({ items }: { items: BackendComparisonItem[] }) {
    return (
      <ul className="not-prose my-8 grid gap-5">
        {items.map((item) => (
          <ComparisonCard key={item.name} name={item.name} subtitle={item.description}>
            <Fact label={labels.backend.focus}>{item.focus}</Fact>
            <Fact label={labels.backend.strengths}>
              <FactList items={item.strengths} tone="plus" />
            </Fact>
            <Fact label={labels.backend.limitations}>
              <FactList items={item.limitations} tone="minus" />
            </Fact>
            <Fact label={labels.backend.pricing}>{item.pricing}</Fact>
            <Fact label={labels.backend.bestFor}>{item.bestFor}</Fact>
          </ComparisonCard>
        ))}
      </ul>
    );
  }

  function ComparisonTable({
    caption,
    columns,
    rows,
  }: {
    caption: string;
    columns: string[];
    rows: ComparisonTableRow[];
  }) {
    return (
      <TableScroller label={caption}>
        <table className="prose-table">
          <caption className="px-4 pt-4 text-left text-sm font-bold text-plum-950">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.table.feature}</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                {row.values.map((value, index) => (
                  <td key={columns[index] ?? index}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    );
  }

  return {
    a: Link,
    img: Image,
    table: Table,
    Callout,
    KeyFigures,
    Cta,
    VideoEmbed,
    PlatformComparison,
    ComparisonTable,
    BackendComparison,
    Checklist,
  };
}
