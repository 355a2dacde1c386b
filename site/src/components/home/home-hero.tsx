import { Icon } from '@/components/icon';
import { ButtonLink } from '@/components/button';
import type { HomeContent } from '@/types/home';

type HeroContent = HomeContent['hero'];

/** Full-bleed gradient hero; the header sits on it in its light variant until the page scrolls. */
export function HomeHero({ content }: { content: HeroContent }) {
  return (
    <section className="relative isolate overflow-hidden bg-signature pt-36 pb-20 text-white sm:pt-44 sm:pb-28">
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-40 -z-10 size-[36rem] rounded-full bg-ember-500/25 blur-3xl"
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-bold tracking-wider text-ember-200 uppercase">{content.eyebrow}</p>
        <h1 className="mt-4 max-w-4xl text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl">
          {content.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/90 sm:text-xl">{content.intro}</p>
        <div className="mt-10 flex flex-wrap gap-3 motion-safe:animate-rise">
          <ButtonLink to={content.primary.href} variant="light" size="lg">
            {content.primary.label}
            <Icon name="arrow-right" className="size-5" />
          </ButtonLink>
          <ButtonLink to={content.secondary.href} variant="ghost-light" size="lg">
            <Icon name="calendar-clock" className="size-5" />
            {content.secondary.label}
          </ButtonLink>
        </div>
        <div className="mt-16 flex flex-wrap items-center gap-x-10 gap-y-4 motion-safe:animate-rise [animation-delay:0.1s]">
          <p className="text-sm font-semibold text-white/80">{content.trustedBy}</p>
          <ul className="flex flex-wrap items-center gap-x-10 gap-y-4">
            {content.clients.map((client) => (
              <li key={client.name}>
                <img
                  src={client.logo}
                  alt={client.name}
                  width={client.width}
                  height={client.height}
                  className="h-8 w-auto sm:h-10"
                />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
