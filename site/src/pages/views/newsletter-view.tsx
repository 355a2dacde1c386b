/**
 * The newsletter's archive and an issue's web version, rendered in full: loaded only when the words
 * are not already HTML (a navigation). An issue's blocks are the email's (headings, paragraphs,
 * lists, pictures, a button, an article card), drawn with the site's own parts.
 */
import { ArrowLink } from '@/components/arrow-link';
import { BackLink } from '@/components/back-link';
import { ButtonLink } from '@/components/button';
import { Link } from '@/components/link';
import { PageHero } from '@/components/sections/page-hero';
import { newsletterArchiveCopy as copy } from '@/content/newsletter-archive';
import { newsletterIssue, sentIssues } from '@/content/newsletter-issues';
import { shellCopy } from '@/content/shell';
import { formatDate } from '@/lib/format-date';
import { paths } from '@shared/paths';
import type { IssueBlock, IssueInline } from '../../../../shared/schemas/newsletter-issue.ts';

export function renderNewsletterArchive() {
  return (
    <>
      <PageHero look="compact" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <section aria-labelledby="issues-title" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="issues-title" className="text-2xl font-extrabold tracking-tight text-plum-950 sm:text-3xl">
          {copy.listTitle}
        </h2>
        {sentIssues.length === 0 ? (
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-plum-800">{copy.empty}</p>
        ) : (
          <ol className="mt-8 max-w-3xl space-y-6">
            {sentIssues.map((issue) => (
              <li key={issue.slug}>
                <article className="rounded-2xl border border-plum-100 bg-white p-6 shadow-sm">
                  <p className="text-sm font-semibold text-plum-700">
                    {copy.sentOn} <time dateTime={issue.sendOn}>{formatDate(issue.sendOn)}</time>
                  </p>
                  <h3 className="mt-2 text-xl leading-snug font-bold text-balance text-plum-950">
                    {issue.subject}
                  </h3>
                  <p className="mt-2 leading-relaxed text-plum-800">{issue.preheader}</p>
                  <ArrowLink
                    to={paths.newsletterIssue(issue.slug)}
                    label={copy.readIssue}
                    subject={issue.subject}
                    nudge
                    className="mt-4"
                  />
                </article>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

const internal = (href: string) => href.startsWith('/');

/** A link of an issue: inside the site through the router, elsewhere in a new tab. */
function IssueLink({ href, children }: { href: string; children: string }) {
  const className = 'font-semibold text-ember-700 underline underline-offset-2 hover:text-ember-800';
  if (internal(href))
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {shellCopy.newTab}</span>
    </a>
  );
}

function Inline({ run }: { run: IssueInline }) {
  if (typeof run === 'string') return <>{run}</>;
  if ('strong' in run) return <strong>{run.strong}</strong>;
  if ('em' in run) return <em>{run.em}</em>;
  return <IssueLink href={run.href}>{run.link}</IssueLink>;
}

const runs = (content: readonly IssueInline[]) =>
  content.map((run, index) => <Inline key={index} run={run} />);

function Block({ block }: { block: IssueBlock }) {
  switch (block.kind) {
    case 'heading':
      return block.level === 2 ? (
        <h2 className="mt-10 text-2xl font-extrabold tracking-tight text-plum-950">{block.text}</h2>
      ) : (
        <h3 className="mt-8 text-xl font-bold text-plum-950">{block.text}</h3>
      );
    case 'paragraph':
      return <p className="mt-5 text-lg leading-relaxed text-plum-900">{runs(block.content)}</p>;
    case 'bullets': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          className={`mt-5 space-y-2 pl-6 text-lg leading-relaxed text-plum-900 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
        >
          {block.items.map((item, index) => (
            <li key={index}>{runs(item)}</li>
          ))}
        </List>
      );
    }
    case 'image':
      return (
        <img
          src={block.src}
          alt={block.alt}
          loading="lazy"
          decoding="async"
          className="mt-6 w-full rounded-2xl"
        />
      );
    case 'button':
      return (
        <p className="mt-8">
          <ButtonLink to={block.href}>{block.label}</ButtonLink>
        </p>
      );
    case 'card':
      return (
        <article className="mt-8 rounded-2xl border border-plum-100 bg-plum-50/70 p-6">
          <h3 className="text-lg leading-snug font-bold text-plum-950">{block.title}</h3>
          <p className="mt-2 leading-relaxed text-plum-800">{block.text}</p>
          <ArrowLink to={block.href} label={block.action} subject={block.title} nudge className="mt-4" />
        </article>
      );
  }
}

export function renderNewsletterIssue(slug: string) {
  const issue = newsletterIssue(slug);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-28 sm:px-6 lg:px-8 lg:pt-36">
      <BackLink href={paths.newsletter()} label={copy.back} />
      <p className="mt-8 text-sm font-semibold text-plum-700">
        {copy.eyebrow} · {copy.sentOn} <time dateTime={issue.sendOn}>{formatDate(issue.sendOn)}</time>
      </p>
      <h1 className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance [overflow-wrap:anywhere] text-plum-950 sm:text-5xl">
        {issue.subject}
      </h1>
      <p className="mt-5 text-xl leading-relaxed text-plum-800">{issue.preheader}</p>
      <div className="mt-4">
        {issue.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </article>
  );
}
