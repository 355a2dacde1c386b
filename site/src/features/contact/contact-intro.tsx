import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import type { ContactIntroContent } from '@/types/contact';

/** Eyebrow, the page's h1 and the intro. */
export function ContactHeader({
  content,
}: {
  content: Pick<ContactIntroContent, 'eyebrow' | 'title' | 'intro'>;
}) {
  return (
    <header className="lg:pt-6">
      <p className="text-sm font-bold tracking-wider text-ember-700 uppercase">{content.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-plum-950 sm:text-5xl lg:text-6xl">
        {content.title}
      </h1>
      <p className="mt-5 max-w-xl text-lg leading-relaxed text-pretty text-plum-800 sm:mt-6">
        {content.intro}
      </p>
    </header>
  );
}

/** The three steps after sending, and the shortcut to a call. */
export function ContactNextSteps({ content }: { content: Pick<ContactIntroContent, 'steps' | 'call'> }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wider text-plum-700 uppercase">{content.steps.title}</h2>
      <ol className="mt-5 grid gap-6">
        {content.steps.items.map((step) => (
          <li key={step.title} className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white text-ember-700 shadow-sm ring-1 ring-plum-100">
              <Icon name={step.icon} className="size-5" />
            </span>
            <div>
              <h3 className="font-bold text-plum-950">{step.title}</h3>
              <p className="mt-1 leading-relaxed text-plum-800">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>

      <p className="mt-10 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-plum-100 bg-white/70 px-5 py-4 text-plum-800">
        <Icon name={content.call.icon} className="size-5 text-ember-700" />
        <span>{content.call.text}</span>
        <Link
          to={content.call.href}
          className="inline-flex items-center gap-1 font-semibold text-plum-950 underline decoration-ember-500 decoration-2 underline-offset-4 hover:text-ember-800"
        >
          {content.call.label}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </p>
    </div>
  );
}
