import { BackLink } from '@/components/back-link';
import { Icon } from '@/components/icon';
import { Cta } from '@/components/sections/cta';
import { PageHero } from '@/components/sections/page-hero';
import type { CaseStudy } from '@/types/cases';
import type { ProjectCard } from '@/types/entities';

interface CaseStoryProps {
  study: CaseStudy;
  project: ProjectCard;
  back: { label: string; href: string };
  factsTitle: string;
}

/**
 * A case page: the hero with its facts and artwork, the results band, the story, how it was built,
 * the roadmap of upcoming work, the client's words and the call to action.
 */
export function CaseStory({ study, project, back, factsTitle }: CaseStoryProps) {
  return (
    <article>
      <PageHero
        look="compact"
        top={<BackLink href={back.href} label={back.label} />}
        eyebrow={study.hero.eyebrow}
        labels={
          <div className="mt-4 flex flex-wrap gap-2">
            <span className="rounded-full bg-plum-100 px-3 py-1 text-xs font-semibold text-plum-800">
              {project.technology}
            </span>
            {project.status && (
              <span className="rounded-full bg-ember-100 px-3 py-1 text-xs font-semibold text-ember-800">
                {project.status}
              </span>
            )}
          </div>
        }
        title={study.hero.title}
        intro={study.hero.intro}
        aside={
          <div>
            <img
              src={project.image}
              alt={project.imageAlt}
              width={640}
              height={360}
              decoding="async"
              className="aspect-video w-full rounded-3xl border border-plum-100 object-cover shadow-xl shadow-plum-900/5"
            />
            <section
              aria-label={factsTitle}
              className="mt-6 rounded-3xl border border-plum-100 bg-white p-6 shadow-sm"
            >
              <h2 className="text-xs font-bold tracking-wider text-plum-700 uppercase">{factsTitle}</h2>
              <dl className="mt-3 divide-y divide-plum-100">
                {study.facts.map((fact) => (
                  <div key={fact.label} className="grid gap-1 py-3 sm:grid-cols-[9rem_1fr] sm:gap-4">
                    <dt className="text-sm font-semibold text-plum-950">{fact.label}</dt>
                    <dd className="text-sm leading-relaxed text-plum-800">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </div>
        }
      />

      <section
        aria-labelledby="results-title"
        className="render-lazy bg-signature py-14 text-white [contain-intrinsic-size:auto_36rem] lg:[contain-intrinsic-size:auto_18rem]"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="results-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {study.results.title}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
            {study.results.figures.map((figure) => (
              <li key={figure.value + figure.label} className="rounded-2xl bg-plum-950/30 p-5">
                <p className="text-4xl font-extrabold tracking-tight text-ember-200">{figure.value}</p>
                <p className="mt-2 text-sm leading-snug text-white">{figure.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        {study.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="render-lazy mt-12 [contain-intrinsic-size:auto_24rem] first:mt-0"
          >
            <h2
              id={`${section.id}-title`}
              className="text-2xl font-extrabold tracking-tight text-plum-950 sm:text-3xl"
            >
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-plum-900">
                {paragraph}
              </p>
            ))}
            {section.points && (
              <ul className="mt-5 grid gap-3">
                {section.points.map((point) => (
                  <li key={point} className="flex gap-3 leading-relaxed text-plum-900">
                    <Icon name="circle-check" className="mt-1 size-5 text-ember-700" />
                    {point}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}

        {study.build && (
          <section
            aria-labelledby="build-title"
            className="render-lazy mt-14 [contain-intrinsic-size:auto_32rem]"
          >
            <h2 id="build-title" className="text-2xl font-extrabold tracking-tight text-plum-950 sm:text-3xl">
              {study.build.title}
            </h2>
            {study.build.intro && (
              <p className="mt-4 text-lg leading-relaxed text-plum-900">{study.build.intro}</p>
            )}
            <ol className="mt-6 grid gap-4">
              {study.build.steps.map((step, index) => (
                <li
                  key={step.title}
                  className="flex gap-4 rounded-2xl border border-plum-100 bg-white p-5 shadow-sm"
                >
                  <span className="grid size-9 shrink-0 place-items-center rounded-full bg-plum-900 text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-bold text-plum-950">{step.title}</h3>
                    <p className="mt-1 leading-relaxed text-plum-800">{step.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        )}

        {study.roadmap && (
          <section aria-labelledby="roadmap-title" className="mt-14">
            <h2
              id="roadmap-title"
              className="text-2xl font-extrabold tracking-tight text-plum-950 sm:text-3xl"
            >
              {study.roadmap.title}
            </h2>
            <ol className="mt-6 grid gap-4 border-l-2 border-ember-200 pl-6">
              {study.roadmap.milestones.map((milestone) => (
                <li key={milestone.period} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[1.95rem] size-3.5 rounded-full bg-ember-600 ring-4 ring-white"
                  />
                  <p className="text-sm font-bold text-ember-700">{milestone.period}</p>
                  <h3 className="font-bold text-plum-950">{milestone.title}</h3>
                  <p className="mt-1 leading-relaxed text-plum-800">{milestone.description}</p>
                </li>
              ))}
            </ol>
          </section>
        )}

        {study.quote && (
          <figure className="render-lazy mt-14 rounded-3xl bg-plum-50/70 p-6 [contain-intrinsic-size:auto_16rem] sm:p-8">
            <Icon name="quote" className="size-8 text-ember-600" />
            <blockquote className="mt-3 text-xl leading-relaxed font-semibold text-plum-950">
              {study.quote.text}
            </blockquote>
            <figcaption className="mt-4 text-sm text-plum-800">{study.quote.attribution}</figcaption>
          </figure>
        )}
      </div>
      <Cta {...study.cta} />
    </article>
  );
}
