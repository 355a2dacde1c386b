import { Link } from '@/components/link';
import { BackLink } from '@/components/back-link';
import { buttonClasses } from '@/components/button';
import { Icon } from '@/components/icon';
import { paths } from '@shared/paths';
import type { JobPosition, PositionPageCopy } from '@/types/careers';
import { applyAction } from './careers-actions';

function ListSection({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section className="mt-12">
      <h2 className="text-2xl font-extrabold tracking-tight text-plum-950">{title}</h2>
      <ul className="mt-5 grid gap-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 leading-relaxed text-plum-900">
            <Icon name="circle-check" className="mt-1 size-5 text-ember-700" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A position page: the role, responsibilities, requirements and what we offer, beside an Apply Now
 * card, the quick facts and a Questions? card.
 */
export function PositionDetails({
  position,
  copy,
  contactEmail,
}: {
  position: JobPosition;
  copy: PositionPageCopy;
  contactEmail: string;
}) {
  const facts: [string, string][] = [
    [copy.facts.department, position.department],
    [copy.facts.level, position.level],
    [copy.facts.experience, position.experience],
    [copy.facts.travel, position.travel],
    [copy.facts.teamSize, position.teamSize],
    [copy.facts.location, position.location],
    [copy.facts.type, position.type],
  ];
  return (
    <article className="mx-auto max-w-7xl px-4 pt-28 sm:px-6 lg:px-8 lg:pt-36">
      <BackLink href={paths.careers()} label={copy.backLink} />
      <header className="mt-6 max-w-3xl">
        <p className="text-sm font-bold tracking-wider text-ember-700 uppercase">{position.department}</p>
        <h1 className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance [overflow-wrap:anywhere] text-plum-950 sm:text-5xl">
          {position.title}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-plum-800">{position.description}</p>
      </header>
      <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          <section>
            <h2 className="text-2xl font-extrabold tracking-tight text-plum-950">{copy.about}</h2>
            {position.about.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-plum-900">
                {paragraph}
              </p>
            ))}
          </section>
          <ListSection title={copy.responsibilities} items={position.responsibilities} />
          <ListSection title={copy.qualifications} items={position.qualifications} />
          <ListSection title={copy.niceToHave} items={position.niceToHave} />
          <ListSection title={copy.whatWeOffer} items={position.whatWeOffer} />
        </div>
        <div className="grid content-start gap-6 lg:sticky lg:top-28 lg:self-start">
          <section className="rounded-3xl bg-signature p-6 text-white">
            <h2 className="text-xl font-extrabold">{copy.applyTitle}</h2>
            <p className="mt-3 text-sm leading-relaxed text-white/90">{copy.applyText}</p>
            {position.apply === 'dialog' ? (
              <button
                type="button"
                data-action={applyAction}
                className={buttonClasses('light', 'lg', 'mt-5 w-full')}
              >
                {copy.applyButton}
              </button>
            ) : (
              <Link to={paths.signUp('careers')} className={buttonClasses('light', 'lg', 'mt-5 w-full')}>
                {copy.applyButton}
              </Link>
            )}
          </section>
          <section className="rounded-3xl border border-plum-100 bg-white p-6 shadow-sm">
            <h2 className="text-xs font-bold tracking-wider text-plum-700 uppercase">{copy.quickFacts}</h2>
            <dl className="mt-3 divide-y divide-plum-100">
              {facts.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 py-2.5 text-sm">
                  <dt className="font-semibold text-plum-950">{label}</dt>
                  <dd className="text-right text-plum-800">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="rounded-3xl border border-plum-100 bg-plum-50/60 p-6">
            <h2 className="font-bold text-plum-950">{copy.questionsTitle}</h2>
            <p className="mt-2 text-sm leading-relaxed text-plum-800">{copy.questionsText}</p>
            <a
              href={`mailto:${contactEmail}`}
              className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-ember-700 hover:text-ember-800"
            >
              <Icon name="mail" className="size-4" />
              {copy.questionsLink}
            </a>
          </section>
        </div>
      </div>
    </article>
  );
}
