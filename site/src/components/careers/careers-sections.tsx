import { Link } from '@/components/link';
import { buttonClasses } from '@/components/button';
import { Icon } from '@/components/icon';
import { Reveal } from '@/components/reveal';
import { Section, SectionHeading } from '@/components/section';
import { paths } from '@shared/paths';
import type { CareerCard, CareersPageContent, JobPosition } from '@/types/careers';
import { careersActions, openPositionsId, openPositionsTitleId } from './careers-actions';

/** The careers hero's two ways on: down to the open positions, or to the contact form. */
export function CareersHeroActions({ hero }: { hero: CareersPageContent['hero'] }) {
  return (
    <div className="mt-10 flex flex-wrap gap-3">
      <a href={`#${openPositionsId}`} className={buttonClasses('primary', 'lg')}>
        {hero.positionsButton}
        <Icon name="arrow-down" className="size-5" />
      </a>
      <Link to={paths.signUp('careers')} className={buttonClasses('outline', 'lg')}>
        {hero.contactLink}
      </Link>
    </div>
  );
}

export function FounderStory({ story }: { story: CareersPageContent['story'] }) {
  return (
    <Section>
      <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading eyebrow={story.eyebrow} title={story.title} align="left" />
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-plum-900">
              {paragraph}
            </p>
          ))}
        </div>
        <ul className="grid grid-cols-2 gap-4 self-start">
          {story.images.map((image, index) => (
            <Reveal as="li" key={image.src} index={index}>
              <figure>
                <img
                  src={image.src}
                  alt={image.alt}
                  width={800}
                  height={600}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full rounded-2xl border border-plum-100 object-cover"
                />
                <figcaption className="mt-2 text-xs leading-snug text-plum-800">{image.caption}</figcaption>
              </figure>
            </Reveal>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export function CareerCards({
  heading,
  items,
  columns,
  className,
}: {
  heading: CareersPageContent['values']['heading'];
  items: readonly CareerCard[];
  columns: 2 | 3 | 4;
  className?: string;
}) {
  const grid = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  }[columns];
  return (
    <Section className={className}>
      <SectionHeading {...heading} />
      <ul className={`mt-14 grid gap-6 ${grid}`}>
        {items.map((item, index) => (
          <Reveal
            as="li"
            key={item.title}
            index={index % columns}
            className="rounded-2xl border border-plum-100 bg-white p-6 shadow-sm"
          >
            <span className="grid size-11 place-items-center rounded-xl bg-ember-50 text-ember-700">
              <Icon name={item.icon} className="size-5" />
            </span>
            <h3 className="mt-4 font-bold text-plum-950">{item.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-plum-800">{item.description}</p>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}

export function OpenPositions({
  positions,
  content,
  general,
}: {
  positions: readonly JobPosition[];
  content: CareersPageContent['positions'];
  general: CareersPageContent['general'];
}) {
  const { cardLabels: labels } = content;
  return (
    <section
      id={openPositionsId}
      aria-labelledby={openPositionsTitleId}
      className="scroll-mt-4 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading {...content.heading} id={openPositionsTitleId} focusable />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {positions.map((position, index) => (
            <Reveal
              as="li"
              key={position.title}
              index={index}
              className="flex flex-col rounded-3xl border border-plum-100 bg-white p-6 shadow-sm sm:p-8"
            >
              <h3 className="text-xl font-bold text-balance text-plum-950">{position.title}</h3>
              <dl className="mt-4 grid gap-1.5 text-sm">
                {(
                  [
                    [labels.department, position.department],
                    [labels.location, position.location],
                    [labels.type, position.type],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="flex gap-2">
                    <dt className="font-semibold text-plum-950">{label}:</dt>
                    <dd className="text-plum-800">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4 leading-relaxed text-plum-800">{position.description}</p>
              <h4 className="mt-5 text-xs font-bold tracking-wider text-plum-700 uppercase">
                {labels.requirements}
              </h4>
              <ul className="mt-3 grid flex-1 gap-2">
                {position.requirements.map((requirement) => (
                  <li key={requirement} className="flex gap-2 text-sm leading-relaxed text-plum-900">
                    <Icon name="circle-check" className="mt-0.5 size-4 text-ember-700" />
                    {requirement}
                  </li>
                ))}
              </ul>
              <Link
                to={paths.career(position.address)}
                className={buttonClasses('primary', 'md', 'mt-6 self-start')}
              >
                {labels.learnMore}
                <span className="sr-only">: {position.title}</span>
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </Reveal>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-start justify-between gap-6 rounded-3xl border border-ember-100 bg-linear-to-br from-ember-50 via-white to-plum-50 p-6 sm:p-10 lg:flex-row lg:items-center">
          <div className="max-w-2xl">
            <h3 className="text-2xl font-extrabold tracking-tight text-plum-950">{general.title}</h3>
            <p className="mt-3 leading-relaxed text-plum-800">{general.text}</p>
          </div>
          <button
            type="button"
            data-action={careersActions.generalApplication}
            className={buttonClasses('accent', 'lg')}
          >
            {general.button}
          </button>
        </div>
      </div>
    </section>
  );
}
