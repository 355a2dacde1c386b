import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import { Reveal } from '@/components/reveal';
import { Logo } from '@/components/logo';
import { cn } from '@/lib/cn';
import { Section, SectionHeading } from '@/components/section';
import { designSystemContent as content } from '@/content/design-system';

/** The tile behind a logo variation. */
const surfaceClasses = {
  light: 'border border-plum-100 bg-white',
  dark: 'bg-plum-950',
  gradient: 'bg-signature',
} as const;

/** The logo variations page rendered in full (only when it is not already its prerendered HTML). */
export function DesignSystemView() {
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-28 sm:px-6 lg:px-8 lg:pt-36">
        <Link
          to={content.back.href}
          className="inline-flex items-center gap-2 text-sm font-semibold text-plum-800 hover:text-plum-950"
        >
          <Icon name="arrow-left" className="size-4" />
          {content.back.label}
        </Link>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-plum-950 sm:text-5xl">
          {content.title}
        </h1>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-plum-800">{content.intro}</p>
        <ul className="mt-12 grid gap-6">
          {content.variations.map((variation, index) => (
            <Reveal
              as="li"
              key={variation.name}
              index={index % 3}
              className="rounded-3xl border border-plum-100 p-4 sm:p-6"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-bold text-plum-950">{variation.name}</h2>
                <p className="text-sm text-plum-800">{variation.usage}</p>
              </div>
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                {variation.surfaces.map((surface) => (
                  <div
                    key={surface.label}
                    className={cn(
                      'grid h-40 place-items-center rounded-2xl',
                      surfaceClasses[surface.background],
                    )}
                  >
                    <Logo
                      layout={variation.layout}
                      tone={surface.tone}
                      title={`${variation.name} on ${surface.label}`}
                    />
                  </div>
                ))}
              </div>
            </Reveal>
          ))}
        </ul>
      </div>
      <Section>
        <SectionHeading align="left" title={content.philosophy.title} intro={content.philosophy.intro} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {content.philosophy.principles.map((principle, index) => (
            <Reveal as="li" key={principle.title} index={index} className="rounded-2xl bg-plum-50/70 p-6">
              <h3 className="font-bold text-plum-950">{principle.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-plum-800">{principle.text}</p>
            </Reveal>
          ))}
        </ul>
        <h3 className="mt-14 text-lg font-bold text-plum-950">{content.philosophy.paletteTitle}</h3>
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-5">
          {content.philosophy.palette.map((swatch) => (
            <li key={swatch.hex}>
              <div className={`h-20 rounded-xl ring-1 ring-plum-100 ${swatch.className}`} />
              <p className="mt-2 text-sm font-semibold text-plum-950">{swatch.name}</p>
              <p className="font-mono text-xs text-plum-800">{swatch.hex}</p>
            </li>
          ))}
        </ul>
        <h3 className="mt-10 text-lg font-bold text-plum-950">{content.philosophy.gradientName}</h3>
        <div className="mt-4 h-24 rounded-2xl bg-signature" />
        <p className="mt-2 font-mono text-xs text-plum-800">{content.philosophy.gradientStops}</p>
      </Section>
    </>
  );
}
