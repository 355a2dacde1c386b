import { Reveal } from '@/components/reveal';
import type { LogoRowContent } from '@/types/sections';

/** A compact band of logos; each image's alt text is its accessible name. */
export function LogoRow({ heading, logos }: LogoRowContent) {
  return (
    <section className="border-y border-plum-100 bg-white py-12 sm:py-14">
      <div className="mx-auto max-w-7xl px-4 text-center sm:px-6 lg:px-8">
        <Reveal>
          <h2 className="text-lg font-bold text-plum-950 sm:text-xl">{heading.title}</h2>
          {heading.intro && <p className="mx-auto mt-2 max-w-2xl text-plum-800">{heading.intro}</p>}
        </Reveal>
        <ul className="mt-8 grid grid-cols-2 items-center gap-x-6 gap-y-8 sm:grid-cols-3 lg:grid-cols-6">
          {logos.map((logo, index) => (
            <Reveal as="li" key={logo.name} index={index % 6} className="flex justify-center">
              <img
                src={logo.src}
                alt={logo.name}
                width={160}
                height={48}
                loading="lazy"
                decoding="async"
                className="h-10 w-auto sm:h-12"
              />
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
