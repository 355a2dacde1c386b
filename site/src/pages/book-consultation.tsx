import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import { Reveal } from '@/components/reveal';
import { SchedulerEmbed } from '@/components/scheduler-embed';
import { bookingContent as content } from '@/content/booking';
import { shellCopy } from '@/content/shell';
import { siteConfig } from '@/lib/site-config';

export default function BookConsultationPage() {
  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-32 sm:px-6 lg:grid-cols-[1fr_1.4fr] lg:px-8 lg:pt-40">
      {/* Above the fold, so not a Reveal: the heading and intro paint with the HTML, not after hydration (LCP). */}
      <div>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance text-plum-950 sm:text-5xl">
          {content.title}
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-plum-800">{content.intro}</p>
        <ul className="mt-8 grid gap-4">
          {content.agenda.map((item) => (
            <li key={item} className="flex gap-3 text-plum-900">
              <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-ember-700" />
              {item}
            </li>
          ))}
        </ul>
        <p className="mt-10 text-plum-800">
          {content.alternative.text}{' '}
          <Link
            to={content.alternative.href}
            className="font-semibold text-plum-950 underline underline-offset-4"
          >
            {content.alternative.label}
          </Link>
        </p>
      </div>
      <Reveal index={1}>
        <SchedulerEmbed
          url={siteConfig.bookingUrl}
          height={content.frameHeight}
          title={content.frameTitle}
          loadLabel={content.loadLabel}
          consent={content.consent}
          directLinkLabel={content.directLinkLabel}
          newTabNote={shellCopy.newTab}
        />
      </Reveal>
    </div>
  );
}
